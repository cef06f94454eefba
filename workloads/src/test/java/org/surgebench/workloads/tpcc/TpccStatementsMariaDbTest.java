package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingMariaDb;

/**
 * What MariaDB itself executed for each tpcc transaction, in both variants, on a private server with
 * performance_schema on (the shared one has it off), at 1 warehouse. Each transaction runs alone 100 times:
 * <ul>
 *   <li>the server's statement counters (Com_select, Com_insert, Com_update, Com_delete, Com_commit,
 *       Com_rollback of the global status, which count the statements inside stored procedures too; read from
 *       information_schema.GLOBAL_STATUS, as MariaDB's performance_schema.global_status leaves them out) equal
 *       Surgebench's own counts: writes exactly, selects and commits but for the run's few reads of its own, so
 *       QPS is what the server executed; but the client variant's batch of order lines, one bulk INSERT for the
 *       server and one insert per line for Surgebench;</li>
 *   <li>the statements per transaction are TPC-C's profile (clauses 2.4 to 2.8) as both variants run it: New-Order
 *       one more insert than updates by our count (ORDERS and NEW_ORDER against DISTRICT, then a stock update and an order line
 *       per line), Payment 1 insert and 3 updates, Delivery 10 deletes and 30 updates, the read-only two none;</li>
 *   <li>the server variant is one CALL per transaction: performance_schema's summary by program counts one call
 *       of the transaction's procedure per transaction, and its digests no write sent by the client.</li>
 * </ul>
 */
class TpccStatementsMariaDbTest {
    private static final String SCHEMA = "tpcc_statements";
    private static final int RUNS = 100;
    private static CountingMariaDb counting;

    /** Mean selects per transaction and how far the measured mean may be from it; writes per transaction exact. */
    record Expect(String tx, String procedure, double select, double selectTol, int update, int delete) {}

    /** Payment and Order-Status find 60 % of customers by name: the procedures with two selects, the client one. */
    static final Map<String, List<Expect>> EXPECTED = Map.of(
            "server",
            List.of(
                    new Expect("NO", "tpcc_new_order", 22, 2, -1, 0),
                    new Expect("PAY", "tpcc_payment", 4.2, 0.3, 3, 0),
                    new Expect("OS", "tpcc_order_status", 4.2, 0.3, 0, 0),
                    new Expect("DLV", "tpcc_delivery", 30, 0, 30, 10),
                    new Expect("SL", "tpcc_stock_level", 2, 0, 0, 0)),
            "client",
            List.of(
                    new Expect("NO", "tpcc_new_order", 22, 2, -1, 0),
                    new Expect("PAY", "tpcc_payment", 3.7, 0.3, 3, 0),
                    new Expect("OS", "tpcc_order_status", 3.6, 0.3, 0, 0),
                    new Expect("DLV", "tpcc_delivery", 30, 0, 30, 10),
                    new Expect("SL", "tpcc_stock_level", 2, 0, 0, 0)));

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generate(
                SCHEMA, new GenerateSpec("tpcc").scale(1).threads(2));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Test
    void eachServerCallExecutesTheTransactionsStatementsInOneCall() throws Exception {
        check(counting, "server", RUNS, false);
    }

    @Test
    void eachClientTransactionSendsTheSameStatements() throws Exception {
        check(counting, "client", RUNS, false);
    }

