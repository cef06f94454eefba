package org.surgebench.core.spi;

/**
 * A transaction as the user sees it: short name for flags ({@code NCR}), long name for reports,
 * default weight and whether it is enabled by default, and the code.
 */
public record TransactionDef(String shortName, String name, int defaultWeight, boolean enabledByDefault,
                             boolean readOnly, Transaction transaction) {
}
