package org.surgebench.workloads.tpch;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.WorkloadTests;

/**
 * tpch's power and throughput tests, as {@code surge run tpch --test power|throughput|both --streams N} runs them
 * (docs/tpch.md): the checks of what was asked, the check that the schema holds the scale its registry records,
 * and the tests themselves ({@link TpchTestRun}) with their figures ({@link TpchFigures}).
 */
public final class TpchTests implements WorkloadTests {

    public static final List<String> NAMES = List.of("power", "throughput", "both");

    @Override
    public String description() {
        return "tpch's power and throughput tests";
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    /** The specification's least stream count of a throughput test at the smallest scales. */
    @Override
    public int defaultStreams() {
        return 2;
    }

    @Override
    public void check(String test, int streams) {
        checkAsked(test, streams);
    }

    @Override
    public void checkSchema(Connection c, double scale, String where) throws SQLException {
        checkScale(c, scale, where);
    }

    @Override
    public Report run(Request asked, Consumer<String> progress) throws SQLException, InterruptedException {
        progress.accept(String.format(
                Locale.ROOT,
                "Running tpch's %s test at SF %s against %s (%s; query timeout %s) ...",
                asked.test(),
                format(asked.scale()),
                asked.database(),
                asked.test().equals("power")
                        ? "1 query stream and RF1/RF2"
                        : asked.streams() + " query streams and a refresh stream",
                asked.timeoutSeconds() == 0 ? "none" : asked.timeoutSeconds() + " s"));
        return runTimed(asked, t -> progress.accept(line(t)));
    }

    @Override
    public Report read(Path file) throws IOException {
        return TpchTestReport.readIfOne(file);
    }

    @Override
    public String compare(Report a, Report b) {
        return TpchTestText.compare((TpchTestReport) a, (TpchTestReport) b);
    }

    /** One interval as the console prints it when it ends. */
    static String line(TpchTiming t) {
        return String.format(
                Locale.ROOT,
                "  %-10s %-14s %-4s %s",
                t.test(),
                t.streamLabel(),
                t.name(),
                t.ok()
                        ? String.format(Locale.ROOT, "%.3f s, %d rows", t.seconds(), t.rows())
                        : t.outcome().name().toLowerCase(Locale.ROOT) + ": " + t.problem());
    }

    /** Refuses, in one sentence, a test name it does not know or fewer than one stream. */
    static void checkAsked(String test, int streams) {
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
    static void checkScale(Connection c, double scale, String where) throws SQLException {
        TpchShape s = new TpchShape(scale, 0);
        long suppliers = TpchVerify.single(c, "SELECT COUNT(*) FROM supplier");
        // NewCustomer's customers (after the load's keys) are not the scale's.
        long customers =
                TpchVerify.single(c, "SELECT COUNT(*) FROM customer WHERE c_custkey < " + s.firstNewCustomerKey());
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

    /** Runs the test asked for (checked by {@link #check}), telling each interval to {@code progress}. */
    static TpchTestReport runTimed(Request asked, Consumer<TpchTiming> progress)
            throws SQLException, InterruptedException {
        String test = asked.test();
        int streams = asked.streams();
        int timeoutSeconds = asked.timeoutSeconds();
        double scale = asked.scale();
        long seed = asked.seed();
        String database = asked.database();
        checkAsked(test, streams);
        TpchTestRun run =
                new TpchTestRun(asked.db(), asked.dialect(), new TpchShape(scale, seed), timeoutSeconds, progress);
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
                power.seconds(),
                throughput.seconds(),
                List.copyOf(all),
                TpchFigures.of(scale, power.timings(), throughput.timings(), s, throughput.seconds()),
                TpchTestReport.Window.between(started, Instant.now().toString()));
    }

    private static String scaleOf(long suppliers) {
        return format(suppliers / 10_000.0);
    }

    static String format(double scale) {
        return java.math.BigDecimal.valueOf(scale).stripTrailingZeros().toPlainString();
    }
}