    /**
     * Each transaction of the variant alone, {@code runs} times, checked against what the server counted. Through
     * MySQL's Connector/J ({@code connectorJ}) three counts differ by the driver: it reads a procedure's OUT parameter
     * with one SELECT of a user variable after each CALL, and it rewrites a batch of INSERTs into one multi-row
     * INSERT sent as text, which the digest summary counts; and it sends a ROLLBACK when it closes a connection outside
     * autocommit.
     */
    static void check(CountingMariaDb counting, String variant, int runs, boolean connectorJ) throws Exception {
        for (Expect e : EXPECTED.get(variant)) {
            CountingMariaDb.Counted counted = counting.counted(counting.alone("tpcc", variant, e.tx(), runs));
            RunResult r = counted.result();
            Map<String, Long> d = counted.executed();
            assertThat(r.summary().errors())
                    .as(e.tx() + " errors: " + r.errors())
                    .isZero();
            long n = r.transaction(e.tx()).count();
            assertThat(n).as(e.tx() + " runs").isEqualTo(runs);
            StatementCounts ours = r.transaction(e.tx()).statements();
            String what = variant + " " + e.tx() + ": database " + d + " for " + n + " runs, ours " + ours;
            System.out.println(what);
            // Our counters are the server's: QPS is exact (but for the run's own reads: the NOPM snapshot's and the
            // driver's as users log on, 5 selects and 2 commits measured). One exception, by the driver: the
            // client variant's batch of order lines is one bulk INSERT for the server (MariaDB Connector/J sends
            // an INSERT batch that way), which Surgebench counts as one insert per line.
            long batches = variant.equals("client") && e.tx().equals("NO") ? n - ours.rollback() : 0;
            long lines = batches > 0 ? ours.insert() - 2 * n : 0;
            assertThat(d.get("Com_insert")).as(what).isEqualTo(ours.insert() - lines + batches);
            assertThat(d.get("Com_update")).as(what).isEqualTo(ours.update());
            assertThat(d.get("Com_delete")).as(what).isEqualTo(ours.delete());
            long outParameterReads = connectorJ && variant.equals("server") ? n - ours.rollback() : 0;
            assertThat(d.get("Com_select") - ours.select() - outParameterReads)
                    .as(what)
                    .isBetween(0L, 8L);
            assertThat(d.get("Com_commit") - ours.commit()).as(what).isBetween(0L, 2L);
            // Connector/J also rolls back each connection it closes outside autocommit (the run's own, 3 measured).
            assertThat(d.get("Com_rollback") - ours.rollback()).as(what).isBetween(0L, connectorJ ? 4L : 1L);
            assertThat(ours.commit() + ours.rollback())
                    .as(what + ": one commit or rollback each")
                    .isEqualTo(n);
            // TPC-C's profile, in our counts (the server's but for the run's own reads, checked above).
            assertThat(ours.select() / (double) n).as(what + " selects").isCloseTo(e.select(), within(e.selectTol()));
            assertThat(d.get("Com_delete")).as(what + " deletes").isEqualTo(e.delete() * n);
            if (e.update() >= 0) {
                assertThat(d.get("Com_update")).as(what + " updates").isEqualTo(e.update() * n);
                assertThat(d.get("Com_insert")).as(what + " inserts").isEqualTo(e.tx().equals("PAY") ? n : 0);
            } else {
                // New-Order: ORDERS and NEW_ORDER against DISTRICT, then per line one stock update, one order line.
                assertThat(ours.insert() - ours.update()).as(what).isEqualTo(n);
                assertThat(d.get("Com_update") / (double) n)
                        .as(what + " updates")
                        .isCloseTo(11, within(1.0));
            }
            long calls = d.getOrDefault(e.procedure(), 0L);
            long sentWrites = d.get("digest writes");
            if (variant.equals("server")) {
                assertThat(calls).as(what + ": calls of " + e.procedure()).isEqualTo(n);
                assertThat(sentWrites).as(what + ": writes the client sent").isZero();
            } else {
                assertThat(calls).as(what + ": calls of " + e.procedure()).isZero();
                // The digests leave out the bulk INSERT of the order lines, as they leave out server-side prepared
                // statements (MariaDB 10.11).
                assertThat(sentWrites)
                        .as(what + ": writes the client sent")
                        .isEqualTo(d.get("Com_insert")
                                + d.get("Com_update")
                                + d.get("Com_delete")
                                - (connectorJ ? 0 : batches));
            }
        }
    }
}
