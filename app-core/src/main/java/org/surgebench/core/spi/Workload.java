package org.surgebench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * A benchmark workload: its schema, how to generate its data, its transactions and its named mixes.
 * Implementations are found with {@link java.util.ServiceLoader}; the engine never names one.
 */
public interface Workload {

    /** Short name used on the command line, e.g. {@code soe} or {@code tpcb}. */
    String name();

    /** One line for {@code surge list}. */
    String description();

    /** The schema for one database dialect and scale: tables in load order, DDL scripts. */
    Schema schema(SchemaOptions options);

    /** Every transaction this workload knows, with default weights and enabled flags. */
    List<TransactionDef> transactions();

    /** Named mixes; the first is the default. */
    List<Mix> mixes();

    /**
     * Prepares what every user of a run shares, e.g. the id ranges read from the metadata table.
     * Called once per run on a connection of the workload's user, before any user starts.
     */
    default Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return null;
    }

    /** Checks of the data that must hold after generation and after any run. */
    default List<VerifyCheck> verifyChecks() {
        return List.of();
    }

    /** Smallest and largest scale this workload accepts. */
    default double minScale() {
        return 0.001;
    }

    default double maxScale() {
        return 1000;
    }

    default Mix defaultMix() {
        return mixes().get(0);
    }

    default Mix mix(String name) {
        return mixes().stream().filter(m -> m.name().equalsIgnoreCase(name)).findFirst().orElse(null);
    }
}
