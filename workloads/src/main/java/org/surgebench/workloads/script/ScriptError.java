package org.surgebench.workloads.script;

/**
 * A script command that failed while running, not in the database ({@code \set} dividing by zero, an undefined
 * variable, a {@code \gset} without its one row): one sentence naming the file and line, in pgbench's words where it
 * has them. The transaction counts as an error, as a failed statement's does.
 */
public final class ScriptError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ScriptError(String file, int line, String message) {
        super(file + ":" + line + ": " + message, null, false, false);
    }

    ScriptError(String file, String message) {
        super(file + ": " + message, null, false, false);
    }
}
