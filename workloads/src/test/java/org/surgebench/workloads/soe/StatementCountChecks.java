package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;

import org.surgebench.core.metrics.StatementCounts;

/** The comparison of the statement-count tests: the database's counts are Swingbench's, and ours the database's. */
public final class StatementCountChecks {
    private StatementCountChecks() {}

    /** {@code runs} runs of {@code tx} executed {@code perRun} each, as the database and we counted them. */
    public static void assertEqual(
            String tx, int runs, StatementCounts perRun, StatementCounts database, StatementCounts ours) {
        String what = tx + ": database " + database + ", ours " + ours;
        assertThat(database.select()).as(what).isEqualTo(runs * perRun.select());
        assertThat(database.insert()).as(what).isEqualTo(runs * perRun.insert());
        assertThat(database.update()).as(what).isEqualTo(runs * perRun.update());
        assertThat(database.delete()).as(what).isEqualTo(runs * perRun.delete());
        assertThat(database.commit()).as(what).isEqualTo(runs * perRun.commit());
        assertThat(ours.select()).as(what).isEqualTo(database.select());
        assertThat(ours.insert()).as(what).isEqualTo(database.insert());
        assertThat(ours.update()).as(what).isEqualTo(database.update());
        assertThat(ours.delete()).as(what).isEqualTo(database.delete());
        assertThat(ours.commit()).as(what).isEqualTo(database.commit());
    }
}
