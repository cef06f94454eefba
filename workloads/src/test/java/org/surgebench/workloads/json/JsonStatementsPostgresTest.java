package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
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
import org.surgebench.testdata.ThrowawayCluster;
import org.surgebench.workloads.soe.ExecutedStatements;

/**
 * Fidelity to Swingbench's JSON benchmark, counted by PostgreSQL itself (pg_stat_statements in a cluster of the
 * test's own): each transaction executes the statements Swingbench's SODA calls do (a document found by its key
 * or a filter is one select, an insert, a replace and a remove one statement each, a commit after each write),
 * and our counters equal the database's.
 */
class JsonStatementsPostgresTest {
    private static final int RUNS = 50;
    private static ThrowawayCluster cluster;
    private static ConnectionSpec db;
    private static ExecutedStatements executed;

    @BeforeAll
    static void generate() throws Exception {
        cluster = ThrowawayCluster.startOrSkip(
                Map.of("shared_preload_libraries", "pg_stat_statements", "pg_stat_statements.track", "all"));
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION pg_stat_statements");
            s.execute("CREATE DATABASE json");
        }
        db = new ConnectionSpec(cluster.url("json"), "postgres", "");
        Surgebench.generate(new GenerateSpec("json").connection(db).scale(0.001), null);
        executed = new ExecutedStatements(cluster.url("json"));
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    /** Select, insert, update, delete and commit statements per transaction; RPK last, so UPK finds every key. */
    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        check("INP", new StatementCounts(0, 1, 0, 0, 1, 0, 0));
        check("GPK", new StatementCounts(1, 0, 0, 0, 0, 0, 0));
        check("GPN", new StatementCounts(1, 0, 0, 0, 0, 0, 0));
        check("UPK", new StatementCounts(1, 0, 1, 0, 1, 0, 0));
        check("RPK", new StatementCounts(0, 0, 0, 1, 1, 0, 0));
    }

    private static void check(String tx, StatementCounts perRun) throws Exception {
        RunSpec spec = new RunSpec("json")
                .connection(db)
                .users(1)
                .runTime(null)
                .maxTransactions(RUNS)
                .seed(tx.hashCode())
                .option("pgstats", "false")
                // pg_stat_statements of PostgreSQL 15 counts a COMMIT prepared on the server once only.
                .property("prepareThreshold", "0")
                .listener(new RunListener() {
                    @Override
                    public void onPhase(RunPhase phase) {
                        if (phase == RunPhase.MEASURING) {
                            executed.reset();
                        }
                    }
                });
        for (var t : new JsonWorkload().transactions()) {
            spec.weight(t.shortName(), t.shortName().equals(tx) ? 1 : 0);
        }
        RunResult r = Surgebench.run(spec);
        assertThat(r.summary().errors()).as(tx + " errors").isZero();
        assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCounts database = executed.read(false);
        StatementCounts ours = r.transaction(tx).statements();
        JsonStatementCounts.assertEqual(tx, RUNS, perRun, database, ours);
    }
}
