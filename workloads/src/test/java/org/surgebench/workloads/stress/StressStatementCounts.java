package org.surgebench.workloads.stress;

import java.util.Map;
import org.surgebench.core.metrics.StatementCounts;

/**
 * What both statement-count tests expect: Swingbench's classes execute one statement each, and a commit after the
 * insert, the update and the delete but none after the select.
 */
final class StressStatementCounts {
    /** Per transaction, its select, insert, update, delete and commit statements per run. */
    static final Map<String, StatementCounts> SWINGBENCH = Map.of(
            "I", new StatementCounts(0, 1, 0, 0, 1, 0, 0),
            "S", new StatementCounts(1, 0, 0, 0, 0, 0, 0),
            "U", new StatementCounts(0, 0, 1, 0, 1, 0, 0),
            "D", new StatementCounts(0, 0, 0, 1, 1, 0, 0));

    private StressStatementCounts() {}
}
