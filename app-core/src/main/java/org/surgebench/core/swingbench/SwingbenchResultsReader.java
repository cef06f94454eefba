package org.surgebench.core.swingbench;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.Retries;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.EnvironmentInfo;
import org.surgebench.core.results.RunConfig;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;
import org.surgebench.core.results.UserThreadsUsed;
import org.surgebench.core.settings.Connection;
import org.surgebench.core.settings.EngineDefaults;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.Output;
import org.surgebench.core.settings.RunLayer;
import org.surgebench.core.settings.Settings;
import org.surgebench.core.settings.Think;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;

/**
 * A Swingbench results file as a {@link RunResult}, so that {@code surge compare} puts a Swingbench run beside a
 * Surgebench one: its overview (run time, transactions, average TPS, users, think times), its DML counts (the
 * statements, QPS), one transaction per Result (count, average, minimum, maximum, the 50th and 90th percentiles)
 * and its TPSReadings as the time series. What Swingbench does not record is NaN, shown blank (p95, p99, the
 * overall percentiles, the host, the database's statistics), never a made-up value.
 *
 * <p>Each Result's id is the transaction's Id in the Swingbench configuration. It is matched to the Surgebench
 * workload whose transaction names match the most ids ("Customer Registration" is soe's NCR), then by initials
 * among that workload's short names (Swingbench's "Browse Orders" is soe's BO, "Browse and Update Orders"), so that
 * per-transaction rows line up; an id that matches nothing keeps its own name.
 */
public final class SwingbenchResultsReader {
    private SwingbenchResultsReader() {}

    /** Reads {@code file} into a result; not a Swingbench results file: one sentence (exit 2). */
    public static RunResult read(Path file) {
        return toResult(SwingbenchResultsFile.read(file));
    }

