package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.surgebench.core.metrics.StatementCounts;

/**
 * What both statement-count tests expect: the statements Swingbench's package executes for the calls of each
 * transaction, per transaction (docs/cc.md has the table).
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
final class CcStatementCounts {
    /** Mean statements per transaction; inserts and updates within their tolerance, the rest exact. */
    record Expect(
            String tx,
            double selects,
            double inserts,
            double insertTol,
            double updates,
            double updateTol,
            double commits) {}

    static final Expect RCD = new Expect("RCD", 14, 0, 0, 1, 0, 1);
    static final Expect UCD = new Expect("UCD", 374, 10, 0.3, 31, 0.3, 21);
    static final Expect NC = new Expect("NC", 377, 6.49, 0.6, 24.49, 0.6, 23);

    private CcStatementCounts() {}

    /** {@code runs} runs of the transaction: ours are the database's, and the database's the package's. */
    static void assertMatches(Expect e, int runs, StatementCounts database, StatementCounts ours) {
        assertMatches(e, e.tx(), runs, database, ours);
    }

    /** {@link #assertMatches(Expect, int, StatementCounts, StatementCounts)} of a run told as {@code run}. */
    static void assertMatches(Expect e, String run, int runs, StatementCounts database, StatementCounts ours) {
        String what = run + ": database " + database + ", ours " + ours;
        assertThat(ours.select()).as(what).isEqualTo(database.select());
        assertThat(ours.insert()).as(what).isEqualTo(database.insert());
        assertThat(ours.update()).as(what).isEqualTo(database.update());
        assertThat(ours.delete()).as(what).isEqualTo(database.delete()).isZero();
        assertThat(ours.commit()).as(what).isEqualTo(database.commit());
        assertThat(database.select() / (double) runs).as(what + " selects").isCloseTo(e.selects(), within(0.01));
        assertThat(database.insert() / (double) runs)
                .as(what + " inserts")
                .isCloseTo(e.inserts(), within(e.insertTol() + 0.01));
        assertThat(database.update() / (double) runs)
                .as(what + " updates")
                .isCloseTo(e.updates(), within(e.updateTol() + 0.01));
        assertThat(database.commit() / (double) runs).as(what + " commits").isCloseTo(e.commits(), within(0.01));
    }
}
