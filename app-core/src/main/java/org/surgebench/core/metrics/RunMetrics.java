package org.surgebench.core.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.surgebench.core.spi.StatementKind;

/**
 * All transaction types of one run. Users write into {@link TxMetrics}; a single sampler thread calls
 * {@link #sample} once per interval, which turns the cumulative counters into deltas, folds the interval
 * histograms into the measured-window totals, and returns the interval's snapshot.
 * Not thread-safe for sampling: only the sampler calls {@link #sample} and {@link #summaries}.
 */
public final class RunMetrics {
    private static final int KINDS = StatementKind.values().length;

    private final List<TxMetrics> txs;
    private final ErrorLog errorLog;
    private final Histogram[] serviceTotal;
    private final Histogram[] responseTotal;
    private final Histogram[] serviceInterval;
    private final Histogram[] responseInterval;
    private final long[][] lastStatements;
    private final long[][] measuredStatements;
    private final long[] lastErrors;
    private final long[] measuredErrors;
    private final long[] lastRows;
    private final long[] measuredRows;
    private final Retries[] lastRetries;
    private final Retries[] measuredRetries;
    /** Failed log-ons (and shared-pool waits that found no connection): errors of no transaction type. */
    private final LongAdder logonErrors = new LongAdder();

    private long lastLogonErrors;
    private long measuredLogonErrors;
    // Reused every interval: a fresh pair would be ~0.4 MB of garbage per second.
    private final Histogram allService = newHistogram();
    private final Histogram allResponse = newHistogram();
    private double measuredSeconds;

    public RunMetrics(List<TxMetrics> txs) {
        this(txs, new ErrorLog());
    }

    /** With the errors read by the database's dialect ({@link ErrorLog#ErrorLog(java.util.function.Function)}). */
    public RunMetrics(List<TxMetrics> txs, ErrorLog errorLog) {
        this.errorLog = errorLog;
        this.txs = List.copyOf(txs);
        int n = txs.size();
        serviceTotal = new Histogram[n];
        responseTotal = new Histogram[n];
        serviceInterval = new Histogram[n];
        responseInterval = new Histogram[n];
        lastStatements = new long[n][KINDS];
        measuredStatements = new long[n][KINDS];
        lastErrors = new long[n];
        measuredErrors = new long[n];
        lastRows = new long[n];
        measuredRows = new long[n];
        lastRetries = new Retries[n];
        measuredRetries = new Retries[n];
        java.util.Arrays.fill(lastRetries, Retries.NONE);
        java.util.Arrays.fill(measuredRetries, Retries.NONE);
        for (int i = 0; i < n; i++) {
            serviceTotal[i] = newHistogram();
            responseTotal[i] = newHistogram();
        }
    }

    /** An empty histogram of microseconds with the range and precision every Surgebench histogram has. */
    public static Histogram newHistogram() {
        return new Histogram(TxMetrics.HIGHEST_MICROS, TxMetrics.DIGITS);
    }

    public List<TxMetrics> transactions() {
        return txs;
    }

    public ErrorLog errorLog() {
        return errorLog;
    }

    /** A user failed to log on (or a shared pool had no connection to give); called by users. */
    public void logonError() {
        logonErrors.increment();
    }

    /** Failed log-ons in the measured window; they are part of every error count (interval and summary). */
    public long measuredLogonErrors() {
        return measuredLogonErrors;
    }

    /**
     * Closes the current interval.
     *
     * @param measured whether it belongs to the measured window (its figures go into the summary)
     */
    public IntervalSnapshot sample(double elapsedSeconds, double intervalSeconds, boolean measured, int users) {
        return sample(elapsedSeconds, intervalSeconds, measured, users, null);
    }

    /** As {@link #sample(double, double, boolean, int)}, with the wall-clock time the interval ended. */
    public IntervalSnapshot sample(
            double elapsedSeconds, double intervalSeconds, boolean measured, int users, java.time.Instant endedAt) {
        allService.reset();
        allResponse.reset();
        long[] stmtSum = new long[KINDS];
        long txCount = 0;
        long errCount = 0;
        List<TxInterval> per = new ArrayList<>(txs.size());
        for (int i = 0; i < txs.size(); i++) {
            TxInterval t = sampleType(i, intervalSeconds, measured, stmtSum);
            txCount += t.count();
            errCount += t.errors();
            per.add(t);
        }
        long logons = logonErrors.sum();
        long logonDelta = logons - lastLogonErrors;
        lastLogonErrors = logons;
        errCount += logonDelta;
        if (measured) {
            measuredSeconds += intervalSeconds;
            measuredLogonErrors += logonDelta;
        }
        StatementCounts stmts = StatementCounts.of(stmtSum);
        LatencyStats all = LatencyStats.of(allService);
        return new IntervalSnapshot(
                round3(elapsedSeconds),
                round3(intervalSeconds),
                measured,
                users,
                txCount,
                errCount,
                perSecond(txCount, intervalSeconds),
                perSecond(stmts.total(), intervalSeconds),
                all.avgMs(),
                all.p95Ms(),
                all.p99Ms(),
                LatencyStats.of(allResponse).p95Ms(),
                stmts,
                List.copyOf(per),
                endedAt);
    }

