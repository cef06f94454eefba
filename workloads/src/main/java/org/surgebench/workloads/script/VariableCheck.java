package org.surgebench.workloads.script;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * At load time, before any user logs on: every {@code :variable} a script reads must be set somewhere, by a
 * {@code --define}, a variable the run sets ({@code :scale}, {@code :client_id}, the seeds), a {@code \set} of any of
 * the run's scripts (variables outlive a transaction, as pgbench's do) or a {@code \gset}/{@code \aset} that may
 * return a column of that name. A variable that may come from a query whose columns its text does not name is
 * left to the run, which names file and line if it is missing then.
 */
final class VariableCheck {
    /** The variables every run sets. */
    static final Set<String> PRESET = Set.of("client_id", "default_seed", "random_seed", "scale");

    private VariableCheck() {}

    static void check(List<Script> scripts, Set<String> defined) {
        Set<String> known = new HashSet<>(PRESET);
        known.addAll(defined);
        List<String> anyWithPrefix = new ArrayList<>();
        for (Script s : scripts) {
            for (Command c : s.commands()) {
                if (c instanceof Command.Set set) {
                    known.add(set.variable());
                } else if (c instanceof Command.Sql sql && sql.into() != null) {
                    String prefix = sql.into().prefix();
                    Set<String> names = ResultNames.of(sql.sql());
                    if (names == null) {
                        anyWithPrefix.add(prefix);
                    } else {
                        names.forEach(n -> known.add(prefix + n));
                    }
                }
            }
        }
        for (Script s : scripts) {
            for (Command c : s.commands()) {
                for (String v : reads(c)) {
                    if (!known.contains(v) && anyWithPrefix.stream().noneMatch(v::startsWith)) {
                        throw LoadError.at(
                                s.file(),
                                c.line(),
                                "variable :" + v + " is never set (set it with \\set or --define, or from a query "
                                        + "with \\gset).");
                    }
                }
            }
        }
    }

    /** The variables a command reads, in order. */
    static Set<String> reads(Command c) {
        Set<String> out = new LinkedHashSet<>();
        switch (c) {
            case Command.Sql s -> out.addAll(s.params());
            case Command.Set s -> s.expr().variables(out);
            case Command.Sleep s -> s.amount().variables(out);
            case Command.Branch b -> b.condition().variables(out);
            case Command.Tx t -> {}
            case Command.Jump j -> {}
        }
        return out;
    }

    /** Whether any command of the scripts reads the variable. */
    static boolean read(List<Script> scripts, String variable) {
        return scripts.stream().flatMap(s -> s.commands().stream()).anyMatch(c -> reads(c).contains(variable));
    }
}
