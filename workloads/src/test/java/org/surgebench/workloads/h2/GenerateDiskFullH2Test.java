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

/**
 * H2 generate on a disk that fills mid-load ends with the disk-full sentence and exit 6. It used to spin at 100 %
 * CPU for ever: closing the schema lock's session, whose transaction is open, sent a rollback into H2's failed
 * store. The full disk is {@link FullDiskFilePath} (writes fail past a size, as on a full file system) rather
 * than a small tmpfs, which needs the right to mount. The timeout only keeps a regression from hanging the build.
 */
class GenerateDiskFullH2Test {
    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void aDiskThatFillsEndsGenerateWithTheSentenceAndExit6(@TempDir Path dir) {
        FullDiskFilePath.register();
        ConnectionSpec db = new ConnectionSpec("jdbc:h2:fulldisk:" + dir.resolve("db"), "sa", "");
        Throwable failed = catchThrowable(() -> Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(5).threads(2).diskCheck(false), null));
        assertThat(failed).isInstanceOf(SurgeException.class).hasMessageContaining("is full");
        assertThat(((SurgeException) failed).exitCode()).isEqualTo(SurgeException.RUN_FAILED);
    }
}
