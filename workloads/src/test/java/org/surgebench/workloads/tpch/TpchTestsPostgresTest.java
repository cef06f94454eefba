package org.surgebench.workloads.tpch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.api.WorkloadTestResult;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.WorkloadTests;
import org.surgebench.testdata.LocalPostgres;

/**
 * The power and throughput tests at SF {@value #SCALE} on the local PostgreSQL, checked against the server's own
 * counters (pg_stat_database, read from another database once they settle): the rows RF1 inserted and RF2 deleted
 * are exactly the sets' orders and line items, and the server committed at least one transaction per query and
 * refresh function. Each stream ran the specification's order; a query the timeout cancelled is reported as
 * timed out, its figure left out; verify holds after each test.
 */
class TpchTestsPostgresTest {
    private static final double SCALE = 0.01;
    private static final long SEED = 5;
    private static String url;
    private static String name;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("i49_tpch_tests");
        name = url.substring(url.lastIndexOf('/') + 1);
        Surgebench.generate(
                new GenerateSpec("tpch")
                        .connection(spec())
                        .scale(SCALE)
                        .seed(SEED)
                        .threads(2),
                null);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    private static ConnectionSpec spec() {
        return new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    private static Connection connect() throws SQLException {
        Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
        c.setAutoCommit(false);
        return c;
    }

    private static TpchTestReport run(String test, int streams, int timeout) throws Exception {
        List<TpchTiming> seen = new ArrayList<>();
        TpchTestReport r = TpchTests.runTimed(
                new WorkloadTests.Request(
                        TpchTestsPostgresTest::connect, "postgresql", url, SCALE, SEED, test, streams, timeout),
                seen::add);
        assertThat(seen).as("every interval reported as it ended").hasSameSizeAs(r.timings());
        return r;
    }

    @Test
    void powerTestRunsRf1TheStream0OrderAndRf2AsTheServerCountsThem() throws Exception {
        Expected e = expected(1);
        long[] before = counters();
        TpchTestReport r = run("power", 1, 0);
        long[] after = counters();

        List<String> names = r.of("power").stream().map(TpchTiming::name).toList();
        List<String> order = new ArrayList<>(List.of("RF1"));
        TpchStreams.order(0).forEach(q -> order.add(q.name()));
        order.add("RF2");
        assertThat(names).containsExactlyElementsOf(order);
        assertThat(r.timings()).allMatch(TpchTiming::ok, "finished");
        assertThat(after[0] - before[0]).as("rows RF1 inserted (server)").isEqualTo(e.inserted);
        assertThat(after[1] - before[1]).as("rows RF2 deleted (server)").isEqualTo(e.deleted);
        assertThat(after[2] - before[2]).as("commits (server)").isBetween(24L, 24L + 8);
        assertThat(r.figures().power()).isPositive();
        assertThat(r.figures().throughput()).isNull();
        double sum = r.timings().stream().mapToDouble(TpchTiming::seconds).sum();
        assertThat(r.powerSeconds())
                .as("the test's length covers its intervals")
                .isGreaterThanOrEqualTo(sum);
        assertVerifyHolds();
    }

    @Test
    void throughputTestRunsEachStreamInItsOrderBesideNRefreshPairs() throws Exception {
        int streams = 2;
        Expected e = expected(streams);
        long[] before = counters();
        TpchTestReport r = run("throughput", streams, 0);
        long[] after = counters();

        for (int s = 1; s <= streams; s++) {
            int stream = s;
            List<String> ran = r.of("throughput").stream()
                    .filter(t -> t.stream() == stream)
                    .map(TpchTiming::name)
                    .toList();
            assertThat(ran)
                    .as("stream %d", s)
                    .containsExactlyElementsOf(
                            TpchStreams.order(s).stream().map(Enum::name).toList());
        }
        assertThat(r.of("throughput").stream().filter(t -> t.stream() == -1).map(TpchTiming::name))
                .containsExactly("RF1", "RF2", "RF1", "RF2");
        assertThat(r.timings()).allMatch(TpchTiming::ok, "finished");
        assertThat(after[0] - before[0]).as("rows RF1 inserted (server)").isEqualTo(e.inserted);
        assertThat(after[1] - before[1]).as("rows RF2 deleted (server)").isEqualTo(e.deleted);
        long intervals = streams * 22L + 2L * streams;
        assertThat(after[2] - before[2]).as("commits (server)").isBetween(intervals, intervals + 8);
        assertThat(r.figures().throughput()).isEqualTo(streams * 22 * 3600 / r.throughputSeconds() * SCALE);
        assertThat(r.figures().qphH()).isNull();
        assertVerifyHolds();
    }

    @Test
    void aQueryTheTimeoutCancelsIsReportedAsTimedOutNeverAsFast() throws Exception {
        try (Connection lock = connect();
                Statement s = lock.createStatement()) {
            // Q2, Q5 and Q8 read REGION: they wait for the lock until the 1 s timeout cancels them.
            s.execute("LOCK TABLE region IN ACCESS EXCLUSIVE MODE");
            long[] before = counters();
            TpchTestReport r = run("power", 1, 1);
            long[] after = counters();
            lock.rollback();

            List<TpchTiming> cancelled =
                    r.timings().stream().filter(t -> !t.ok()).toList();
            assertThat(cancelled).extracting(TpchTiming::name).containsExactlyInAnyOrder("Q2", "Q5", "Q8");
            assertThat(cancelled).allSatisfy(t -> {
                assertThat(t.outcome()).isEqualTo(TpchTiming.Outcome.TIMEOUT);
                assertThat(t.seconds()).isGreaterThanOrEqualTo(0.9);
                assertThat(t.problem()).contains("did not finish within the query timeout of 1 s");
            });
            assertThat(after[3] - before[3])
                    .as("cancelled statements rolled back (server)")
                    .isGreaterThanOrEqualTo(3);
            assertThat(r.figures().power()).isNull();
            assertThat(r.figures().why()).singleElement().asString().startsWith("power not computed: Q");
            assertThat(TpchTestText.summary(r)).contains("timeout").doesNotContain("Power@Size-like 0");
        }
        assertVerifyHolds();
    }

    @Test
    void aSchemaOfAnotherScaleThanTheRegistrysIsRefusedInOneSentence() throws Exception {
        try (Connection c = connect()) {
            TpchTests.checkScale(c, SCALE, "here");
            assertThatThrownBy(() -> TpchTests.checkScale(c, 0.1, "here"))
                    .isInstanceOf(SurgeException.class)
                    .hasMessage("The tpch schema at here holds 100 suppliers and 1,500 customers, the rows of SF "
                            + "0.01, not of SF 0.1 as its registry records: generate it again at the scale you mean.")
                    .extracting(e -> ((SurgeException) e).exitCode())
                    .isEqualTo(2);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void theEngineTakesTheDatabasesViewOfATestsWindowAndWritesItWithTheReport(@TempDir Path results) throws Exception {
        Expected e = expected(1);
        List<String> lines = new ArrayList<>();

        WorkloadTestResult r = Surgebench.runTest(
                new RunSpec("tpch").connection(spec()).resultsDir(results), "tpch", "power", null, lines::add);

        assertThat(lines.get(0)).startsWith("Running tpch's power test at SF 0.01 against ");
        assertThat(lines).hasSize(1 + 24);
        assertThat(r.problems()).isEmpty();
        Map<String, Object> view = (Map<String, Object>) r.database().get("postgresql");
        assertThat(view).as(r.database().toString()).containsKeys("loadProfile", "counterDeltas");
        Map<String, Double> deltas = (Map<String, Double>) view.get("counterDeltas");
        // A session sends its counts at most once a second, and an idle one up to 10 s later: at SF 0.01 the whole
        // test can take less than a second (CI once: 0.37 s, the window saw none of RF1's rows yet). So the window
        // holds at most RF1's rows; RF2 runs last: at most all of its deletes.
        assertThat(deltas.get("db.tup_inserted"))
                .as("rows RF1 inserted, as the window saw them")
                .isBetween(0.0, (double) e.inserted);
        assertThat(deltas.get("db.tup_deleted")).isBetween(0.0, (double) e.deleted);
        assertThat(deltas.get("db.blks_hit") + deltas.get("db.blks_read"))
                .as("blocks the queries read")
                .isPositive();
        Map<String, Object> profile = (Map<String, Object>) view.get("loadProfile");
        assertThat(profile).containsKeys("blocksReadPerSec", "blocksHitPerSec", "tempFiles", "tempMB");

        assertThat(r.files()).hasSize(2);
        TpchTestReport written = TpchTestReport.readIfOne(r.files().get(0));
        assertThat(written.databaseView()).containsKey("postgresql");
        assertThat(Files.readString(r.files().get(1)))
                .contains("The database's view of the tests' window")
                .contains("PostgreSQL");
        assertVerifyHolds();
    }

    /** Rows the next {@code pairs} RF1 and RF2 sets insert and delete: each order with its line items. */
    private record Expected(long inserted, long deleted) {}

    private static Expected expected(int pairs) throws SQLException {
        TpchShape s = new TpchShape(SCALE, SEED);
        TpchRefresh.State state;
        try (Connection c = connect()) {
            state = TpchRefresh.State.read(c, s);
        }
        long inserted = 0;
        long deleted = 0;
        for (long k = 0; k < pairs * s.refreshOrders(); k++) {
            inserted += 1 + s.lines(s.orders() + state.refreshOrders() + k + 1);
            deleted += 1 + s.lines(state.deletedLoaded() + k + 1);
        }
        return new Expected(inserted, deleted);
    }

    /** tup_inserted, tup_deleted, xact_commit, xact_rollback of the test database, once two reads agree. */
    private static long[] counters() throws Exception {
        long[] last = null;
        for (int i = 0; i < 20; i++) {
            long[] now = read();
            if (last != null && java.util.Arrays.equals(last, now)) {
                return now;
            }
            last = now;
            Thread.sleep(1000);
        }
        return last;
    }

    private static long[] read() throws SQLException {
        try (Connection c = DriverManager.getConnection(LocalPostgres.url("postgres"), LocalPostgres.USER, "");
                PreparedStatement ps = c.prepareStatement("SELECT tup_inserted, tup_deleted, xact_commit, "
                        + "xact_rollback FROM pg_stat_database WHERE datname = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)};
            }
        }
    }

    private static void assertVerifyHolds() {
        VerifyReport v = Surgebench.verify(spec(), "tpch", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
    }
}
