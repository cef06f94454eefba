package org.surgebench.core.host;

/**
 * The host's cumulative CPU time from the first line of {@code /proc/stat}, in clock ticks. Differences of
 * two readings give the shares of user, system, I/O wait, steal and idle time, as {@code vmstat} and
 * {@code mpstat} print them.
 */
public record CpuTimes(long user, long nice, long system, long idle, long iowait, long irq, long softirq, long steal) {

    /** Parses the aggregate {@code cpu} line of /proc/stat; missing trailing fields (old kernels) count as 0. */
    public static CpuTimes parse(String procStat) {
        for (String line : procStat.split("\n")) {
            if (line.startsWith("cpu ")) {
                String[] f = line.trim().split("\\s+");
                return new CpuTimes(
                        field(f, 1),
                        field(f, 2),
                        field(f, 3),
                        field(f, 4),
                        field(f, 5),
                        field(f, 6),
                        field(f, 7),
                        field(f, 8));
            }
        }
        throw new IllegalArgumentException("no aggregate cpu line in /proc/stat");
    }

    private static long field(String[] f, int i) {
        return i < f.length ? Long.parseLong(f[i]) : 0;
    }

    long total() {
        return user + nice + system + idle + iowait + irq + softirq + steal;
    }

    /** Percentages of the time between {@code before} and this reading. */
    public Shares since(CpuTimes before) {
        double t = total() - before.total();
        if (t <= 0) {
            return new Shares(0, 0, 0, 0, 0);
        }
        return new Shares(
                pct((user + nice) - (before.user + before.nice), t),
                pct((system + irq + softirq) - (before.system + before.irq + before.softirq), t),
                pct(iowait - before.iowait, t),
                pct(steal - before.steal, t),
                pct(idle - before.idle, t));
    }

    private static double pct(long ticks, double total) {
        return Math.round(ticks * 1000.0 / total) / 10.0;
    }

    /** CPU shares in percent of all CPUs of the host. */
    public record Shares(double userPct, double sysPct, double iowaitPct, double stealPct, double idlePct) {}
}
