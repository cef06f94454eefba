package org.surgebench.workloads.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.workloads.GeneratedCopies;
import org.surgebench.workloads.WorkloadContract;

/** Order Entry end to end on embedded H2 at the smallest scale: generate, verify, every transaction, verify. */
class SoeH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "soe";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "oracle");
    }

    @Override
    protected boolean sharesGenerations() {
        return true;
    }

    private static ConnectionSpec db;

    /** The contract's generation, copied (GeneratedCopies): generating Order Entry on H2 takes 10 s and more. */
    @BeforeAll
    static void generate() {
        db = GeneratedCopies.copyOf(
                new GenerateSpec("soe").scale(0.001).seed(SEED).threads(2));
    }

    @Test
    void generatesExactCountsAndVerifies() throws Exception {
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
        var schema = new SoeWorkload().schema(new SchemaOptions("h2", 0.001, SEED, Map.of()));
        try (Connection c = DriverManager.getConnection(db.url(), "sa", "");
                Statement s = c.createStatement()) {
            for (TableDef t : schema.tables()) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + t.name())) {
                    rs.next();
                    assertTrue(rs.getLong(1) >= t.rows(), t.name());
                }
            }
            try (ResultSet rs = s.executeQuery(
                    "SELECT metadata_value FROM orderentry_metadata " + "WHERE metadata_key = 'SOE_MAX_ORDER_ID'")) {
                assertTrue(rs.next());
                assertEquals("1430", rs.getString(1));
            }
        }
    }

    @Test
    void everyTransactionRunsWithoutErrorsAndKeepsTheInvariants() throws Exception {
        RunResult oltp = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .users(3)
                .runTime(null)
                .maxTransactions(300)
                .enable("SQ")
                .enable("WQ")
                .enable("WA")
                .enable("BPR")
                .enable("BOR"));
        SoeRunChecks.assertNoErrors(oltp);
        assertEquals("client", oltp.config().variant(), "H2 runs the client variant by default");
        for (String tx : new String[] {"NCR", "UCD", "BP", "OP", "PO", "BO", "SQ", "WQ", "WA", "BPR", "BOR"}) {
            assertTrue(oltp.transaction(tx) != null && oltp.transaction(tx).count() > 0, tx + " ran");
        }
        assertTrue(oltp.summary().statements().insert() > 0
                && oltp.summary().statements().update() > 0);
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    @Test
    void readOnlyMixWritesNothing() throws Exception {
        RunResult r = Surgebench.run(
                new RunSpec("soe").connection(db).users(2).mix("read-only").runTime(Duration.ofSeconds(2)));
        SoeRunChecks.assertNoErrors(r);
        SoeRunChecks.assertNoWrites(r);
        assertEquals(0, r.summary().statements().commit(), "read-only transactions do not commit");
    }

    @Test
    void theServerVariantIsRefusedOnH2InOneSentence() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                org.surgebench.core.common.SurgeException.class,
                () -> Surgebench.start(new RunSpec("soe").connection(db).variant("server")));
        assertEquals(
                "The soe server variant calls stored procedures, which H2 does not have: use --variant client.",
                e.getMessage());
        var unknown = org.junit.jupiter.api.Assertions.assertThrows(
                org.surgebench.core.common.SurgeException.class,
                () -> Surgebench.start(new RunSpec("soe").connection(db).variant("plsql")));
        assertEquals("Unknown variant 'plsql' for soe; available: server, client.", unknown.getMessage());
        var none = org.junit.jupiter.api.Assertions.assertThrows(
                org.surgebench.core.common.SurgeException.class,
                () -> Surgebench.generate(new GenerateSpec("soe").connection(db).onlyCode(true), null));
        assertEquals("The soe workload has no stored code for h2 databases: nothing to install.", none.getMessage());
    }

    @Test
    void responseTimesLeaveTheThinkTimeOutUnlessAskedFor() throws Exception {
        // Browse Products thinks after its customer read and after every lookup: at least twice, 50 ms each, and
        // 13 times (0.65 s) on average: four transactions a run are enough for a minimum and a median.
        RunSpec browse = new RunSpec("soe")
                .connection(db)
                .users(1)
                .runTime(null)
                .maxTransactions(4)
                .weight("NCR", 0)
                .weight("UCD", 0)
                .weight("OP", 0)
                .weight("PO", 0)
                .weight("BO", 0)
                .intraThinkTime(Duration.ofMillis(50), Duration.ofMillis(50));
        RunResult without = Surgebench.run(browse);
        RunResult with = Surgebench.run(browse.timingsIncludeThink(true));
        assertTrue(
                with.transaction("BP").service().minMs() >= 100,
                "with the think time: " + with.transaction("BP").service());
        assertTrue(
                without.transaction("BP").service().p50Ms() < 50,
                "without the think time: " + without.transaction("BP").service());
    }
}
