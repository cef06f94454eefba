package org.surgebench.core.merge;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.HdrHistogram.Histogram;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.HistogramCodec;
import org.surgebench.core.metrics.LatencyDistribution;
import org.surgebench.core.metrics.LatencyHistograms;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.Retries;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.StatementTime;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.MergedPart;
import org.surgebench.core.results.RunConfig;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;
import org.surgebench.core.results.UserThreadsUsed;
import org.surgebench.core.settings.Execution;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.Settings;

/**
 * The result of a run that N load generators drove ({@code --generator K/N}), made from their N results as if
 * one process had run all the users: counts, errors, statements and rows are sums; the measured window runs
 * from the earliest generator's start to the latest one's end; percentiles come from the union of the
 * generators' histograms (never averaged); the 1-second series are lined up by wall clock ({@link SeriesMerge}).
 * The database's view and the host figures are those of the lowest-numbered generator's result (each saw the
 * same database over nearly the same window); every part's own figures stay in {@link RunResult#mergedFrom()}.
 */
public final class ResultMerge {
    private ResultMerge() {}

    /** Merges the generators' results; a one-sentence {@link SurgeException} when they are not one run's parts. */
    public static RunResult merge(List<RunResult> results, List<String> files) {
        List<Integer> order = RunParts.ordered(results, files);
        List<RunResult> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i : order) {
            parts.add(results.get(i));
            names.add(files == null ? null : files.get(i));
        }
        RunResult first = parts.get(0);
        Instant from = parts.stream()
                .map(r -> r.summary().measuredFrom())
                .filter(Objects::nonNull)
                .min(Comparator.naturalOrder())
                .orElse(first.startedAt());
        Instant to = parts.stream()
                .map(r -> r.summary().measuredTo())
                .filter(Objects::nonNull)
                .max(Comparator.naturalOrder())
                .orElse(first.endedAt());
        double seconds = Math.max(0, Duration.between(from, to).toNanos() / 1e9);

