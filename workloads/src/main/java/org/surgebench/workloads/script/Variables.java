package org.surgebench.workloads.script;

import java.util.HashMap;
import java.util.Map;
import org.surgebench.workloads.script.expr.Value;

/**
 * One user's variables, as pgbench keeps them per client: they start from the run's ({@code --define}s,
 * {@code :scale}, {@code :client_id}, the seeds) and keep what {@code \set}, {@code \gset} and {@code \aset} put in
 * them from one transaction to the next, whichever script runs.
 */
final class Variables {
    private final Map<String, Value> values;

    Variables(Map<String, Value> initial) {
        this.values = new HashMap<>(initial);
    }

    /** The value, or null when the variable was never set. */
    Value get(String name) {
        return values.get(name);
    }

    void set(String name, Value value) {
        values.put(name, value);
    }

    /** A name pgbench takes for a variable: letters, digits and underscores, not starting with a digit. */
    static boolean validName(String name) {
        if (name.isEmpty() || Character.isDigit(name.charAt(0))) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!isNameChar(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
