package org.surgebench.core.dbview;

import static org.surgebench.core.dbview.DatabaseViewPrinter.add;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addCount;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.dbview.ViewSection.Figure;

/**
 * The host section of the database host's CPU as the database read it from the operating system over the measured
 * window ({@link HostSection#FROM_DATABASE}), where no {@code surge agent} runs on that host: the shares of busy,
 * user, system, I/O wait and idle time, the CPUs and the load. The figures' source names itself ({@code source}).
 */
final class HostCpuFromDatabase {
    private HostCpuFromDatabase() {}

    static ViewSection section(Map<?, ?> d) {
        String source = String.valueOf(d.get("source"));
        if (d.get("error") != null) {
            return new ViewSection(
                    "Database host CPU: not read",
                    List.of(),
                    List.of(),
                    List.of("The database's own reading of its host's CPU failed: " + d.get("error")));
        }
        List<Figure> f = new ArrayList<>();
        add(f, "host CPU busy %", num(d, "cpuBusyPct"), true);
        add(f, "host CPU user %", num(d, "cpuUserPct"), true);
        add(f, "host CPU system %", num(d, "cpuSysPct"), true);
        add(f, "host CPU iowait %", num(d, "cpuIowaitPct"), true);
        add(f, "host CPU idle %", num(d, "cpuIdlePct"), false);
        addCount(f, "CPUs", d.get("cpus") instanceof Number n ? n.longValue() : null, false);
        add(f, "load average (at the end)", num(d, "load"), false);
        add(f, "memory total MB", num(d, "memTotalMB"), false);
        List<String> notes = new ArrayList<>();
        if (d.get("note") != null) {
            notes.add(String.valueOf(d.get("note")));
        }
        return new ViewSection(
                "Database host CPU (from the database: " + source + ", over the measured window)", f, List.of(), notes);
    }

    private static Double num(Map<?, ?> m, String key) {
        return m.get(key) instanceof Number n ? n.doubleValue() : null;
    }
}
