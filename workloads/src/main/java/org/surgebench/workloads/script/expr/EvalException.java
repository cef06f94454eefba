package org.surgebench.workloads.script.expr;

/**
 * An expression that cannot be computed (division by zero, an empty random range, a value of the wrong kind), with
 * pgbench's own words for it; the script runner adds the file and line.
 */
public final class EvalException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public EvalException(String message) {
        super(message, null, false, false);
    }
}
