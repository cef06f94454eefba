package org.surgebench.core.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.common.SurgeException;

class AtomicFilesTest {

    @Test
    void aWriterThatFailsHalfwayLeavesTheOldFileAndNoTemporary(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("run.json");
        AtomicFiles.writeString(target, "{\"complete\": true}");
        assertThatThrownBy(() -> AtomicFiles.write(target, out -> {
                    out.write("{\"half".getBytes(StandardCharsets.UTF_8));
                    throw new IOException("disk full");
                }))
                .hasMessage("disk full");
        assertThat(Files.readString(target)).isEqualTo("{\"complete\": true}");
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.toList()).containsExactly(target);
        }
    }

    @Test
    void aNewFileAppearsOnlyWhenComplete(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("sub/run.csv");
        AtomicFiles.write(target, out -> {
            assertThat(target).doesNotExist();
            out.write("a,b\n1,2\n".getBytes(StandardCharsets.UTF_8));
            assertThat(target).doesNotExist();
        });
        assertThat(Files.readString(target)).isEqualTo("a,b\n1,2\n");
    }

    @Test
    void theResultsFolderCheckLeavesNoFolderBehind(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("a/b/results");
        ResultWriter.checkWritable(results);
        assertThat(dir.resolve("a")).doesNotExist();
        Path file = Files.writeString(dir.resolve("file"), "x");
        assertThatThrownBy(() -> ResultWriter.checkWritable(file.resolve("results")))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("-r/--results");
    }
}