        List<String> txNames = new ArrayList<>();
        parts.forEach(r -> r.transactions().forEach(t -> {
            if (!txNames.contains(t.shortName())) {
                txNames.add(t.shortName());
            }
        }));
        Map<String, String> serviceCodes = new LinkedHashMap<>();
        Map<String, String> responseCodes = new LinkedHashMap<>();
        Map<String, LatencyDistribution> latency = new LinkedHashMap<>();
        Histogram allService = union(parts, LatencyHistograms.ALL, true);
        Histogram allResponse = union(parts, LatencyHistograms.ALL, false);
        serviceCodes.put(LatencyHistograms.ALL, HistogramCodec.encode(allService));
        responseCodes.put(LatencyHistograms.ALL, HistogramCodec.encode(allResponse));
        latency.put(LatencyHistograms.ALL, LatencyDistribution.of(allService));
        List<TxSummary> txs = new ArrayList<>();
        for (String name : txNames) {
            Histogram service = union(parts, name, true);
            Histogram response = union(parts, name, false);
            serviceCodes.put(name, HistogramCodec.encode(service));
            responseCodes.put(name, HistogramCodec.encode(response));
            latency.put(name, LatencyDistribution.of(service));
            txs.add(mergeTx(parts, name, seconds, service, response));
        }
        RunSummary summary = summary(parts, txs, seconds, allService, allResponse, from, to);
        Instant started = parts.stream()
                .map(RunResult::startedAt)
                .min(Comparator.naturalOrder())
                .orElseThrow();
        Instant ended = parts.stream()
                .map(RunResult::endedAt)
                .max(Comparator.naturalOrder())
                .orElseThrow();
        return new RunResult(
                first.runId(),
                started,
                ended,
                config(parts),
                first.environment(),
                summary,
                txs,
                mergeErrors(parts),
                SeriesMerge.merge(parts.stream().map(RunResult::timeSeries).toList()),
                first.database(),
                first.host(),
                Map.of(),
                latency,
                new LatencyHistograms(serviceCodes, responseCodes),
                null,
                mergedFrom(parts, names),
                null,
                null,
                null);
    }

    /** The whole run's summary: sums of the parts, rates over the merged window, latency from the union. */
    private static RunSummary summary(
            List<RunResult> parts,
            List<TxSummary> txs,
            double seconds,
            Histogram allService,
            Histogram allResponse,
            Instant from,
            Instant to) {
        long count = txs.stream().mapToLong(TxSummary::count).reduce(0, Counts::add);
        long errors = parts.stream().mapToLong(r -> r.summary().errors()).reduce(0, Counts::add);
        StatementCounts statements = txs.stream().map(TxSummary::statements).reduce(StatementCounts.ZERO, Counts::add);
        double tps = perSecond(count, seconds);
        boolean open = parts.get(0).config().settings().load().open();
        return new RunSummary(
                round3(seconds),
                count,
                errors,
                tps,
                round3(tps * 60),
                perSecond(Counts.total(statements), seconds),
                LatencyStats.of(allService),
                LatencyStats.of(open ? allResponse : allService),
                statements,
                parts.stream().mapToInt(r -> r.summary().maxUsers()).reduce(0, Counts::addInts),
                stopReason(parts),
                null,
                sumOrNull(parts.stream().map(r -> r.summary().usersLoggedOn()).toList()),
                parts.stream().mapToLong(r -> r.summary().logonErrors()).reduce(0, Counts::add),
                sumOrNull(parts.stream().map(r -> r.summary().poolConnections()).toList()),
                failure(parts),
                labelled(parts, r -> r.summary().warnings()),
                from,
                to);
    }

    /** Each part's own figures, in generator order, for the merged result to name. */
    private static List<MergedPart> mergedFrom(List<RunResult> parts, List<String> names) {
        List<MergedPart> mergedFrom = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            RunResult r = parts.get(i);
            mergedFrom.add(new MergedPart(
                    r.generator().label(),
                    names.get(i),
                    r.summary().measuredFrom(),
                    r.summary().measuredTo(),
                    r.generator().users(),
                    r.summary().transactions(),
                    r.summary().errors(),
                    r.summary().tps(),
                    r.environment() == null ? null : r.environment().host(),
                    r.summary().stopReason()));
        }
        return mergedFrom;
    }

    private static Histogram union(List<RunResult> parts, String key, boolean service) {
        Histogram h = RunMetrics.newHistogram();
        for (RunResult r : parts) {
            h.add(service ? r.histograms().service(key) : r.histograms().response(key));
        }
        return h;
    }

    private static TxSummary mergeTx(
            List<RunResult> parts, String name, double seconds, Histogram service, Histogram response) {
        long count = 0;
        long errors = 0;
        long rows = 0;
        String longName = name;
        StatementCounts statements = StatementCounts.ZERO;
        Retries retries = Retries.NONE;
        // Per statement: count and total ms over the generators, in the first one's order.
        Map<String, double[]> statementMs = new LinkedHashMap<>();
        for (RunResult r : parts) {
            TxSummary t = r.transaction(name);
            if (t != null) {
                retries = retries.plus(t.retries());
                for (StatementTime st : t.perStatement()) {
                    double[] sum = statementMs.computeIfAbsent(st.sql(), k -> new double[2]);
                    sum[0] += st.count();
                    sum[1] += st.avgMs() * st.count();
                }
                count = Counts.add(count, t.count());
                errors = Counts.add(errors, t.errors());
                rows = Counts.add(rows, t.rows());
                longName = t.name();
                statements = Counts.add(statements, t.statements());
            }
        }
        double tps = perSecond(count, seconds);
        List<StatementTime> perStatement = statementMs.entrySet().stream()
                .map(e -> new StatementTime(
                        e.getKey(), (long) e.getValue()[0], round3(e.getValue()[1] / Math.max(1, e.getValue()[0]))))
                .toList();
        return new TxSummary(
                name,
                longName,
                count,
                errors,
                tps,
                round3(tps * 60),
                rows,
                LatencyStats.of(service),
                LatencyStats.of(response),
                statements,
                retries,
                perStatement);
    }

    private static List<ErrorSummary> mergeErrors(List<RunResult> parts) {
        Map<String, ErrorSummary> byKey = new LinkedHashMap<>();
        for (RunResult r : parts) {
            for (ErrorSummary e : r.errors()) {
                byKey.merge(
                        e.kind() + "/" + e.sqlState(),
                        e,
                        (a, b) -> new ErrorSummary(
                                a.sqlState(),
                                Counts.add(a.count(), b.count()),
                                a.sampleMessage(),
                                a.firstTransaction(),
                                a.kind()));
            }
        }
        List<ErrorSummary> out = new ArrayList<>(byKey.values());
        out.sort(Comparator.comparingLong(ErrorSummary::count).reversed());
        return out;
    }

    /**
     * The first generator's configuration with the whole run's users, rate, transaction count and pool (the
     * generators' pools together), and the user threads of all: each generator decides them for its own users, so
     * e.g. 22 users over 3 generators run on event loops in one and on platform threads in two ("event-loop,
     * platform"). Its coordination stays the first generator's; the result's {@link RunResult#merged()} says it
     * is the whole run.
     */
    private static RunConfig config(List<RunResult> parts) {
        RunConfig c = parts.get(0).config();
        Settings s = c.settings();
        int users = parts.stream().mapToInt(RunResult::users).reduce(0, Counts::addInts);
        double rate = parts.stream().mapToDouble(RunResult::rate).sum();
        long maxTx = parts.stream()
                .mapToLong(r -> r.merged()
                        ? r.config().settings().load().maxTransactions()
                        : r.config()
                                .settings()
                                .coordination()
                                .shareOf(r.config().settings().load().maxTransactions()))
                .reduce(0, Counts::add);
        int pool = parts.stream()
                .mapToInt(r -> r.config().settings().execution().pool())
                .reduce(0, Counts::addInts);
        Load l = s.load();
        Settings whole = new Settings(
                s.connection(),
                new Load(users, l.rampUp(), l.warmUp(), l.runTime(), maxTx, round3(rate)),
                s.think(),
                s.mix(),
                new Execution(s.execution().threads(), pool),
                s.resilience(),
                s.coordination(),
                s.output());
        return new RunConfig(
                c.workload(),
                c.mix(),
                c.variant(),
                c.weights(),
                c.url(),
                c.user(),
                c.dialect(),
                c.scale(),
                new UserThreadsUsed(
                        distinct(parts, RunConfig::userThreads),
                        c.userThreadsAuto(),
                        c.userThreadsReason(),
                        distinct(parts, RunConfig::loopTransport)),
                whole,
                c.provenance());
    }

    /** The generators' values of one setting, each once, in order ("event-loop, platform"); null when none has it. */
    private static String distinct(List<RunResult> parts, java.util.function.Function<RunConfig, String> of) {
        List<String> kinds = parts.stream()
                .map(r -> of.apply(r.config()))
                .filter(java.util.Objects::nonNull)
                .distinct()
                .toList();
        return kinds.isEmpty() ? null : String.join(", ", kinds);
    }

    private static String stopReason(List<RunResult> parts) {
        Set<String> reasons = new LinkedHashSet<>();
        parts.forEach(r -> reasons.add(r.summary().stopReason()));
        if (reasons.size() == 1) {
            return reasons.iterator().next();
        }
        // The reason that is not the normal end says most about the run.
        return reasons.stream()
                .filter(s -> !"completed".equals(s) && !"max-transactions".equals(s))
                .findFirst()
                .orElse(reasons.iterator().next());
    }

    private static String failure(List<RunResult> parts) {
        List<String> failures = new ArrayList<>();
        for (RunResult r : parts) {
            if (r.summary().failed()) {
                failures.add("generator " + r.generator().label() + ": "
                        + r.summary().failure());
            }
        }
        return failures.isEmpty() ? null : String.join(" ", failures);
    }

    private static List<String> labelled(
            List<RunResult> parts, java.util.function.Function<RunResult, List<String>> what) {
        List<String> out = new ArrayList<>();
        for (RunResult r : parts) {
            what.apply(r).forEach(w -> out.add("generator " + r.generator().label() + ": " + w));
        }
        return out;
    }

    private static Integer sumOrNull(List<Integer> values) {
        if (values.stream().anyMatch(Objects::isNull)) {
            return null;
        }
        return values.stream().mapToInt(Integer::intValue).reduce(0, Counts::addInts);
    }

    private static double perSecond(long n, double seconds) {
        return seconds <= 0 ? 0 : round3(n / seconds);
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
