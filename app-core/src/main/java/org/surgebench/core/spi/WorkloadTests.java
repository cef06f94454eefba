package org.surgebench.core.spi;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A workload's own tests: runs of another shape than a timed mix, whose users are their streams and whose length
 * their queries' (tpch's power and throughput tests, {@code surge run tpch --test power|throughput|both}). The
 * engine checks what the command asked, reads the schema's registry, runs the test through this and writes its
 * report; the front doors only pass the flags and print.
 */
public interface WorkloadTests {

    /** What they are, for sentences: "tpch's power and throughput tests". */
    String description();

    /** The names of the tests; the last is the one run when only a stream count is given. */
    List<String> names();

    /** The streams (concurrent users) a test runs when none are asked for (tpch: 2, its throughput test's least). */
    int defaultStreams();

    /** Refuses, in one sentence ({@code SurgeException}), a test it does not know or a stream count it cannot run. */
    void check(String test, int streams);

    /** Refuses a schema whose rows are of another scale than its registry records ({@code where}: the database). */
    void checkSchema(Connection c, double scale, String where) throws SQLException;

    /** Runs {@code asked} (checked by {@link #check}), telling each interval to {@code progress} as a line. */
    Report run(Request asked, Consumer<String> progress) throws SQLException, InterruptedException;

    /** A test's report read back from {@code file}, or null when the file is not one of this workload's tests. */
    Report read(Path file) throws IOException;

    /** Two reports of this workload's tests side by side, as text. */
    String compare(Report a, Report b);

    /** Opens a connection to the database under test. */
    @FunctionalInterface
    interface Connector {
        Connection open() throws SQLException;
    }

    /**
     * What a command asks of a test, with the schema it runs on.
     *
     * @param db             connections to the database under test
     * @param dialect        the dialect's name (postgresql, mariadb, h2, oracle...)
     * @param database       the database as the user names it, for the report
     * @param scale          the schema's scale, read from its registry
     * @param seed           the schema's seed
     * @param test           one of {@link #names()}
     * @param streams        the stream count asked for
     * @param timeoutSeconds the query timeout; 0 for none
     */
    record Request(
            Connector db,
            String dialect,
            String database,
            double scale,
            long seed,
            String test,
            int streams,
            int timeoutSeconds) {}

    /** What a test measured: its text for the console, its HTML report and its JSON. */
    interface Report {
        /** The test that ran, one of {@link #names()}. */
        String test();

        /** The per-query table and the figures, as the console prints them. */
        String summary();

        /**
         * A self-contained HTML page of the report, with {@code windowView} (the engine's HTML of the database's and
         * the hosts' view of the test's window; may be empty) in its place.
         */
        String html(String windowView);

        /** The report with the database's and the hosts' view of the test's window, as a run's results keep them. */
        Report withWindow(Map<String, Object> database, Map<String, Object> host);

        /** The database's view of the test's window by provider name, as a run's {@code database}; empty for none. */
        Map<String, Object> databaseView();

        /** The hosts' view of the test's window, as a run's {@code host}; empty for none. */
        Map<String, Object> hostView();

        /** Writes the report as JSON to {@code file}, whole or not at all. */
        void write(Path file) throws IOException;

        /** Why a figure could not be computed (a query that timed out or failed); empty when all were. */
        List<String> problems();
    }
}
