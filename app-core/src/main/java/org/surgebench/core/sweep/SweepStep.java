package org.surgebench.core.sweep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.figures.RepeatResult.FigureSpread;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.host.DeviceIo;
import org.surgebench.core.results.ClientSaturation;
import org.surgebench.core.results.RunResult;

/**
 * One measured step of a sweep: the columns of a Swingbench-style scaling table (users, average TPS, QPS,
 * IO, average and p95 response time) and a few more; {@link SweepFigures} names and labels them. Two IO figures, never mixed: the database's own IO
 * requests and the database host's disk IOPS.
 *
 * @param dbIoRequestsPerSec the database's read + write IO requests per second (its statistics), or null
 * @param diskIops           the database host's disks' IO requests per second (/proc/diskstats, when watched),
 *                           or null
 * @param resultFile         the step's own result JSON, when written
 * @param usersLoggedOn      the most users logged on at once (null in sweeps written before it was recorded)
 * @param failure            why the step failed (see {@link org.surgebench.core.results.RunSummary#failure}), or
 *                           null
 * @param io                 the step's I/O figures (MB/s, WAL, read latency; database and disks), or null
 * @param clientSaturation   what was CPU-saturated on the load generator's side in this step ({@link
 *                           ClientSaturation#brief()}), or null when the client had CPU to spare (and in sweeps
 *                           written before it was recorded)
 * @param rate             the open model's rate the step asked for (transactions per second), or null for the
 *                           closed model (and in sweeps written before it was recorded)
 * @param spread           the step's runs and each figure's spread over them ({@code sweep --repeat N}), or null
 *                           for a step run once
 */
public record SweepStep(
        int users,
        double tps,
        double qps,
        Double dbIoRequestsPerSec,
        Double diskIops,
        double avgMs,
        double p95Ms,
        double p99Ms,
        long transactions,
        long errors,
        Double hostCpuPct,
        String stopReason,
        String resultFile,
        Integer usersLoggedOn,
        String failure,
        StepIo io,
        String clientSaturation,
        Double rate,
        StepSpread spread) {

    public static SweepStep of(RunResult r) {
        var s = r.summary();
        DatabaseView db = DatabaseView.withIo(DatabaseView.of(r));
        DeviceIo disks = HostSection.diskTotal(r);
        return new SweepStep(
                r.users(),
                s.tps(),
                s.qps(),
                db == null ? null : db.dbIoRequestsPerSec(),
                disks == null ? null : disks.iops(),
                s.service().avgMs(),
                s.service().p95Ms(),
                s.service().p99Ms(),
                s.transactions(),
                s.errors(),
                hostCpu(r),
                s.stopReason(),
                r.files() == null ? null : r.files().get("json"),
                s.usersLoggedOn(),
                s.failure(),
                StepIo.of(r),
                ClientSaturation.of(r.host()).map(ClientSaturation::brief).orElse(null),
                r.rate() > 0 ? r.rate() : null,
                null);
    }

    /**
     * A step run {@code runs.size()} times ({@code sweep --repeat N}): each figure the runs' mean, with its spread;
     * transactions and errors the runs' totals (what the database counted over the step); the stop reason and
     * failure of the first run that failed, else the last run's; the I/O figures the first run's.
     */
    public static SweepStep of(List<RunResult> runs) {
        if (runs.size() == 1) {
            return of(runs.get(0));
        }
        List<SweepStep> each = runs.stream().map(SweepStep::of).toList();
        Map<String, Spread> spreads = new LinkedHashMap<>();
        List<FigureSpread> figures = new java.util.ArrayList<>();
        for (SweepFigure f : SweepFigures.ALL) {
            List<Double> values = each.stream().map(f.value()).toList();
            boolean count = f.format() == RunFigure.Format.COUNT;
            if (!count && values.stream().allMatch(java.util.Objects::nonNull)) {
                // Every sweep figure is a rate, a time or a share: none is below 0.
                spreads.put(f.key(), Spread.ofNonNegative(values));
                figures.add(new FigureSpread(f.key(), f.label(), values, spreads.get(f.key())));
            }
        }
        SweepStep first = each.get(0);
        SweepStep telling =
                each.stream().filter(s -> s.failure() != null).findFirst().orElse(each.get(each.size() - 1));
        return new SweepStep(
                first.users(),
                mean(spreads, SweepFigures.TPS),
                mean(spreads, SweepFigures.QPS),
                meanOrNull(spreads, SweepFigures.DB_IO),
                meanOrNull(spreads, SweepFigures.DISK_IOPS),
                mean(spreads, SweepFigures.AVG_MS),
                mean(spreads, SweepFigures.P95_MS),
                mean(spreads, SweepFigures.P99_MS),
                each.stream().mapToLong(SweepStep::transactions).sum(),
                each.stream().mapToLong(SweepStep::errors).sum(),
                meanOrNull(spreads, SweepFigures.HOST_CPU),
                telling.stopReason(),
                first.resultFile(),
                each.stream()
                        .map(SweepStep::usersLoggedOn)
                        .filter(java.util.Objects::nonNull)
                        .min(Integer::compare)
                        .orElse(null),
                telling.failure(),
                first.io(),
                each.stream()
                        .map(SweepStep::clientSaturation)
                        .filter(java.util.Objects::nonNull)
                        .findFirst()
                        .orElse(null),
                first.rate(),
                new StepSpread(
                        java.util.Collections.unmodifiableList(
                                each.stream().map(SweepStep::resultFile).toList()),
                        List.copyOf(figures)));
    }

    private static double mean(Map<String, Spread> spreads, SweepFigure f) {
        return spreads.get(f.key()).mean();
    }

    private static Double meanOrNull(Map<String, Spread> spreads, SweepFigure f) {
        Spread s = spreads.get(f.key());
        return s == null ? null : s.mean();
    }

    /** Whether the load generator was CPU-saturated in this step ({@link ClientSaturation}). */
    public boolean clientBound() {
        return clientSaturation != null;
    }

    /**
     * Whether fewer users ran than the step asked for (the server refused some): its figures belong to another
     * user count, so the knee finder leaves it out.
     */
    public boolean shortOfUsers() {
        return usersLoggedOn != null && usersLoggedOn < users;
    }

    /** Where a run's database IO requests come from (e.g. pg_stat_io), or null when it has none. */
    public static String dbIoSource(RunResult r) {
        DatabaseView db = DatabaseView.withIo(DatabaseView.of(r));
        return db == null ? null : db.dbIoSource();
    }

    private static Double hostCpu(RunResult r) {
        if (r.host() != null
                && r.host().get("loadGenerator") instanceof java.util.Map<?, ?> g
                && g.get("cpuUserPct") instanceof Number u
                && g.get("cpuSysPct") instanceof Number s) {
            return Math.round((u.doubleValue() + s.doubleValue()) * 10) / 10.0;
        }
        return null;
    }
}
