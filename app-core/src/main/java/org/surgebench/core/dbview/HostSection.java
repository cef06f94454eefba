package org.surgebench.core.dbview;

import static org.surgebench.core.common.Numbers.plain;
import static org.surgebench.core.dbview.DatabaseViewPrinter.add;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addCount;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addMs;
import static org.surgebench.core.dbview.DatabaseViewPrinter.ms;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.dbview.ViewSection.Figure;
import org.surgebench.core.dbview.ViewSection.Table;
import org.surgebench.core.host.AgentSampler;
import org.surgebench.core.host.DeviceIo;
import org.surgebench.core.host.HostDisks;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;

/**
 * The host figures of a run with their labels (results {@code host}): the load generator's CPU and memory,
 * and the database host's disks as {@code iostat -x} shows them, when they were watched. "disk IOPS (host)"
 * is the devices' figure, never to be confused with the database's own IO requests.
 */
public final class HostSection {
    private HostSection() {}

    /**
     * The key in the results' {@code host} of the database host's CPU as the database itself read it from the
     * operating system (a snapshot provider's, {@link org.surgebench.core.snapshot.SnapshotProvider#hostFigures}),
     * for a database host where no {@code surge agent} runs.
     */
    public static final String FROM_DATABASE = "databaseHostFromDatabase";

    /** The label of the database host's disks' IO requests per second wherever it is shown. */
    public static final String DISK_IOPS = "disk IOPS (host)";

    /** The database host's disks over the measured window (all real devices added up), or null. */
    public static DeviceIo diskTotal(RunResult r) {
        HostDisks disks = disks(r.host());
        return disks == null ? null : disks.total();
    }

    /** The database host's disks as the results' {@code host} holds them, or null when they were not watched. */
    public static HostDisks disks(Map<String, Object> host) {
        return host != null && host.get(HostDisks.KEY) instanceof Map<?, ?> d
                ? Json.mapper().convertValue(d, HostDisks.class)
                : null;
    }

    /** The load generator's section, then the database host disks' when watched. */
    public static List<ViewSection> sections(Map<String, Object> host) {
        List<ViewSection> out = new ArrayList<>();
        if (host == null || host.isEmpty()) {
            return out;
        }
        if (host.get("error") != null) {
            out.add(new ViewSection(
                    "Host statistics: not collected",
                    List.of(),
                    List.of(),
                    List.of(String.valueOf(host.get("error")))));
            return out;
        }
        if (host.get("loadGenerator") instanceof Map<?, ?> g) {
            out.add(loadGenerator(g));
        }
        if (host.get(AgentSampler.KEY) instanceof Map<?, ?> d) {
            out.add(databaseHost(d));
        } else if (host.get(FROM_DATABASE) instanceof Map<?, ?> d) {
            // The agent, where one runs, sees more (memory, network, disks): then the database's reading is left out.
            out.add(HostCpuFromDatabase.section(d));
        }
        ViewSection disks = databaseDisks(host);
        if (disks != null) {
            out.add(disks);
        }
        return out;
    }

    /** The database host disks' section, or null when they were not watched. */
    public static ViewSection databaseDisks(Map<String, Object> host) {
        HostDisks disks = disks(host);
        return disks == null ? null : section(disks);
    }

    private static ViewSection loadGenerator(Map<?, ?> g) {
        List<Figure> f = new ArrayList<>();
        add(f, "host CPU user %", num(g, "cpuUserPct"), true);
        add(f, "host CPU system %", num(g, "cpuSysPct"), true);
        add(f, "host CPU iowait %", num(g, "cpuIowaitPct"), false);
        add(f, "host CPU steal %", num(g, "cpuStealPct"), false);
        add(f, "host CPU idle %", num(g, "cpuIdlePct"), false);
        add(f, "Surgebench process CPU %", num(g, "processCpuPct"), true);
        addCount(f, "CPUs", g.get("cpus") instanceof Number n ? n.longValue() : null, false);
        add(f, "memory total MB", num(g, "memTotalMB"), false);
        add(f, "memory used MB, average", num(g, "memUsedAvgMB"), false);
        add(f, "memory used MB, max", num(g, "memUsedMaxMB"), false);
        add(f, "JVM heap used MB, max", num(g, "jvmHeapUsedMaxMB"), false);
        add(f, "JVM heap limit MB", num(g, "jvmHeapMaxMB"), false);
        List<String> notes = g.get("note") == null ? List.of() : List.of(String.valueOf(g.get("note")));
        return new ViewSection("Load generator host (averages over the measured window)", f, List.of(), notes);
    }