    static RunResult toResult(SwingbenchResultsFile f) {
        Workload workload = matchingWorkload(f);
        double secs = f.runSeconds();
        List<TxSummary> txs = new ArrayList<>();
        for (SwingbenchResultsFile.Transaction t : f.transactions()) {
            txs.add(transaction(t, shortName(workload, t.id()), secs));
        }
        long completed = f.completed() >= 0
                ? f.completed()
                : txs.stream().mapToLong(TxSummary::count).sum();
        long[] d = f.dml();
        StatementCounts statements = new StatementCounts(d[0], d[1], d[2], d[3], d[4], d[5], 0);
        List<IntervalSnapshot> series = series(f);
        Instant started = f.timeOfRun() != null
                ? f.timeOfRun()
                : f.tpsReadings().isEmpty()
                        ? null
                        : Instant.ofEpochMilli(f.tpsReadings().get(0)[0] - 1000);
        RunSummary summary = new RunSummary(
                secs,
                completed,
                f.failed(),
                f.averageTps(),
                f.averageTps() * 60,
                secs > 0 ? Math.round(statements.total() / secs * 1000) / 1000.0 : 0,
                overall(f.transactions()),
                overall(f.transactions()),
                statements,
                f.users(),
                "completed",
                null,
                null,
                0,
                null,
                null,
                List.of(),
                series.isEmpty() ? null : started,
                series.isEmpty() ? null : series.get(series.size() - 1).endedAt());
        return new RunResult(
                "swingbench:" + f.source(),
                started,
                started == null ? null : started.plusMillis(Math.round(secs * 1000)),
                config(f, workload),
                new EnvironmentInfo(
                        "Swingbench (" + f.source() + ")",
                        null,
                        null,
                        0,
                        0,
                        null,
                        "not in Swingbench's results (" + f.connectString() + ")",
                        f.driver()),
                summary,
                txs,
                List.of(),
                series,
                Map.of(),
                Map.of(),
                Map.of(),
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /**
     * What Swingbench's results say of the run's settings (users, think times, log-on time, run time, comment,
     * connect string) over the engine's defaults. A window shorter than a second was sampled as often; a file
     * without a run time stands for its completed transactions.
     */
    private static RunConfig config(SwingbenchResultsFile f, Workload workload) {
        Duration runTime = Duration.ofMillis(Math.round(f.runSeconds() * 1000));
        RunLayer given = RunLayer.of("Swingbench results")
                .with(Load.USERS, Math.max(1, f.users()))
                .with(Load.RAMP_UP, Duration.ofMillis(Math.round(f.logonSeconds() * 1000)))
                .with(Load.RUN_TIME, runTime)
                .with(Think.MIN, Duration.ofMillis(f.thinkMinMs()))
                .with(Think.MAX, Duration.ofMillis(f.thinkMaxMs()))
                .with(Think.INTRA_MIN, Duration.ofMillis(f.intraThinkMinMs()))
                .with(Think.INTRA_MAX, Duration.ofMillis(f.intraThinkMaxMs()))
                .with(Output.COMMENT, f.comment())
                .with(Connection.URL, f.connectString());
        if (runTime.isPositive() && runTime.compareTo(Output.SAMPLE_INTERVAL.engineDefault()) < 0) {
            given = given.with(Output.SAMPLE_INTERVAL, runTime);
        }
        if (!runTime.isPositive()) {
            given = given.with(Load.MAX_TRANSACTIONS, Math.max(1, f.completed()));
        }
        RunLayer stack = given.over(EngineDefaults.LAYER);
        return new RunConfig(
                workload == null ? f.benchmark() : workload.name(),
                "Swingbench: " + f.benchmark(),
                null,
                Map.of(),
                f.connectString(),
                null,
                f.driver(),
                0,
                UserThreadsUsed.UNKNOWN,
                stack.resolve().withoutSecrets(),
                Settings.byPath(stack.provenance()));
    }

    private static TxSummary transaction(SwingbenchResultsFile.Transaction t, String shortName, double secs) {
        double[] p = t.percentiles();
        LatencyStats times = new LatencyStats(
                t.count(), t.avgMs(), t.minMs(), t.maxMs(), p[4], p[8], Double.NaN, Double.NaN, Double.NaN);
        double tps = secs > 0 ? t.count() / secs : 0;
        return new TxSummary(
                shortName,
                t.id(),
                t.count(),
                t.failed(),
                tps,
                tps * 60,
                0,
                times,
                times,
                new StatementCounts(0, 0, 0, 0, 0, t.rollbacks(), 0),
                Retries.NONE,
                List.of());
    }

    /** Count-weighted average, minimum and maximum over the transactions; no percentiles (Swingbench has none). */
    private static LatencyStats overall(List<SwingbenchResultsFile.Transaction> txs) {
        long count =
                txs.stream().mapToLong(SwingbenchResultsFile.Transaction::count).sum();
        if (count == 0) {
            return new LatencyStats(
                    0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double sum = 0;
        double min = Double.MAX_VALUE;
        double max = 0;
        for (SwingbenchResultsFile.Transaction t : txs) {
            if (t.count() > 0) {
                sum += t.avgMs() * t.count();
                min = Math.min(min, t.minMs());
                max = Math.max(max, t.maxMs());
            }
        }
        return new LatencyStats(
                count, sum / count, min, max, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }

    /** One measured interval per TPS reading: the second that ended at the reading's time. */
    private static List<IntervalSnapshot> series(SwingbenchResultsFile f) {
        List<IntervalSnapshot> out = new ArrayList<>();
        if (f.tpsReadings().isEmpty()) {
            return out;
        }
        long origin = f.tpsReadings().get(0)[0] - 1000;
        for (long[] r : f.tpsReadings()) {
            out.add(new IntervalSnapshot(
                    (r[0] - origin) / 1000.0,
                    1,
                    true,
                    f.users(),
                    r[1],
                    0,
                    r[1],
                    Double.NaN,
                    Double.NaN,
                    Double.NaN,
                    Double.NaN,
                    Double.NaN,
                    StatementCounts.ZERO,
                    List.of(),
                    Instant.ofEpochMilli(r[0])));
        }
        return out;
    }

    /** The workload whose transaction names match the most Result ids, or null when none matches any. */
    private static Workload matchingWorkload(SwingbenchResultsFile f) {
        Workload best = null;
        long bestHits = 0;
        for (Workload w : Workloads.all()) {
            long hits = f.transactions().stream()
                    .filter(t -> byName(w, t.id()) != null)
                    .count();
            if (hits > bestHits) {
                best = w;
                bestHits = hits;
            }
        }
        return best;
    }

    /** The workload's short name for a Result id: by name, then by the initials of its words; else the id. */
    static String shortName(Workload w, String id) {
        if (w == null) {
            return id;
        }
        TransactionDef named = byName(w, id);
        if (named != null) {
            return named.shortName();
        }
        StringBuilder initials = new StringBuilder();
        for (String word : id.strip().split("\\s+")) {
            if (!word.isEmpty()) {
                initials.append(Character.toUpperCase(word.charAt(0)));
            }
        }
        return w.transactions().stream()
                .map(TransactionDef::shortName)
                .filter(s -> s.equalsIgnoreCase(initials.toString()))
                .findFirst()
                .orElse(id);
    }

    private static TransactionDef byName(Workload w, String id) {
        String want = id.strip().toLowerCase(Locale.ROOT);
        return w.transactions().stream()
                .filter(t -> t.name().toLowerCase(Locale.ROOT).equals(want))
                .findFirst()
                .orElse(null);
    }
}
