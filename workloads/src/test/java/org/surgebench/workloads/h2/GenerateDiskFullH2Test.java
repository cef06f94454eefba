package org.surgebench.workloads.h2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.SmallDisk;

/**
 * H2 generate on a disk that fills mid-load ends with the disk-full sentence and exit 6. It used to spin at 100 %
 * CPU for ever: closing the schema lock's session, whose transaction is open, sent a rollback into H2's failed
 * store (MVStore.registerVersionUsage loops once the store is closed). The timeouts only keep a regression from
 * hanging the build; nothing is measured.
 */
class GenerateDiskFullH2Test {
    /**
     * The case as it was found: a 48 MB tmpfs that soe at scale 0.1 fills part of the way through the load. `surge
     * generate` on it spun before the fix; inside this test JVM it did not (yet) spin, so this test checks the
     * sentence and the exit, and app-cli's GenerateDiskFullProcessTest the spin, in a JVM of its own. Needs the
     * right to mount (root, as in CI); skipped elsewhere.
     */
    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void aSmallDiskThatFillsEndsGenerateWithTheSentenceAndExit6(@TempDir Path dir) {
        try (SmallDisk disk = SmallDisk.mountOrSkip(dir.resolve("disk"), 48 * 1024, false)) {
            ConnectionSpec db = new ConnectionSpec("jdbc:h2:" + disk.path().resolve("db"), "sa", "");
            Throwable failed = catchThrowable(() -> Surgebench.generate(
                    new GenerateSpec("soe").connection(db).scale(0.1).threads(2).diskCheck(false), null));
            assertThat(failed).isInstanceOf(SurgeException.class).hasMessageContaining("is full");
            assertThat(((SurgeException) failed).exitCode()).isEqualTo(SurgeException.RUN_FAILED);
        }
    }
}
