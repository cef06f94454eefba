package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two sweeps started in the same second into one results folder get folders (and JSON names) of their own. */
class SweepFolderTest {
    @Test
    void aSecondSweepInTheSameSecondGetsItsOwnFolder(@TempDir Path root) throws Exception {
        String first = Sweep.claimFolder(root, "soe-sweep-20260101-000000");
        String second = Sweep.claimFolder(root, "soe-sweep-20260101-000000");
        assertThat(first).isEqualTo("soe-sweep-20260101-000000");
        assertThat(second).isEqualTo("soe-sweep-20260101-000000-2");
        assertThat(Files.isDirectory(root.resolve(first))).isTrue();
        assertThat(Files.isDirectory(root.resolve(second))).isTrue();
    }
}
