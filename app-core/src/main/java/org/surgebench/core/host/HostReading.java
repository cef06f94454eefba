package org.surgebench.core.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One reading of a host's cumulative counters, as the kernel gives them: the texts of {@code /proc/stat},
 * {@code /proc/meminfo}, {@code /proc/diskstats} and {@code /proc/net/dev}, and when they were read (the reading
 * host's monotonic clock, in nanoseconds). A {@code surge agent} serves exactly this, so that the load generator
 * turns two readings of the database host into the figures it makes of its own (CPU shares, memory, iostat's
 * columns, network): the arithmetic lives once, on the side that keeps the window.
 *
 * @param cpus the host's CPUs
 */
public record HostReading(long nanos, int cpus, String stat, String meminfo, String diskstats, String netDev) {

    /** Reads the counters under {@code proc} (normally /proc) now. */
    public static HostReading read(Path proc) throws IOException {
        long nanos = System.nanoTime();
        return new HostReading(
                nanos,
                Runtime.getRuntime().availableProcessors(),
                Files.readString(proc.resolve("stat")),
                Files.readString(proc.resolve("meminfo")),
                Files.readString(proc.resolve("diskstats")),
                Files.readString(proc.resolve("net/dev")));
    }
}
