package org.surgebench.core.metrics;

import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import org.surgebench.core.spi.StatementKind;

/**
 * Live measurements of one transaction type, written by many users at once without locks:
 * HdrHistogram recorders (interval histograms, so memory does not grow with run length) for the
 * service time and for the response time from the intended start, and cumulative counters that the
 * sampler turns into per-interval deltas.
 */
public final class TxMetrics {
    /** Response times are recorded in microseconds up to one hour, with three significant digits. */
    static final long HIGHEST_MICROS = 3_600_000_000L;

    static final int DIGITS = 3;

    private final String shortName;
    private final String name;
    private final Recorder service = new Recorder(HIGHEST_MICROS, DIGITS);
    private final Recorder response = new Recorder(HIGHEST_MICROS, DIGITS);
    private final LongAdder errors = new LongAdder();
    private final LongAdder rows = new LongAdder();
    /** Retries (--max-tries): committed after more than one try, tries after the first, failed on the last. */
    private final LongAdder retried = new LongAdder();

    private final LongAdder retries = new LongAdder();
    private final LongAdder outOfTries = new LongAdder();
    /** The client's time in each statement, in the measured window ({@code --per-statement}). */
    private final StatementTimes statementTimes = new StatementTimes();

    private final LongAdder[] statements = new LongAdder[StatementKind.values().length];
    /** A live view of the response times (a Micrometer timer), or null when no registry watches the run. */
    private volatile io.micrometer.core.instrument.Timer observer;

    public TxMetrics(String shortName, String name) {
        this.shortName = shortName;
        this.name = name;
        for (int i = 0; i < statements.length; i++) {
            statements[i] = new LongAdder();
        }
    }

    public String shortName() {
        return shortName;
    }

    public String name() {
        return name;
    }

    /** A completed transaction: service time, and response time measured from its intended start. */
    public void success(long serviceNanos, long responseNanos) {
        service.recordValue(clamp(serviceNanos / 1000));
        response.recordValue(clamp(responseNanos / 1000));
        io.micrometer.core.instrument.Timer t = observer;
        if (t != null) {
            t.record(responseNanos, java.util.concurrent.TimeUnit.NANOSECONDS);
        }
    }

    /** A completed transaction that took {@code tries} tries (more than 1: it committed on a retry). */
    public void success(long serviceNanos, long responseNanos, int tries) {
        success(serviceNanos, responseNanos);
        if (tries > 1) {
            retried.increment();
        }
    }

    /** The database rolled the transaction back for a serialization failure or a deadlock, and it is tried again. */
    public void retry() {
        retries.increment();
    }

    /** The database rolled the transaction back for a serialization failure or a deadlock on its last try. */
    public void outOfTries() {
        outOfTries.increment();
    }

    /** A statement of this transaction type took {@code nanos} on the client, in the measured window. */
    public void statementTime(String sql, long nanos) {
        statementTimes.record(sql, nanos);
    }

    /** The statements timed ({@code --per-statement}), in the transaction's order; none when not timed. */
    java.util.List<StatementTime> statementTimes() {
        return statementTimes.summary();
    }

    /** Records every response time into this timer too (a live metrics registry). */
    public void observe(io.micrometer.core.instrument.Timer timer) {
        this.observer = timer;
    }

    public void error() {
        errors.increment();
    }

    public void statements(StatementKind kind, long n) {
        statements[kind.ordinal()].add(n);
    }

    public void rows(long n) {
        rows.add(n);
    }

    long errors() {
        return errors.sum();
    }

    long rows() {
        return rows.sum();
    }

    /** Committed after a retry, tries after the first, out of tries: see {@link Retries}. */
    public Retries retries() {
        return new Retries(retried.sum(), retries.sum(), outOfTries.sum());
    }

    long statements(int kindOrdinal) {
        return statements[kindOrdinal].sum();
    }

    Histogram intervalService(Histogram recycle) {
        return service.getIntervalHistogram(recycle);
    }

    Histogram intervalResponse(Histogram recycle) {
        return response.getIntervalHistogram(recycle);
    }

    private static long clamp(long micros) {
        return Math.max(0, Math.min(HIGHEST_MICROS, micros));
    }
}
