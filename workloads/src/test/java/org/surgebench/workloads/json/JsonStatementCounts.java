package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import org.surgebench.core.metrics.StatementCounts;

/** The comparison both statement-count tests make: the database's counts are Swingbench's, and ours the database's. */
final class JsonStatementCounts {
    private JsonStatementCounts() {}

    static void assertEqual(
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