    /** The database host's CPU, memory and network, as its {@code surge agent} served them. */
    private static ViewSection databaseHost(Map<?, ?> d) {
        List<Figure> f = new ArrayList<>();
        add(f, "host CPU user %", num(d, "cpuUserPct"), true);
        add(f, "host CPU system %", num(d, "cpuSysPct"), true);
        add(f, "host CPU iowait %", num(d, "cpuIowaitPct"), true);
        add(f, "host CPU steal %", num(d, "cpuStealPct"), false);
        add(f, "host CPU idle %", num(d, "cpuIdlePct"), false);
        addCount(f, "CPUs", d.get("cpus") instanceof Number n ? n.longValue() : null, false);
        add(f, "memory total MB", num(d, "memTotalMB"), false);
        add(f, "memory used MB, average", num(d, "memUsedAvgMB"), false);
        add(f, "memory used MB, max", num(d, "memUsedMaxMB"), false);
        add(f, "network received MB/s", num(d, "netRxMBPerSec"), true);
        add(f, "network sent MB/s", num(d, "netTxMBPerSec"), true);
        List<String> notes = new ArrayList<>();
        if (d.get("note") != null) {
            notes.add(String.valueOf(d.get("note")));
        }
        if (d.get("gaps") instanceof List<?> gaps && !gaps.isEmpty()) {
            StringBuilder sb = new StringBuilder("The agent did not answer ");
            for (int i = 0; i < gaps.size(); i++) {
                Map<?, ?> g = (Map<?, ?>) gaps.get(i);
                sb.append(i == 0 ? "" : ", ")
                        .append("from ")
                        .append(plain(num(g, "fromSeconds")))
                        .append(" s for ")
                        .append(plain(num(g, "seconds")))
                        .append(" s");
            }
            notes.add(sb.append(": a gap in its series; the averages span the window it answered.")
                    .toString());
        }
        return new ViewSection(
                "Database host (surge agent at " + d.get("agent") + ", averages over the measured window)",
                f,
                List.of(),
                notes);
    }

    private static ViewSection section(HostDisks d) {
        List<Figure> f = new ArrayList<>();
        DeviceIo total = d.total();
        if (total != null) {
            add(f, DISK_IOPS, total.iops(), true);
            add(f, "disk read MB/s (host)", total.readMBPerSec(), true);
            add(f, "disk write MB/s (host)", total.writeMBPerSec(), true);
            addMs(f, "disk read wait ms", total.readAwaitMs(), true);
            addMs(f, "disk write wait ms", total.writeAwaitMs(), true);
            add(f, "busiest device % busy", total.utilPct(), false);
        }
        List<List<String>> rows = new ArrayList<>();
        for (DeviceIo device : d.devices()) {
            rows.add(row(device));
        }
        if (total != null) {
            rows.add(row(total));
        }
        List<Table> tables = rows.isEmpty()
                ? List.of()
                : List.of(new Table(
                        "Per device, as iostat -x",
                        List.of(
                                "device",
                                "IOPS",
                                "reads/s",
                                "writes/s",
                                "read MB/s",
                                "write MB/s",
                                "read KB/request",
                                "write KB/request",
                                "read wait ms",
                                "write wait ms",
                                "queue size",
                                "% busy"),
                        rows,
                        "lrrrrrrrrrrr",
                        0));
        return new ViewSection(
                "Database host disks (/proc/diskstats over the measured window)",
                f,
                tables,
                List.of("Watched because " + d.why() + "; waits include queueing."));
    }

    private static List<String> row(DeviceIo d) {
        return List.of(
                d.device(),
                plain(d.iops()),
                plain(d.readsPerSec()),
                plain(d.writesPerSec()),
                plain(d.readMBPerSec()),
                plain(d.writeMBPerSec()),
                plain(d.readAvgKB()),
                plain(d.writeAvgKB()),
                ms(d.readAwaitMs()),
                ms(d.writeAwaitMs()),
                plain(d.avgQueueSize()),
                plain(d.utilPct()));
    }

    private static Double num(Map<?, ?> m, String key) {
        return m.get(key) instanceof Number n ? n.doubleValue() : null;
    }
}
