package org.surgebench.workloads.json;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Locale;
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
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's JSON benchmark on MariaDB, counted by the server itself: the statement digests of
 * performance_schema (a private server with it on; the shared one has it off), emptied as the measured window
 * starts. Each transaction executes Swingbench's statements and our counters equal the server's.
 */
class JsonStatementsMariaDbTest {
    private static final int RUNS = 50;
    private static final String SCHEMA = "json_statements";
    private static PrivateMariaDb server;

    @BeforeAll
    static void generate() {
        server = PrivateMariaDb.shared();
        server.admin("DROP DATABASE IF EXISTS " + SCHEMA);
        server.admin("CREATE DATABASE " + SCHEMA);
        Surgebench.generate(new GenerateSpec("json").connection(spec()).scale(0.001), null);
    }

    @AfterAll
    static void drop() {
        if (server != null) {
            server.admin("DROP DATABASE IF EXISTS " + SCHEMA);
        }
    }

    private static ConnectionSpec spec() {
        return new ConnectionSpec(server.url(SCHEMA), "root", "");
    }

    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        for (JsonStatementCounts.PerRun e : JsonStatementCounts.SWINGBENCH) {
            check(e.tx(), e.statements());
        }
    }

    private static void check(String tx, StatementCounts perRun) throws Exception {
        RunSpec spec = new RunSpec("json")
                .connection(spec())
                .users(1)
                .runTime(null)
                .maxTransactions(RUNS)
                .seed(tx.hashCode())
                .option("dbstats", "false")
                .listener(new RunListener() {
                    @Override
                    public void onPhase(RunPhase phase) {
                        if (phase == RunPhase.MEASURING) {
                            server.admin("TRUNCATE TABLE performance_schema.events_statements_summary_by_digest");
                        }
                    }
                });
        for (var t : new JsonWorkload().transactions()) {
            spec.weight(t.shortName(), t.shortName().equals(tx) ? 1 : 0);
        }
        RunResult r = Surgebench.run(spec);
        org.assertj.core.api.Assertions.assertThat(r.summary().errors())
                .as(tx + " errors")
                .isZero();
        org.assertj.core.api.Assertions.assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCountChecks.assertEqual(
                tx, RUNS, perRun, executed(), r.transaction(tx).statements());
    }

    /** The statements on the collection and the COMMITs the server counted in the schema, by kind. */
    private static StatementCounts executed() throws Exception {
        long[] n = new long[5];
        try (Connection c = DriverManager.getConnection(server.url(""), "root", "");
                PreparedStatement ps = c.prepareStatement("SELECT DIGEST_TEXT, COUNT_STAR FROM "
                        + "performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = ?")) {
            ps.setString(1, SCHEMA);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String q = rs.getString(1).strip().toLowerCase(Locale.ROOT);
                    int kind = kind(q);
                    if (kind >= 0) {
                        n[kind] += rs.getLong(2);
                    }
                }
            }
        }
        return new StatementCounts(n[0], n[1], n[2], n[3], n[4], 0, 0);
    }

    /** 0 select, 1 insert, 2 update, 3 delete (of the collection), 4 commit; -1 for what is not counted. */
    private static int kind(String text) {
        // The run's query timeout (JSON_Workload.xml's 120 s) wraps each statement in SET STATEMENT ... FOR.
        String digest = text.startsWith("set statement ") ? text.substring(text.indexOf(" for ") + 5) : text;
        if (digest.startsWith("commit")) {
            return 4;
        }
        if (!digest.contains("passengercollection")) {
            return -1;
        }
        for (String[] k : new String[][] {{"select", "0"}, {"insert", "1"}, {"update", "2"}, {"delete", "3"}}) {
            if (digest.startsWith(k[0])) {
                return Integer.parseInt(k[1]);
            }
        }
        return -1;
    }
}