    /**
     * Closes the interval of transaction type {@code i}: its counts since the last sample, its histograms into
     * the interval's all-types ones (and with {@code measured} into its window totals), its statements added to
     * {@code statements}.
     */
    private TxInterval sampleType(int i, double intervalSeconds, boolean measured, long[] statements) {
        TxMetrics m = txs.get(i);
        serviceInterval[i] = m.intervalService(serviceInterval[i]);
        responseInterval[i] = m.intervalResponse(responseInterval[i]);
        Histogram s = serviceInterval[i];
        long errors = m.errors();
        long errDelta = errors - lastErrors[i];
        lastErrors[i] = errors;
        long rows = m.rows();
        long rowDelta = rows - lastRows[i];
        lastRows[i] = rows;
        Retries retries = m.retries();
        Retries retryDelta = retries.minus(lastRetries[i]);
        lastRetries[i] = retries;
        for (int k = 0; k < KINDS; k++) {
            long v = m.statements(k);
            long d = v - lastStatements[i][k];
            lastStatements[i][k] = v;
            statements[k] += d;
            if (measured) {
                measuredStatements[i][k] += d;
            }
        }
        // Adding a histogram walks its whole counts array (some 20,000 slots) even when it is empty: once a
        // second per transaction type and per histogram, this was most of an idle run's client CPU.
        boolean any = s.getTotalCount() > 0 || responseInterval[i].getTotalCount() > 0;
        if (measured) {
            if (any) {
                serviceTotal[i].add(s);
                responseTotal[i].add(responseInterval[i]);
            }
            measuredErrors[i] += errDelta;
            measuredRows[i] += rowDelta;
            measuredRetries[i] = measuredRetries[i].plus(retryDelta);
        }
        if (any) {
            allService.add(s);
            allResponse.add(responseInterval[i]);
        }
        LatencyStats st = LatencyStats.of(s);
        return new TxInterval(
                m.shortName(),
                s.getTotalCount(),
                errDelta,
                perSecond(s.getTotalCount(), intervalSeconds),
                st.avgMs(),
                st.p95Ms(),
                st.p99Ms(),
                st.maxMs(),
                rowDelta);
    }

    /**
     * Adds the response times of the last interval sampled, all transactions together, to {@code response} (a
     * phase's own histogram): on the sampler thread, after {@link #sample} and before the next.
     */
    public void addLastResponse(Histogram response) {
        response.add(allResponse);
    }

    public double measuredSeconds() {
        return measuredSeconds;
    }

    /** Per-transaction figures over the measured window. */
    public List<TxSummary> summaries() {
        List<TxSummary> out = new ArrayList<>();
        for (int i = 0; i < txs.size(); i++) {
            TxMetrics m = txs.get(i);
            long count = serviceTotal[i].getTotalCount();
            double tps = perSecond(count, measuredSeconds);
            out.add(new TxSummary(
                    m.shortName(),
                    m.name(),
                    count,
                    measuredErrors[i],
                    tps,
                    round3(tps * 60),
                    measuredRows[i],
                    LatencyStats.of(serviceTotal[i]),
                    LatencyStats.of(responseTotal[i]),
                    StatementCounts.of(measuredStatements[i]),
                    measuredRetries[i],
                    m.statementTimes()));
        }
        return out;
    }

    /** All transaction types together over the measured window. */
    public LatencyStats overallService() {
        return LatencyStats.of(merged(serviceTotal));
    }

    /** All transaction types' response times together over the measured window. */
    public LatencyStats overallResponse() {
        return LatencyStats.of(merged(responseTotal));
    }

    /**
     * All transaction types together, merged once when asked (at the end of a run) rather than kept up to date
     * every second beside the per-type histograms.
     */
    private static Histogram merged(Histogram[] perType) {
        Histogram all = newHistogram();
        for (Histogram h : perType) {
            if (h.getTotalCount() > 0) {
                all.add(h);
            }
        }
        return all;
    }

    /**
     * Compact service-time distributions over the measured window: {@code all} transactions together, then
     * one per transaction type by short name (for the report's latency histogram).
     */
    public java.util.Map<String, LatencyDistribution> distributions() {
        java.util.Map<String, LatencyDistribution> out = new java.util.LinkedHashMap<>();
        out.put("all", LatencyDistribution.of(merged(serviceTotal)));
        for (int i = 0; i < txs.size(); i++) {
            out.put(txs.get(i).shortName(), LatencyDistribution.of(serviceTotal[i]));
        }
        return out;
    }

    /**
     * The measured window's histograms, losslessly encoded ({@link HistogramCodec}): service and response time of
     * {@code all} transactions, then of each type by short name. What merging several generators' results needs.
     */
    public LatencyHistograms histograms() {
        java.util.Map<String, String> service = new java.util.LinkedHashMap<>();
        java.util.Map<String, String> response = new java.util.LinkedHashMap<>();
        service.put(LatencyHistograms.ALL, HistogramCodec.encode(merged(serviceTotal)));
        response.put(LatencyHistograms.ALL, HistogramCodec.encode(merged(responseTotal)));
        for (int i = 0; i < txs.size(); i++) {
            service.put(txs.get(i).shortName(), HistogramCodec.encode(serviceTotal[i]));
            response.put(txs.get(i).shortName(), HistogramCodec.encode(responseTotal[i]));
        }
        return new LatencyHistograms(service, response);
    }

    static double perSecond(long n, double seconds) {
        return seconds <= 0 ? 0 : round3(n / seconds);
    }

    static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
