package org.surgebench.core.sweep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;

/**
 * The catalogue of a sweep step's figures, in the scaling table's order (the storage studies' columns: users,
 * average TPS, QPS, IO, response times). The run's figures among them take the run catalogue's labels
 * ({@link RunFigures}); the two IO figures, never merged, take the labels the database view gives them. A figure
 * added here shows up in every sweep table and in the sweeps' comparison (CONTRIBUTING.md, "Adding a figure").
 */
public final class SweepFigures {
    private SweepFigures() {}

    /** The step's TPS: the average over its measured window, as the studies' scaling tables call it. */
    public static final SweepFigure TPS = new SweepFigure(
            RunFigures.TPS.key(),
            "average " + RunFigures.TPS.label(),
            "avg " + RunFigures.TPS.label(),
            RunFigures.TPS.format(),
            false,
            SweepStep::tps);

    public static final SweepFigure QPS = of(RunFigures.QPS, SweepStep::qps);

    /** The database's own read + write IO requests per second (its statistics), where the database gives them. */
    public static final SweepFigure DB_IO = new SweepFigure(
            "dbIoRequestsPerSec",
            DatabaseView.IO_REQUESTS,
            "DB IO/s",
            RunFigure.Format.RATE,
            true,
            SweepStep::dbIoRequestsPerSec);

    /** The database host's disks' IO requests per second (/proc/diskstats), where they were watched. */
    public static final SweepFigure DISK_IOPS = new SweepFigure(
            "diskIops", HostSection.DISK_IOPS, "disk IOPS", RunFigure.Format.RATE, true, SweepStep::diskIops);

    public static final SweepFigure AVG_MS = of(RunFigures.AVG_MS, SweepStep::avgMs);
    public static final SweepFigure P95_MS = of(RunFigures.P95_MS, SweepStep::p95Ms);
    public static final SweepFigure P99_MS = of(RunFigures.P99_MS, SweepStep::p99Ms);
    public static final SweepFigure ERRORS = of(RunFigures.ERRORS, s -> (double) s.errors());

    /** User + system CPU of the load generator's host (the database's too when it runs there). */
    public static final SweepFigure HOST_CPU =
            new SweepFigure("hostCpuPct", "host CPU %", "CPU %", RunFigure.Format.RATE, false, SweepStep::hostCpuPct);

    /** Every figure, in the scaling table's order. */
    public static final List<SweepFigure> ALL =
            List.of(TPS, QPS, DB_IO, DISK_IOPS, AVG_MS, P95_MS, P99_MS, ERRORS, HOST_CPU);

    /** Each figure's label by its key: the sweep pages' charts name their curves with these. */
    public static Map<String, String> labels() {
        Map<String, String> m = new LinkedHashMap<>();
        ALL.forEach(f -> m.put(f.key(), f.label()));
        return m;
    }

    /** A run figure a step keeps, under the run catalogue's key and label. */
    private static SweepFigure of(RunFigure f, Function<SweepStep, Double> value) {
        return new SweepFigure(f.key(), f.label(), f.label(), f.format(), false, value);
    }
}
