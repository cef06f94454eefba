package org.surgebench.core.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.surgebench.core.db.DatabaseCache;

/**
 * Whether a storage workload's data set (io) fits in the memory that can cache it, so that the run would measure
 * memory and present it as storage (issue 45: 51 MB in 128 MB of shared buffers, hit ratio 100 %, 0.01 ms reads):
 * the database's cache plus, when the database is on this host, the page cache this host's memory can hold. The
 * sentence says so and what size would measure storage; the run says it before it starts and among its warnings.
 */
final class CacheFit {
    /** A data set this many times the caching memory leaves at most 1 / FACTOR of random reads to memory. */
    static final int FACTOR = 4;

    private CacheFit() {}

    /**
     * The warning, or null when the data set is larger than what can cache it (or a part of that is unknown).
     *
     * @param dataBytes      the run's data set, -1 for a workload that does not measure storage
     * @param cache          the database's cache, or null when unknown
     * @param pageCacheBytes the memory of the database's host, when it is this host; null when it is elsewhere
     */
    static String warning(String workload, long dataBytes, DatabaseCache cache, Long pageCacheBytes) {
        if (dataBytes < 0 || cache == null && pageCacheBytes == null) {
            return null;
        }
        long db = cache == null ? 0 : cache.bytes();
        long memory = db + (pageCacheBytes == null ? 0 : pageCacheBytes);
        if (dataBytes > memory) {
            return null;
        }
        String dbCache = cache == null ? "" : "the database's cache (" + cache.setting() + ", " + size(db) + ")";
        String where = pageCacheBytes == null
                ? dbCache + " can hold it; the page cache of the database's host, not seen from here, adds to that"
                : (dbCache.isEmpty() ? "" : dbCache + " and ") + "this host's page cache (the database runs here, "
                        + "with " + size(pageCacheBytes) + " of memory) can hold it";
        return String.format(
                Locale.ROOT,
                "The %s data set (%s) fits in memory: %s, so its reads come from memory and the run measures memory, "
                        + "not storage. To measure storage, generate %s with at least %s of tables in all (%d times "
                        + "the %s that can cache it, so that at most 1 in %d random reads can come from memory), or cap "
                        + "that memory (a memory cgroup, as bench/io-cold-cache.sh does).",
                workload,
                size(dataBytes),
                where,
                workload,
                size(memory * FACTOR),
                FACTOR,
                size(memory),
                FACTOR);
    }

    /** This host's memory (MemTotal in /proc/meminfo), or null when it cannot be read. */
    static Long hostMemoryBytes(Path proc) {
        try {
            for (String line : Files.readAllLines(proc.resolve("meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            // No /proc here: the page cache is not known.
        }
        return null;
    }

    /** "51.0 MB", "23.5 GB". */
    static String size(long bytes) {
        double mb = bytes / 1048576.0;
        return mb >= 1024
                ? String.format(Locale.ROOT, "%.1f GB", mb / 1024)
                : String.format(Locale.ROOT, "%.1f MB", mb);
    }
}
