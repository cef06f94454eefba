package org.surgebench.workloads.json;

import java.util.List;
import org.surgebench.core.metrics.StatementCounts;

/** What both statement-count tests expect: the statements Swingbench's SODA calls execute per transaction. */
final class JsonStatementCounts {
    /** One transaction's select, insert, update, delete and commit statements per run. */
    record PerRun(String tx, StatementCounts statements) {}

    /**
     * A document found by its key or a filter is one select, a write one statement and a commit; RPK last, so
     * that UPK finds every key.
     */
    static final List<PerRun> SWINGBENCH = List.of(
            new PerRun("INP", new StatementCounts(0, 1, 0, 0, 1, 0, 0)),
            new PerRun("GPK", new StatementCounts(1, 0, 0, 0, 0, 0, 0)),
            new PerRun("GPN", new StatementCounts(1, 0, 0, 0, 0, 0, 0)),
            new PerRun("UPK", new StatementCounts(1, 0, 1, 0, 1, 0, 0)),
            new PerRun("RPK", new StatementCounts(0, 0, 0, 1, 1, 0, 0)));

    private JsonStatementCounts() {}
}
