package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
 * Fidelity to Swingbench's Calling Circle, counted by PostgreSQL itself (pg_stat_statements in a cluster of the
 * test's own): each transaction run alone executes, per transaction, the statements Swingbench's package executes
 * for its calls (docs/cc.md has the table), and our counters equal the database's.
 *
 * <p>Per call: getCustAccount 1 select, 1 update, 1 commit; newCustAccount 1 select, 1 insert, 1 commit;
 * newCustCLI 2 selects, 2 inserts, 1 commit; getCustCLI 2 selects; getPackageCLIs 11 selects; a valid
 * setPackageCLI 11 selects, 1 update and 1 commit, plus 1 insert and 1 update where the slot held a number. RCD:
 * getCustAccount, getCustCLI, the history of a line never changed (11): 14 selects, 1 update, 1 commit. UCD:
 * getCustAccount, getCustCLI, getPackageCLIs, then 10 changes of slots in use, each getCustAccount, getCustCLI,
 * getPackageCLIs, setPackageCLI, getPackageCLIs: 374 selects, 10 inserts, 31 updates, 21 commits. NC: the same
 * with newCustAccount and newCustCLI first, on a new line whose slots start unused: a change of a slot changed
 * before in the transaction (on average 10 − 10 × (1 − 0.9¹⁰) = 3.49 of the 10) is one in use: 377 selects,
 * 6.49 inserts, 24.49 updates, 23 commits.
 */
class CcStatementsPostgresTest {
    private static final int RUNS = 20;
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
            s.execute("CREATE DATABASE cc");
        }
        db = new ConnectionSpec(cluster.url("cc"), "postgres", "");
        Surgebench.generate(new GenerateSpec("cc").connection(db).scale(0.001), null);
        executed = new ExecutedStatements(cluster.url("cc"));
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void retrieveCustomerDetailsExecutesThePackagesStatements() throws Exception {
        check("RCD", 14, 0, 0, 1, 0, 1);
    }

    @Test
    void updateCustomerDetailsExecutesThePackagesStatements() throws Exception {
        check("UCD", 374, 10, 0.3, 31, 0.3, 21);
    }

    @Test
    void newCustomerExecutesThePackagesStatements() throws Exception {
        check("NC", 377, 6.49, 0.6, 24.49, 0.6, 23);
    }

    private static void check(
            String tx,
            double selects,
            double inserts,
            double insertTol,
            double updates,
            double updateTol,
            double commits)
            throws Exception {
        RunSpec spec = new RunSpec("cc")
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
        for (var t : new CcWorkload().transactions()) {
            spec.weight(t.shortName(), t.shortName().equals(tx) ? 1 : 0);
        }
        RunResult r = Surgebench.run(spec);
        assertThat(r.summary().errors()).as(tx + " errors: " + r.errors()).isZero();
        assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCounts database = executed.read(false);
        StatementCounts ours = r.transaction(tx).statements();
        String what = tx + ": database " + database + ", ours " + ours;
        assertThat(ours.select()).as(what).isEqualTo(database.select());
        assertThat(ours.insert()).as(what).isEqualTo(database.insert());
        assertThat(ours.update()).as(what).isEqualTo(database.update());
        assertThat(ours.delete()).as(what).isEqualTo(database.delete()).isZero();
        assertThat(ours.commit()).as(what).isEqualTo(database.commit());
        assertThat(database.select() / (double) RUNS).as(what + " selects").isCloseTo(selects, within(0.01));
        assertThat(database.insert() / (double) RUNS)
                .as(what + " inserts")
                .isCloseTo(inserts, within(insertTol + 0.01));
        assertThat(database.update() / (double) RUNS)
                .as(what + " updates")
                .isCloseTo(updates, within(updateTol + 0.01));
        assertThat(database.commit() / (double) RUNS).as(what + " commits").isCloseTo(commits, within(0.01));
    }
}
