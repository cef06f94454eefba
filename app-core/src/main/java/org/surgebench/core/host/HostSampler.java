package org.surgebench.core.host;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Host figures of the load generator over the measured window: CPU shares from /proc/stat, this process's
 * CPU, memory from /proc/meminfo and the JVM heap; and, when the database lives on this host (see
 * {@link DatabaseLocality}), the block devices from /proc/diskstats as iostat shows them. Sampled once a
 * second into a compact column-wise series, summarised at the end into {@code RunResult.host}. With a
 * {@code surge agent} on the database host ({@link AgentSampler}), the database host's figures are its readings
 * instead, and this host's disks are not watched. Used by the sampler thread only.
 */
public final class HostSampler {
    private final Path proc;
    private final String diskReason;
    private final boolean hasProc;
    /** The database host's agent, or null. */
    private final AgentSampler agent;

    private final com.sun.management.OperatingSystemMXBean os = osBean();
    private final int cpus = Runtime.getRuntime().availableProcessors();
    private final Map<String, List<Double>> series = new LinkedHashMap<>();
    private long beginNanos;
    private long lastNanos;
    private CpuTimes cpuBegin;
    private CpuTimes cpuLast;
    private long processCpuBegin;
    private long processCpuLast;
    private Map<String, DiskCounters> diskBegin;
    private Map<String, DiskCounters> diskLast;
    private double memUsedSum;
    private double memUsedMax;
    private double heapUsedMax;
    private int memSamples;

    /**
     * @param diskReason why the disks are watched (see {@link DatabaseLocality#reasonToWatchDisks}), or null
     *                   to leave them out
     */
    public HostSampler(Path proc, String diskReason) {
        this(proc, diskReason, null);
    }

    private HostSampler(Path proc, String diskReason, AgentSampler agent) {
        this.proc = proc;
        this.diskReason = diskReason;
        this.hasProc = Files.isReadable(proc.resolve("stat"));
        this.agent = agent;
    }

    /**
     * The sampler of a run on this host, for a database that is embedded or on {@code host}: with
     * {@code agentAddress} (HOST:PORT, null for none) the database host's figures come from the {@code surge agent}
     * there, which must answer now (else one sentence, exit 2).
     */
    public static HostSampler forRun(
            boolean embedded, String host, Map<String, String> options, String agentAddress, String agentToken) {
        if (agentAddress != null) {
            return new HostSampler(
                    Path.of("/proc"), null, new AgentSampler(AgentClient.connect(agentAddress, agentToken)));
        }
        return new HostSampler(Path.of("/proc"), DatabaseLocality.reasonToWatchDisks(embedded, host, options));
    }

    /** A sampler of this host whose database host's figures come from {@code agent}. */
    static HostSampler withAgent(Path proc, AgentClient agent) {
        return new HostSampler(proc, null, new AgentSampler(agent));
    }

    public void begin() throws IOException {
        beginNanos = lastNanos = System.nanoTime();
        processCpuBegin = processCpuLast = processCpuNanos();
        if (hasProc) {
            cpuBegin = cpuLast = CpuTimes.parse(read("stat"));
            if (diskReason != null) {
                diskBegin = diskLast = DiskCounters.parse(read("diskstats"));
            }
        }
        if (agent != null) {
            agent.begin();
        }
    }

    /**
     * Reads what a sample reads and keeps nothing: during the warm-up, so that the JIT has seen this code and the
     * JDK's it shares with the users before the window opens ({@code SnapshotProvider.rehearse} says why).
     */
    public void rehearse() throws IOException {
        processCpuNanos();
        heapUsedMB();
        if (agent != null) {
            agent.rehearse();
        }
        if (hasProc) {
            CpuTimes.parse(read("stat"));
            memUsedMB();
            if (diskReason != null) {
                DiskCounters.parse(read("diskstats"));
            }
        }
    }

    /** One point of the series: the interval since the previous sample. */
    public void sample() throws IOException {
        if (beginNanos == 0) {
            return;
        }
        long now = System.nanoTime();
        double secs = (now - lastNanos) / 1e9;
        if (secs < 0.5) {
            // Called right after begin: too short an interval for CPU ticks (10 ms each) to mean anything.
            return;
        }
        long pcpu = processCpuNanos();
        double t = round((now - beginNanos) / 1e9);
        add("t", t);
        if (agent != null) {
            agent.sample(series, t);
        }
        add("processCpuPct", processPct(pcpu - processCpuLast, now - lastNanos));
        add("jvmHeapUsedMB", heapUsedMB());
        processCpuLast = pcpu;
        lastNanos = now;
        if (!hasProc) {
            return;
        }
        CpuTimes cpu = CpuTimes.parse(read("stat"));
        CpuTimes.Shares s = cpu.since(cpuLast);
        cpuLast = cpu;
        add("cpuUserPct", s.userPct());
        add("cpuSysPct", s.sysPct());
        add("cpuIowaitPct", s.iowaitPct());
        add("memUsedMB", memUsedMB());
        if (diskReason != null) {
            Map<String, DiskCounters> disks = DiskCounters.parse(read("diskstats"));
            DeviceIo total = DeviceIo.total("total", devices(diskLast, disks, secs));
            diskLast = disks;
            add("diskIops", total.iops());
            add("diskReadMBPerSec", total.readMBPerSec());
            add("diskWriteMBPerSec", total.writeMBPerSec());
            add("diskReadAwaitMs", total.readAwaitMs());
            add("diskWriteAwaitMs", total.writeAwaitMs());
        }
    }

