package org.surgebench.workloads.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/**
 * pgbench's built-in scripts run through the script workload on pgbench's tables (made by {@code surge generate
 * tpcb}), with what pgbench's own run of each sends per transaction and what it leaves in the tables.
 */
final class BuiltinRuns {
    private BuiltinRuns() {}

    /**
     * Statements per transaction of each built-in script, as pgbench sends them: selects, inserts, updates, and the
     * END that commits (select-only has no BEGIN/END: its SELECT runs in autocommit).
     */
    static StatementCounts perTransaction(String builtin) {
        return switch (builtin) {
            case "tpcb-like" -> new StatementCounts(1, 1, 3, 0, 1, 0, 0);
            case "simple-update" -> new StatementCounts(1, 1, 1, 0, 1, 0, 0);
            case "select-only" -> new StatementCounts(1, 0, 0, 0, 0, 0, 0);
            default -> throw new IllegalArgumentException(builtin);
        };
    }

    /** Runs the built-in script {@code transactions} times, as {@code users} users. */
    static RunResult run(ConnectionSpec db, String builtin, int users, int transactions, RunSpec extra)
            throws InterruptedException {
        ScriptWorkload w = ScriptWorkload.of(List.of(ScriptSource.builtin(builtin, 1)), Map.of());
        RunSpec spec = (extra == null ? new RunSpec(ScriptWorkload.NAME) : extra)
                .connection(db)
                .users(users)
                .runTime(null)
                .maxTransactions(transactions);
        return Surgebench.run(spec, w);
    }

    /** Each transaction's statements were counted as pgbench's script sends them, and none failed. */
    static void assertCounted(RunResult r, String builtin, int transactions) {
        assertThat(r.summary().errors()).as(builtin + " errors: " + r.errors()).isZero();
        var tx = r.transaction(builtin);
        assertThat(tx.count()).isEqualTo(transactions);
        StatementCounts each = perTransaction(builtin);
        assertThat(tx.statements())
                .as(builtin)
                .isEqualTo(new StatementCounts(
                        each.select() * transactions,
                        each.insert() * transactions,
                        each.update() * transactions,
                        0,
                        each.commit() * transactions,
                        0,
                        0));
    }

    /**
     * pgbench's invariant on what a run changed: one history row per transaction that writes, and the balances the
     * script updates changed by the history's deltas (tpcb-like updates all three, simple-update the accounts).
     */
    static void assertInvariants(PgbenchSums change, String builtin, int transactions) {
        switch (builtin) {
            case "tpcb-like" -> {
                assertThat(change.historyRows()).isEqualTo(transactions);
                assertThat(List.of(change.accounts(), change.tellers(), change.branches()))
                        .containsOnly(change.historyDelta());
            }
            case "simple-update" -> {
                assertThat(change.historyRows()).isEqualTo(transactions);
                assertThat(change.accounts()).isEqualTo(change.historyDelta());
                assertThat(List.of(change.tellers(), change.branches())).containsOnly(0L);
            }
            default -> assertThat(change).isEqualTo(new PgbenchSums(0, 0, 0, 0, 0));
        }
    }
}
