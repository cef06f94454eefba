package org.surgebench.workloads.tpch;

/**
 * One timing interval of a power or throughput test: a query of a query stream, or a refresh function.
 *
 * @param test    {@code power} or {@code throughput}
 * @param stream  the query stream (0 in the power test, 1..N in the throughput test), or -1 for the throughput
 *                test's refresh stream
 * @param name    Q1..Q22, RF1 or RF2
 * @param startMs when it started, in ms from the test's start
 * @param seconds how long it took (for a timed-out query: until it was cancelled)
 * @param outcome whether it finished, was cancelled by the query timeout, or failed
 * @param rows    the rows a query returned (0 for a refresh function or a query that did not finish)
 * @param problem the database's message for a query that did not finish, else null
 */
public record TpchTiming(
        String test,
        int stream,
        String name,
        double startMs,
        double seconds,
        Outcome outcome,
        long rows,
        String problem) {

    /** How an interval ended: only {@code OK} intervals have a time the figures may use. */
    public enum Outcome {
        OK,
        TIMEOUT,
        ERROR
    }

    public boolean ok() {
        return outcome == Outcome.OK;
    }

    /** "stream 2", "refresh stream" or "stream 0" for the power test. */
    public String streamLabel() {
        return stream < 0 ? "refresh stream" : "stream " + stream;
    }
}
