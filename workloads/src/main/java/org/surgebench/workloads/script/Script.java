package org.surgebench.workloads.script;

import java.util.List;
import org.surgebench.core.spi.StatementKind;

/**
 * A loaded script: where it came from (for messages), its name in reports, its weight among the run's scripts,
 * and its commands.
 *
 * @param file     how messages name it: the file as given, or {@code builtin:NAME}
 * @param name     the transaction's short name in the run's results (unique among the run's scripts)
 * @param weight   its share of the transactions, as pgbench's {@code -f FILE@WEIGHT}
 * @param commands its steps, conditionals compiled into jumps
 */
record Script(String file, String name, int weight, List<Command> commands) {

    Script {
        commands = List.copyOf(commands);
    }

    /** Whether every SQL command of the script is a query. */
    boolean readOnly() {
        return commands.stream().allMatch(c -> !(c instanceof Command.Sql s) || s.kind() == StatementKind.SELECT);
    }

    Script named(String newName) {
        return new Script(file, newName, weight, commands);
    }
}
