package org.surgebench.workloads.script;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.surgebench.core.spi.StatementKind;

/**
 * Whether a script has an event-loop form: whether, on every path through its {@code \if}s, the event loops send
 * the very statements the threads do. The event loops' engine sends BEGIN before a transaction's first statement
 * and the transaction must end it, so the script's first statement on every path must be its BEGIN (pgbench's
 * tpcb-like and simple-update), every SQL command must run inside it, no second transaction may follow its END, and
 * every path must send something. SQL in autocommit (select-only) would gain a BEGIN and a COMMIT there, so a
 * script with some has no event-loop form (the run says so, and {@code --user-threads auto} runs it on threads).
 * A command that returns rows into variables must be a query too: the event loops read rows of queries only.
 */
final class LoopScriptCheck {
    /** Where a path through the script stands: nothing sent yet, inside its BEGIN, after its END. */
    private enum Phase {
        NOT_BEGUN,
        OPEN,
        ENDED
    }

    private record State(int pc, Phase phase) {}

    private LoopScriptCheck() {}

    static boolean runsOnEventLoop(Script script) {
        List<Command> commands = script.commands();
        Set<State> seen = new HashSet<>();
        Deque<State> todo = new ArrayDeque<>();
        todo.push(new State(0, Phase.NOT_BEGUN));
        while (!todo.isEmpty()) {
            State s = todo.pop();
            if (!seen.add(s)) {
                continue;
            }
            if (s.pc() == commands.size()) {
                if (s.phase() == Phase.NOT_BEGUN) {
                    return false;
                }
                continue;
            }
            Command c = commands.get(s.pc());
            int next = s.pc() + 1;
            switch (c) {
                case Command.Sql q -> {
                    if (s.phase() != Phase.OPEN || (q.into() != null && q.kind() != StatementKind.SELECT)) {
                        return false;
                    }
                    todo.push(new State(next, Phase.OPEN));
                }
                case Command.Tx t -> {
                    Phase after = after(t.control(), s.phase());
                    if (after == null) {
                        return false;
                    }
                    todo.push(new State(next, after));
                }
                case Command.Branch b -> {
                    todo.push(new State(next, s.phase()));
                    todo.push(new State(b.elseTarget(), s.phase()));
                }
                case Command.Jump j -> todo.push(new State(j.target(), s.phase()));
                case Command.Set x -> todo.push(new State(next, s.phase()));
                case Command.Sleep x -> todo.push(new State(next, s.phase()));
            }
        }
        return true;
    }

    /** The phase after a transaction statement; null for a second BEGIN, which the event loops cannot send. */
    private static Phase after(TxControl control, Phase phase) {
        if (control == TxControl.BEGIN) {
            return phase == Phase.ENDED ? null : Phase.OPEN;
        }
        // An END or ROLLBACK outside a transaction sends nothing (ScriptCursor#transaction).
        return phase == Phase.OPEN ? Phase.ENDED : phase;
    }
}
