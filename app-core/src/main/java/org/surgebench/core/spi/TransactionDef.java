package org.surgebench.core.spi;

import java.util.List;

/**
 * A transaction as the user sees it: short name for flags ({@code NCR}), long name for reports,
 * default weight and whether it is enabled by default, and the code. {@code aliases} are former short names
 * that flags still accept (e.g. for one release after a rename).
 */
public record TransactionDef(
        String shortName,
        String name,
        int defaultWeight,
        boolean enabledByDefault,
        boolean readOnly,
        Transaction transaction,
        List<String> aliases) {

    public TransactionDef {
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
    }

    public TransactionDef(
            String shortName,
            String name,
            int defaultWeight,
            boolean enabledByDefault,
            boolean readOnly,
            Transaction transaction) {
        this(shortName, name, defaultWeight, enabledByDefault, readOnly, transaction, List.of());
    }
}