    /** The summary and series for {@code RunResult.host}. */
    public Map<String, Object> end() throws IOException {
        Map<String, Object> out = new LinkedHashMap<>();
        if (beginNanos == 0) {
            return out;
        }
        long now = System.nanoTime();
        double secs = (now - beginNanos) / 1e9;
        Map<String, Object> gen = new LinkedHashMap<>();
        gen.put("cpus", cpus);
        gen.put("processCpuPct", processPct(processCpuNanos() - processCpuBegin, now - beginNanos));
        gen.put("jvmHeapUsedMaxMB", Math.max(heapUsedMax, heapUsedMB()));
        gen.put("jvmHeapMaxMB", round(Runtime.getRuntime().maxMemory() / 1048576.0));
        if (hasProc) {
            CpuTimes.Shares s = CpuTimes.parse(read("stat")).since(cpuBegin);
            gen.put("cpuUserPct", s.userPct());
            gen.put("cpuSysPct", s.sysPct());
            gen.put("cpuIowaitPct", s.iowaitPct());
            gen.put("cpuStealPct", s.stealPct());
            gen.put("cpuIdlePct", s.idlePct());
            Map<String, Long> mem = meminfo();
            gen.put("memTotalMB", round(mem.getOrDefault("MemTotal", 0L) / 1024.0));
            double used = memUsedMB();
            gen.put("memUsedAvgMB", round(memSamples == 0 ? used : memUsedSum / memSamples));
            gen.put("memUsedMaxMB", Math.max(memUsedMax, used));
        } else {
            gen.put("note", "no /proc here: only this process's CPU and heap are known");
        }
        out.put("loadGenerator", gen);
        if (hasProc && diskReason != null) {
            List<DeviceIo> devices = devices(diskBegin, DiskCounters.parse(read("diskstats")), secs);
            out.put(HostDisks.KEY, HostDisks.of(diskReason, devices).toMap());
        }
        if (agent != null) {
            agent.end(out, round(secs));
        }
        out.put("series", series);
        return out;
    }

    /** Real devices that exist at both readings; stacked ones (dm, md) are listed but not added to totals. */
    static List<DeviceIo> devices(Map<String, DiskCounters> before, Map<String, DiskCounters> after, double secs) {
        List<DeviceIo> out = new ArrayList<>();
        for (DiskCounters b : after.values()) {
            DiskCounters a = before.get(b.device());
            if (a != null && !b.virtual() && !b.stacked() && !isPartition(b.device(), after)) {
                out.add(DeviceIo.between(a, b, secs));
            }
        }
        return out;
    }

    /** sda1 beside sda, nvme0n1p1 beside nvme0n1, vda2 beside vda: partitions repeat their disk's IO. */
    static boolean isPartition(String device, Map<String, DiskCounters> all) {
        for (String other : all.keySet()) {
            if (!other.equals(device)
                    && device.startsWith(other)
                    && device.substring(other.length()).matches("p?\\d+")) {
                return true;
            }
        }
        return false;
    }

    private void add(String column, double value) {
        series.computeIfAbsent(column, k -> new ArrayList<>()).add(value);
        if (column.equals("memUsedMB")) {
            memUsedSum += value;
            memUsedMax = Math.max(memUsedMax, value);
            memSamples++;
        } else if (column.equals("jvmHeapUsedMB")) {
            heapUsedMax = Math.max(heapUsedMax, value);
        }
    }

    private double memUsedMB() throws IOException {
        Map<String, Long> m = meminfo();
        return round((m.getOrDefault("MemTotal", 0L) - m.getOrDefault("MemAvailable", 0L)) / 1024.0);
    }

    private Map<String, Long> meminfo() throws IOException {
        return meminfo(read("meminfo"));
    }

    /** The figures of a /proc/meminfo text, in kB, by name. */
    static Map<String, Long> meminfo(String text) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            String[] f = line.split(":\\s*|\\s+");
            if (f.length >= 2) {
                try {
                    out.put(f[0], Long.parseLong(f[1]));
                } catch (NumberFormatException ignored) {
                    // Lines without a number are of no use here.
                }
            }
        }
        return out;
    }

    private static double heapUsedMB() {
        Runtime r = Runtime.getRuntime();
        return round((r.totalMemory() - r.freeMemory()) / 1048576.0);
    }

    private double processPct(long cpuNanos, long wallNanos) {
        return wallNanos <= 0 || cpuNanos < 0 ? 0 : round(cpuNanos * 100.0 / wallNanos / cpus);
    }

    private long processCpuNanos() {
        return os == null ? 0 : Math.max(0, os.getProcessCpuTime());
    }

    private static com.sun.management.OperatingSystemMXBean osBean() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean o
                ? o
                : null;
    }

    private String read(String name) throws IOException {
        return Files.readString(proc.resolve(name));
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
