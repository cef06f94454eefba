package org.surgebench.core.host;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The database host's figures over the measured window, from the readings of a {@code surge agent} there: CPU
 * shares, memory, disks as iostat shows them and network, made by the same arithmetic as the load generator's
 * own. Rates are over the agent's clock. An agent that stops answering is a warning and a gap (nulls in the
 * series, the gap in {@code gaps}), never a failed run: the window's figures then end at its last answer.
 */
public final class AgentSampler {
    /** The key of the database host's CPU, memory and network in the results' {@code host}. */
    public static final String KEY = "databaseHost";

    private static final Logger LOG = LoggerFactory.getLogger(AgentSampler.class);

    private final AgentClient agent;
    private HostReading first;
    private HostReading last;
    /** Seconds into the window when the current gap began; negative while the agent answers. */
    private double gapFrom = -1;

    private final List<Map<String, Object>> gaps = new ArrayList<>();
    private double memUsedSum;
    private double memUsedMax;
    private int memSamples;

    AgentSampler(AgentClient agent) {
        this.agent = agent;
    }

    void begin() {
        first = last = tryRead(0);
    }

    void rehearse() {
        tryRead(-1);
    }

    /** Adds this second's columns (nulls when the agent did not answer) to {@code series}. */
    void sample(Map<String, List<Double>> series, double t) {
        HostReading r = tryRead(t);
        if (r == null || last == null) {
            for (String c : List.of(
                    "dbHostCpuUserPct",
                    "dbHostCpuSysPct",
                    "dbHostCpuIowaitPct",
                    "dbHostMemUsedMB",
                    "dbHostNetRxMBPerSec",
                    "dbHostNetTxMBPerSec",
                    "diskIops",
                    "diskReadMBPerSec",
                    "diskWriteMBPerSec",
                    "diskReadAwaitMs",
                    "diskWriteAwaitMs")) {
                put(series, c, null);
            }
            if (first == null) {
                first = r;
            }
            last = r == null ? last : r;
            return;
        }
        double secs = (r.nanos() - last.nanos()) / 1e9;
        CpuTimes.Shares s = CpuTimes.parse(r.stat()).since(CpuTimes.parse(last.stat()));
        put(series, "dbHostCpuUserPct", s.userPct());
        put(series, "dbHostCpuSysPct", s.sysPct());
        put(series, "dbHostCpuIowaitPct", s.iowaitPct());
        double mem = memUsedMB(r);
        memUsedSum += mem;
        memUsedMax = Math.max(memUsedMax, mem);
        memSamples++;
        put(series, "dbHostMemUsedMB", mem);
        double[] net = NetCounters.mbPerSec(NetCounters.parse(last.netDev()), NetCounters.parse(r.netDev()), secs);
        put(series, "dbHostNetRxMBPerSec", net[0]);
        put(series, "dbHostNetTxMBPerSec", net[1]);
        DeviceIo total = DeviceIo.total("total", disks(last, r));
        put(series, "diskIops", total.iops());
        put(series, "diskReadMBPerSec", total.readMBPerSec());
        put(series, "diskWriteMBPerSec", total.writeMBPerSec());
        put(series, "diskReadAwaitMs", total.readAwaitMs());
        put(series, "diskWriteAwaitMs", total.writeAwaitMs());
        last = r;
    }

    /**
     * Puts the database host's summary ({@value #KEY}) and disks ({@link HostDisks#KEY}) over the window into
     * {@code out}; only a note when the agent never answered.
     */
    void end(Map<String, Object> out, double t) {
        HostReading r = tryRead(t);
        agent.close();
        if (r == null) {
            closeGap(t);
        }
        HostReading end = r != null ? r : last;
        Map<String, Object> host = new LinkedHashMap<>();
        host.put("agent", agent.address());
        if (first == null || end == null || end == first) {
            host.put("note", "the surge agent at " + agent.address() + " did not answer in the measured window");
            out.put(KEY, host);
            return;
        }
        double secs = (end.nanos() - first.nanos()) / 1e9;
        host.put("cpus", end.cpus());
        CpuTimes.Shares s = CpuTimes.parse(end.stat()).since(CpuTimes.parse(first.stat()));
        host.put("cpuUserPct", s.userPct());
        host.put("cpuSysPct", s.sysPct());
        host.put("cpuIowaitPct", s.iowaitPct());
        host.put("cpuStealPct", s.stealPct());
        host.put("cpuIdlePct", s.idlePct());
        Map<String, Long> mem = HostSampler.meminfo(end.meminfo());
        host.put("memTotalMB", DeviceIo.round(mem.getOrDefault("MemTotal", 0L) / 1024.0));
        double used = memUsedMB(end);
        host.put("memUsedAvgMB", DeviceIo.round(memSamples == 0 ? used : memUsedSum / memSamples));
        host.put("memUsedMaxMB", Math.max(memUsedMax, used));
        double[] net = NetCounters.mbPerSec(NetCounters.parse(first.netDev()), NetCounters.parse(end.netDev()), secs);
        host.put("netRxMBPerSec", net[0]);
        host.put("netTxMBPerSec", net[1]);
        host.put("seconds", DeviceIo.round(secs));
        if (!gaps.isEmpty()) {
            host.put("gaps", gaps);
        }
        out.put(KEY, host);
        out.put(
                HostDisks.KEY,
                HostDisks.of(
                                "the surge agent at " + agent.address() + " serves the database host's "
                                        + "/proc/diskstats",
                                disks(first, end))
                        .toMap());
    }

    private List<DeviceIo> disks(HostReading a, HostReading b) {
        return HostSampler.devices(
                DiskCounters.parse(a.diskstats()), DiskCounters.parse(b.diskstats()), (b.nanos() - a.nanos()) / 1e9);
    }

    private static double memUsedMB(HostReading r) {
        Map<String, Long> m = HostSampler.meminfo(r.meminfo());
        return DeviceIo.round((m.getOrDefault("MemTotal", 0L) - m.getOrDefault("MemAvailable", 0L)) / 1024.0);
    }

    /**
     * A reading, or null when the agent did not answer: the first miss of a gap is a warning, the first answer
     * after it closes the gap ({@code t}: seconds into the window; negative: the warm-up, nothing kept).
     */
    private HostReading tryRead(double t) {
        try {
            HostReading r = agent.read();
            if (gapFrom >= 0 && t >= 0) {
                gaps.add(Map.of("fromSeconds", gapFrom, "seconds", DeviceIo.round(t - gapFrom)));
                LOG.warn(
                        "The surge agent at {} answers again: the database host's figures have a gap of {} s.",
                        agent.address(),
                        DeviceIo.round(t - gapFrom));
                gapFrom = -1;
            }
            return r;
        } catch (IOException | RuntimeException e) {
            if (gapFrom < 0 && t >= 0) {
                gapFrom = t;
                LOG.warn(
                        "The surge agent at {} stopped answering ({}): the database host's figures have a gap "
                                + "from {} s into the window; the run goes on.",
                        agent.address(),
                        e instanceof IOException io ? AgentClient.why(io) : e.getMessage(),
                        t);
            }
            return null;
        }
    }

    private static void put(Map<String, List<Double>> series, String column, Double value) {
        series.computeIfAbsent(column, k -> new ArrayList<>()).add(value);
    }

    /** At the end: a gap still open is closed by the window's end. */
    private void closeGap(double t) {
        if (gapFrom >= 0) {
            gaps.add(Map.of("fromSeconds", gapFrom, "seconds", DeviceIo.round(t - gapFrom), "open", true));
            gapFrom = -1;
        }
    }
}
