package org.surgebench.workloads.script.expr;

/** An expression that does not parse: what is wrong, in pgbench's words where it has them, and where. */
public final class ExprSyntaxException extends Exception {
    private static final long serialVersionUID = 1L;

    public ExprSyntaxException(String message) {
        super(message, null, false, false);
    }
}
