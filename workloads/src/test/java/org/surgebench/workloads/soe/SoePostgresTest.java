package org.surgebench.workloads.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.LocalPostgres;

/**
 * Order Entry on the local PostgreSQL server at scale 0.01: exact counts and verify after generation; the
 * read-only mix leaves PostgreSQL's own tuple counters untouched; a short oltp run has no errors, the mix's
 * shares, and verify still passes; so do runs of both variants on event loops.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SoePostgresTest {
    private static final double SCALE = SharedSoePostgres.SCALE;
    private static String url;
    private static ConnectionSpec db;

    /** A copy of this JVM's generation: its rows are what Surgebench.generate wrote, checked by the first test. */
    @BeforeAll
    static void generate() {
        url = SharedSoePostgres.copy("soe_test");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    @Order(1)
    void generatesExactlyTheScaledCountsAndVerifies() throws Exception {
        var schema = new SoeWorkload().schema(new SchemaOptions("postgresql", SCALE, 1, Map.of()));
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            for (TableDef t : schema.tables()) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + t.name())) {
                    rs.next();
                    assertEquals(t.rows(), rs.getLong(1), t.name());
                }
            }
        }
        assertEquals(
                10_000,
                schema.tables().stream()
                        .filter(t -> t.name().equals("customers"))
                        .findFirst()
                        .orElseThrow()
                        .rows());
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    @Test
    @Order(2)
    void readOnlyMixLeavesTheTupleCountersUnchanged() throws Exception {
        // Settle what the load left for autovacuum, so that no background analyze writes during the window.
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "")) {
            c.setAutoCommit(true);
            try (Statement s = c.createStatement()) {
                s.execute("VACUUM ANALYZE");
            }
        }
        long[] before = stableTupleCounters();
        RunResult r = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .users(4)
                .mix("read-only")
                .runTime(null)
                .maxTransactions(SoeRunChecks.rounds("read-only", 4)));
        SoeRunChecks.assertNoErrors(r);
        SoeRunChecks.assertNoWrites(r);
        assertEquals(0, r.summary().statements().commit(), "read-only transactions do not commit");
        for (String tx : new String[] {"BPR", "BOR", "SQ", "WQ", "WA"}) {
            assertTrue(r.transaction(tx) != null && r.transaction(tx).count() > 0, tx + " ran");
        }
        long[] after = stableTupleCounters();
        assertEquals(before[0], after[0], "tup_inserted");
        assertEquals(before[1], after[1], "tup_updated");
        assertEquals(before[2], after[2], "tup_deleted");
    }

    @Test
    @Order(3)
    void oltpRunHasNoErrorsTheMixesSharesAndKeepsTheInvariants() throws Exception {
        long[] before = stableTupleCounters();
        RunResult r = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .users(8)
                .runTime(null)
                .maxTransactions(SoeRunChecks.rounds("oltp", 4)));
        assertEquals("event-loop", r.config().userThreads(), "auto puts 8 users on event loops");
        SoeRunChecks.assertNoErrors(r);
        SoeRunChecks.assertMix(r, SoeRunChecks.OLTP_SHARES, 3);
        var s = r.summary().statements();
        assertTrue(s.insert() > 0 && s.update() > 0 && s.commit() > 0);
        long[] after = stableTupleCounters();
        assertTrue(after[0] - before[0] >= s.insert(), "PostgreSQL saw at least our inserts");
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    @Test
    @Order(4)
    void theServerVariantNeedsItsCodeAndOnlyCodePutsItBack() throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            s.execute("DROP FUNCTION orderentry_version()");
        }
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                org.surgebench.core.common.SurgeException.class,
                () -> Surgebench.run(new RunSpec("soe").connection(db).users(1).runTime(Duration.ofSeconds(1))));
        assertTrue(
                e.getMessage()
                        .startsWith(
                                "The soe server variant calls stored code that is not installed in " + "this schema ("),
                e.getMessage());
        assertTrue(
                e.getMessage()
                        .endsWith("run `surge generate soe --only-code` to install it, or use --variant " + "client."),
                e.getMessage());
        // The client variant needs no stored code.
        SoeRunChecks.assertNoErrors(Surgebench.run(new RunSpec("soe")
                .connection(db)
                .variant("client")
                .users(2)
                .runTime(null)
                .maxTransactions(SoeRunChecks.rounds("oltp", 1))));
        var code = Surgebench.generate(new GenerateSpec("soe").connection(db).onlyCode(true), null);
        assertEquals(
                java.util.List.of("code"),
                code.phases().stream().map(p -> p.phase()).toList());
        RunResult r = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .users(2)
                .runTime(null)
                .maxTransactions(SoeRunChecks.rounds("oltp", 1)));
        SoeRunChecks.assertNoErrors(r);
        assertEquals("server", r.config().variant(), "PostgreSQL runs the server variant by default");
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    @Test
    @Order(5)
    void bothVariantsRunOnEventLoopsAndKeepTheInvariants() throws Exception {
        for (String variant : new String[] {"server", "client"}) {
            RunResult r = Surgebench.run(new RunSpec("soe")
                    .connection(db)
                    .variant(variant)
                    .users(8)
                    .userThreads(UserThreads.EVENT_LOOP)
                    .runTime(null)
                    .maxTransactions(SoeRunChecks.rounds("oltp", 4)));
            assertEquals("event-loop", r.config().userThreads(), variant);
            assertEquals(variant, r.config().variant());
            SoeRunChecks.assertNoErrors(r);
            SoeRunChecks.assertMix(r, SoeRunChecks.OLTP_SHARES, 3);
            var s = r.summary().statements();
            assertTrue(s.insert() > 0 && s.update() > 0 && s.commit() > 0, variant + " wrote: " + s);
            SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
        }
    }

    /**
     * tup_inserted, tup_updated, tup_deleted and xact_commit of the test database, read from another database
     * once two reads a second apart agree (PostgreSQL 15 flushes backend statistics within about a second,
     * and at once when a backend exits).
     */
    private static long[] stableTupleCounters() throws SQLException, InterruptedException {
        String name = url.substring(url.lastIndexOf('/') + 1);
        long[] last = null;
        for (int i = 0; i < 20; i++) {
            long[] now = tupleCounters(name);
            if (last != null && java.util.Arrays.equals(last, now)) {
                return now;
            }
            last = now;
            Thread.sleep(1000);
        }
        return last;
    }

    private static long[] tupleCounters(String database) throws SQLException {
        try (Connection c = DriverManager.getConnection(LocalPostgres.url("postgres"), LocalPostgres.USER, "");
                PreparedStatement ps = c.prepareStatement("SELECT tup_inserted, tup_updated, tup_deleted, xact_commit "
                        + "FROM pg_stat_database WHERE datname = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)};
            }
        }
    }
}
