package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.PrivateMariaDb;

/**
 * Order Entry's server variant on MariaDB (stored functions, mariadb/code.sql), checked by what the server itself
 * executed, on a private server with performance_schema on, at scale 0.01. Each transaction runs alone:
 * <ul>
 *   <li>each is one call: performance_schema's summary by program counts one call of its function per
 *       transaction, and the client sent no write of its own (the digests of top-level statements);</li>
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

    private static PrivateMariaDb server;
    private static ConnectionSpec db;

    @BeforeAll
    static void generate() {
        server = PrivateMariaDb.shared();
        // Statements inside stored programs are counted by program only with this consumer on.
        server.admin("UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' "
                + "WHERE NAME = 'events_statements_current'");
        server.admin("DROP DATABASE IF EXISTS " + SCHEMA);
        server.admin("CREATE DATABASE " + SCHEMA);
        db = new ConnectionSpec(server.url(SCHEMA), "root", "");
        Surgebench.generate(new GenerateSpec("soe").connection(db).scale(0.01).threads(2), null);
    }

    @AfterAll
    static void drop() {
        if (server != null) {
            server.admin("DROP DATABASE IF EXISTS " + SCHEMA);
        }
    }

    @Test
    void eachTransactionIsOneCallExecutingThePackagesStatements() throws Exception {
        for (SoeStatementsPostgresTest.Expect e : SoeStatementsPostgresTest.SERVER) {
            AtomicReference<Map<String, Long>> start = new AtomicReference<>();
            RunSpec spec = new RunSpec("soe")
                    .connection(db)
                    .variant("server")
                    .users(1)
                    .runTime(null)
                    .maxTransactions(e.runs())
                    .seed(e.tx().hashCode())
                    .option("dbstats", "false")
                    .listener(new RunListener() {
                        @Override
                        public void onPhase(RunPhase phase) {
                            if (phase == RunPhase.MEASURING) {
                                // Called before the first user starts: the run's setup queries are not counted.
                                start.set(counters());
                            }
                        }
                    });
            for (var t : new SoeWorkload().transactions("server")) {
                spec.weight(t.shortName(), t.shortName().equals(e.tx()) ? 1 : 0);
            }
            RunResult r = Surgebench.run(spec);
            Map<String, Long> d = minus(counters(), start.get());
            assertThat(r.summary().errors())
                    .as(e.tx() + " errors: " + r.errors())
                    .isZero();
            long n = r.transaction(e.tx()).count();
            assertThat(n).as(e.tx() + " runs").isEqualTo(e.runs());
            StatementCounts ours = r.transaction(e.tx()).statements();
            String what = "server " + e.tx() + ": database " + d + " for " + n + " runs, ours " + ours;
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
            assertThat(d.get("Com_select") - n - ours.select()).as(what).isBetween(0L, 3L);
            assertThat(ours.select() / (double) n).as(what + " selects").isCloseTo(e.select(), within(e.selectTol()));
            assertThat(ours.insert() / (double) n).as(what + " inserts").isCloseTo(e.insert(), within(e.insertTol()));
            assertThat(ours.update() / (double) n).as(what + " updates").isCloseTo(e.update(), within(e.updateTol()));
        }
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    private static Map<String, Long> minus(Map<String, Long> end, Map<String, Long> start) {
        Map<String, Long> out = new HashMap<>();
        end.forEach((k, v) -> out.put(k, v - start.getOrDefault(k, 0L)));
        return out;
    }

    /**
     * Com_* of the global status, calls per function of this schema (summary by program) and the
     * writes among the digests of the statements clients sent (the summary by digest holds top-level ones only).
     */
    private static Map<String, Long> counters() {
        Map<String, Long> values = new HashMap<>();
        try (Connection c = DriverManager.getConnection(server.url(""), "root", "");
                Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT VARIABLE_NAME, VARIABLE_VALUE FROM "
                    + "information_schema.GLOBAL_STATUS WHERE LOWER(VARIABLE_NAME) IN ('com_select', 'com_insert', "
                    + "'com_update', 'com_delete')")) {
                while (rs.next()) {
                    values.put("Com_" + rs.getString(1).substring(4).toLowerCase(Locale.ROOT), rs.getLong(2));
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT OBJECT_NAME, COUNT_STAR FROM "
                    + "performance_schema.events_statements_summary_by_program WHERE OBJECT_SCHEMA = '" + SCHEMA
                    + "' AND OBJECT_TYPE = 'FUNCTION'")) {
                while (rs.next()) {
                    values.put(rs.getString(1), rs.getLong(2));
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT COALESCE(SUM(COUNT_STAR), 0) FROM "
                    + "performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = '" + SCHEMA
                    + "' AND (DIGEST_TEXT LIKE 'INSERT%' OR DIGEST_TEXT LIKE 'UPDATE%' "
                    + "OR DIGEST_TEXT LIKE 'DELETE%')")) {
                rs.next();
                values.put("digest writes", rs.getLong(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return values;
    }
}
