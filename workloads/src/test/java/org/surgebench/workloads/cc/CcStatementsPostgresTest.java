package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingCluster;

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
    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("cc").scale(0.001), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
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
        RunResult r = counting.counted(counting.alone("cc", tx, RUNS));
        assertThat(r.summary().errors()).as(tx + " errors: " + r.errors()).isZero();
        assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCounts database = counting.executed().read(false);
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
