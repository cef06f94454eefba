package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;

/**
 * Order Entry's server variant on MariaDB (stored functions, mariadb/code.sql), checked by what the server itself
 * executed, on a private server with performance_schema on, at scale 0.01, on threads and on event loops. Each
 * transaction runs alone:
 * <ul>
 *   <li>each is one call: performance_schema's summary by program counts one call of its function per
 *       transaction, in autocommit (no BEGIN, COMMIT or ROLLBACK), and the client sent no write of its own (the
 *       digests of top-level statements);</li>
 *   <li>the server's statement counters (Com_select, Com_insert, Com_update, Com_delete of
 *       the global status, which count the statements inside stored functions; read from
 *       information_schema.GLOBAL_STATUS, as MariaDB's performance_schema.global_status leaves them out) equal what the
 *       functions reported, which Surgebench counts: writes exactly, selects but for the calls themselves (each a
 *       SELECT of the function) and the run's few reads of its own;</li>
 *   <li>the statements per transaction are the PL/SQL package's, as the PostgreSQL functions execute them
 *       ({@link SoeStatementsPostgresTest#SERVER}: selects, inserts and updates per call).</li>
 * </ul>
 */
class SoeServerMariaDbTest {
    private static final String SCHEMA = "soe_server";
    private static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("NCR", "orderentry_newcustomer"),
            Map.entry("UCD", "orderentry_updatecustomerdetails"),
            Map.entry("BP", "orderentry_browseproducts"),
            Map.entry("OP", "orderentry_neworder"),
            Map.entry("PO", "orderentry_processorders"),
            Map.entry("BO", "orderentry_browseandupdateorders"),
            Map.entry("SQ", "orderentry_salesrepsquery"),
            Map.entry("WQ", "orderentry_warehouseordersquery"),
            Map.entry("WA", "orderentry_warehouseactivityquery"),
            Map.entry("BPR", "orderentry_browseproducts"),
            Map.entry("BOR", "orderentry_browseandupdateorders"));

    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generate(
                SCHEMA, new GenerateSpec("soe").scale(0.01).threads(2));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @ParameterizedTest
    @MethodSource("org.surgebench.workloads.soe.CountingCluster#bothExecutors")
    void eachTransactionIsOneCallExecutingThePackagesStatements(UserThreads executor) throws Exception {
        for (SoeStatementsPostgresTest.Expect e : SoeStatementsPostgresTest.SERVER) {
            CountingMariaDb.Counted counted = counting.counted(
                    counting.alone("soe", "server", e.tx(), e.runs()).userThreads(executor));
            RunResult r = counted.result();
            assertThat(r.config().userThreads()).isEqualTo(executor.label());
            Map<String, Long> d = counted.executed();
            assertThat(r.summary().errors())
                    .as(e.tx() + " errors: " + r.errors())
                    .isZero();
            long n = r.transaction(e.tx()).count();
            assertThat(n).as(e.tx() + " runs").isEqualTo(e.runs());
            StatementCounts ours = r.transaction(e.tx()).statements();
            String what =
                    executor.label() + " server " + e.tx() + ": database " + d + " for " + n + " runs, ours " + ours;
            System.out.println(what);
            assertThat(d.getOrDefault(FUNCTIONS.get(e.tx()), 0L))
                    .as(what + ": calls")
                    .isEqualTo(n);
            assertThat(d.get("digest writes"))
                    .as(what + ": writes the client sent")
                    .isZero();
            assertThat(d.get("Com_insert")).as(what).isEqualTo(ours.insert());
            assertThat(d.get("Com_update")).as(what).isEqualTo(ours.update());
            assertThat(d.get("Com_delete")).as(what).isZero();
            // Each call in autocommit on both executors, as a function cannot commit: no BEGIN, COMMIT or ROLLBACK.
            assertThat(List.of(d.get("Com_begin"), d.get("Com_commit"), d.get("Com_rollback")))
                    .as(what + ": BEGINs, COMMITs and ROLLBACKs")
                    .containsExactly(0L, 0L, 0L);
            // Com_select is the server's: beside each call and ours, it holds the counting's own reads (the four
            // after its Com_ read: programs, digest writes, the schema's tables, the digests) and the driver's, and
            // on event loops the SELECT CONNECTION_ID() of the connection's opening.
            long connectionId = executor == UserThreads.EVENT_LOOP ? 1 : 0;
            assertThat(d.get("Com_select") - n - ours.select()).as(what).isBetween(0L, 5L + connectionId);
            assertThat(ours.select() / (double) n).as(what + " selects").isCloseTo(e.select(), within(e.selectTol()));
            assertThat(ours.insert() / (double) n).as(what + " inserts").isCloseTo(e.insert(), within(e.insertTol()));
            assertThat(ours.update() / (double) n).as(what + " updates").isCloseTo(e.update(), within(e.updateTol()));
        }
        SoeRunChecks.assertVerified(Surgebench.verify(counting.db(), "soe", Map.of()));
    }
}
