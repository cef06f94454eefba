package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.db.DatabaseCache;

/** When a storage workload's data set fits in the memory that can cache it (issue 45 item 4), and when not. */
class CacheFitTest {
    static final long MB = 1L << 20;
    static final long GB = 1L << 30;
    static final DatabaseCache SHARED_BUFFERS = new DatabaseCache("shared_buffers", 128 * MB);

    @Test
    void aDataSetInsideTheCachesIsWarnedOfWithTheSizeThatWouldMeasureStorage() {
        String w = CacheFit.warning("io", 51 * MB, SHARED_BUFFERS, 24 * GB);
        assertThat(w)
                .startsWith("The io data set (51.0 MB) fits in memory: the database's cache (shared_buffers, 128.0 MB) "
                        + "and this host's page cache (the database runs here, with 24.0 GB of memory) can hold it")
                .contains("generate io with at least 96.5 GB of tables in all (4 times the 24.1 GB that can cache it");
    }

    @Test
    void aDatabaseElsewhereIsComparedWithItsOwnCacheOnly() {
        assertThat(CacheFit.warning("io", 51 * MB, SHARED_BUFFERS, null))
                .contains("the database's cache (shared_buffers, 128.0 MB) can hold it; the page cache of the "
                        + "database's host, not seen from here, adds to that")
                .contains("at least 512.0 MB of tables in all");
        // Larger than the cache, the host unseen: nothing can be said.
        assertThat(CacheFit.warning("io", 1 * GB, SHARED_BUFFERS, null)).isNull();
    }

    @Test
    void aDataSetLargerThanTheCachesOrAWorkloadThatDoesNotMeasureStorageIsNotWarnedOf() {
        assertThat(CacheFit.warning("io", 100 * GB, SHARED_BUFFERS, 24 * GB)).isNull();
        assertThat(CacheFit.warning("tpcb", -1, SHARED_BUFFERS, 24 * GB)).isNull();
        assertThat(CacheFit.warning("io", 51 * MB, null, null)).isNull();
    }

    @Test
    void theHostsMemoryIsMemTotal(@TempDir Path proc) throws Exception {
        Files.writeString(proc.resolve("meminfo"), "MemTotal:       24683828 kB\nMemFree:         1000 kB\n");
        assertThat(CacheFit.hostMemoryBytes(proc)).isEqualTo(24683828L * 1024);
        assertThat(CacheFit.hostMemoryBytes(proc.resolve("none"))).isNull();
    }
}
