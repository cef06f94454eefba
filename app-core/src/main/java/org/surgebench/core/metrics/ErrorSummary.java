package org.surgebench.core.metrics;

/** How often one SQLState occurred in the measured window, with a sample message. */
public record ErrorSummary(String sqlState, long count, String sampleMessage, String firstTransaction) {
}
