package org.surgebench.workloads.tpcds;

import org.surgebench.core.metrics.StatementCounts;

/**
 * What the statement-count tests expect, per run, in both variants: each of the package's New* functions executes
 * one INSERT and a commit, each Update* one UPDATE and a commit (increment_inserts(1) or increment_updates(1), then
 * increment_commits(1)). The client variant sends them; the server variant's routine runs them (on PostgreSQL the
 * call's autocommit is its commit, written only where it changed a row: see TpcdsStatementsPostgresTest).
 */
final class TpcdsStatementCounts {
    private TpcdsStatementCounts() {}

    /** The statements one run of the transaction (its short name: N... new, U... update) executes. */
    static StatementCounts perRun(String tx) {
        boolean insert = tx.startsWith("N");
        return new StatementCounts(0, insert ? 1 : 0, insert ? 0 : 1, 0, 1, 0, 0);
    }
}
