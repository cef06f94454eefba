package org.surgebench.core.metrics;

/**
 * How often one kind of error occurred in the measured window, with a sample message.
 *
 * @param kind {@link #TIMEOUT} for statements cancelled by their query timeout (counted apart from other
 *             errors with the same SQLState), {@link #ERROR} otherwise
 */
public record ErrorSummary(String sqlState, long count, String sampleMessage, String firstTransaction, String kind) {
    public static final String ERROR = "error";
    public static final String TIMEOUT = "timeout";

    public ErrorSummary(String sqlState, long count, String sampleMessage, String firstTransaction) {
        this(sqlState, count, sampleMessage, firstTransaction, ERROR);
    }

    public ErrorSummary {
        kind = kind == null ? ERROR : kind;
    }

    public boolean timeout() {
        return TIMEOUT.equals(kind);
    }

    /** How the error reads in a summary: {@code 23505} or {@code query timeout (57014)}. */
    public String label() {
        return timeout() ? "query timeout (" + sqlState + ")" : sqlState;
    }
}
