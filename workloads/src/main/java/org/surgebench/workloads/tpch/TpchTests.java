package org.surgebench.workloads.tpch;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.surgebench.core.common.SurgeException;

/**
 * tpch's power and throughput tests, as {@code surge run tpch --test power|throughput|both --streams N} runs them
 * (docs/tpch.md): the checks of what was asked, the check that the schema holds the scale its registry records,
 * and the tests themselves ({@link TpchTestRun}) with their figures ({@link TpchFigures}).
 */
public final class TpchTests {
    private TpchTests() {}

    /** Opens a connection to the database under test. */
    @FunctionalInterface
    public interface Connector {
        Connection open() throws SQLException;
    }

    /**
     * What a command asks for: the test, the throughput test's query streams, the query timeout in seconds (0:
     * none).
     */
    public record Ask(String test, int streams, int timeoutSeconds) {}

    public static final List<String> NAMES = List.of("power", "throughput", "both");

    /** Refuses, in one sentence, a test name it does not know or fewer than one stream. */
    public static void check(String test, int streams) {
        if (!NAMES.contains(test)) {
            throw SurgeException.usage("tpch has no test '" + test + "': give --test power, throughput or both.");
        }
        if (streams < 1) {
            throw SurgeException.usage(
                    "--streams must be 1 or more (query streams of the throughput test), not " + streams + ".");
        }
    }

    /**
     * Refuses a schema whose rows are of another scale than its registry records (loaded again by another tool,
     * or by hand): the figures are per SF and the refresh functions size their sets by it.
     */
    public static void checkScale(Connection c, double scale, String where) throws SQLException {
        TpchShape s = new TpchShape(scale, 0);
        long suppliers = TpchVerify.single(c, "SELECT COUNT(*) FROM supplier");
        long customers = TpchVerify.single(c, "SELECT COUNT(*) FROM customer");
        if (suppliers != s.suppliers() || customers != s.customers()) {
            throw SurgeException.usage(String.format(
                    Locale.ROOT,
                    "The tpch schema at %s holds %,d suppliers and %,d customers, the rows of SF %s, not of SF %s "
                            + "as its registry records: generate it again at the scale you mean.",
                    where,
                    suppliers,
                    customers,
                    scaleOf(suppliers),
                    format(scale)));
        }
    }

    /** Runs the test asked for (checked by {@link #check}), printing each interval to {@code progress}. */
    public static TpchTestReport run(
            Connector db,
            String dialect,
            String database,
            double scale,
            long seed,
            Ask ask,
            Consumer<TpchTiming> progress)
            throws SQLException, InterruptedException {
        String test = ask.test();
        int streams = ask.streams();
        int timeoutSeconds = ask.timeoutSeconds();
        check(test, streams);
        TpchTestRun run = new TpchTestRun(db, dialect, new TpchShape(scale, seed), timeoutSeconds, progress);
        String started = Instant.now().toString();
        TpchTestRun.Done power = test.equals("throughput") ? new TpchTestRun.Done(List.of(), 0) : run.power();
        TpchTestRun.Done throughput =
                test.equals("power") ? new TpchTestRun.Done(List.of(), 0) : run.throughput(streams);
        List<TpchTiming> all = new java.util.ArrayList<>(power.timings());
        all.addAll(throughput.timings());
        int s = test.equals("power") ? 0 : streams;
        return new TpchTestReport(
                test,
                database,
                scale,
                seed,
                s,
                timeoutSeconds,
                started,
                Instant.now().toString(),
                power.seconds(),
                throughput.seconds(),
                List.copyOf(all),
                TpchFigures.of(scale, power.timings(), throughput.timings(), s, throughput.seconds()));
    }

    private static String scaleOf(long suppliers) {
        return format(suppliers / 10_000.0);
    }

    static String format(double scale) {
        return java.math.BigDecimal.valueOf(scale).stripTrailingZeros().toPlainString();
    }
}
