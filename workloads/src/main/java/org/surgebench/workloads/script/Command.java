package org.surgebench.workloads.script;

import java.util.List;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.workloads.script.expr.Expr;

/** One step of a loaded script, with the line it came from; conditionals are compiled into jumps. */
sealed interface Command {
    int line();

    /**
     * An SQL command prepared with {@code ?} for its variables ({@code params}, in order), or with {@code $1, $2...}
     * on the event loops ({@code numbered}, the same statement: {@link SqlParameters}), counted as {@code kind};
     * {@code into} says where its result goes ({@code \gset}/{@code \aset}), null for nowhere.
     */
    record Sql(int line, String sql, String numbered, List<String> params, StatementKind kind, ResultInto into)
            implements Command {
        public Sql {
            params = List.copyOf(params);
        }
    }

    /** {@code \gset [prefix]} (one row expected) or {@code \aset [prefix]} (every row, the last one's values kept). */
    record ResultInto(boolean allRows, String prefix) {}

    /** A script's BEGIN, END/COMMIT or ROLLBACK. */
    record Tx(int line, TxControl control) implements Command {}

    /** {@code \set name expression}. */
    record Set(int line, String variable, Expr expr) implements Command {}

    /** {@code \sleep amount [us|ms|s]}: {@code amount} is an integer constant or a variable; the unit in micros. */
    record Sleep(int line, Expr amount, long unitMicros) implements Command {}

    /** {@code \if} or {@code \elif}: go on when the condition holds, else jump to {@code elseTarget}. */
    record Branch(int line, Expr condition, int elseTarget) implements Command {}

    /** The end of a branch taken: jump past the {@code \endif}. */
    record Jump(int line, int target) implements Command {}
}
