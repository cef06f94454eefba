package org.surgebench.workloads.tpcc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.snapshot.SnapshotProvider;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;

/**
 * A TPC-C-like workload, as HammerDB's TPROC-C and BenchBase's tpcc run it: TPC-C's nine tables with the
 * warehouses as the scale, NURand keys, and the five transactions in the standard mix without keying or think
 * times (HammerDB's timed driver). Not a TPC-C result: no terminals' pacing, no durability or ACID tests, no
 * priced configuration. Reported beside Surgebench's own counts: NOPM and TPM the way HammerDB computes them
 * ({@link TpccMeasures}).
 */
public final class TpccWorkload implements Workload {
    /** HammerDB's way: one call of stored code per transaction (PL/pgSQL function, MariaDB or MySQL procedure,
     * Oracle PL/SQL package). */
    static final String SERVER = "server";
    /** BenchBase's way: every statement a JDBC round trip. */
    static final String CLIENT = "client";
    /** Bumped whenever code.sql changes what a function takes or returns. */
    static final String CODE_VERSION = "2";

    @Override
    public String name() {
        return "tpcc";
    }

    @Override
    public String description() {
        return "TPC-C-like OLTP (as HammerDB's TPROC-C): warehouses = scale, New-Order/Payment/Order-Status/"
                + "Delivery/Stock-Level; reports NOPM and TPM";
    }

    @Override
    public double minScale() {
        return 1;
    }

    @Override
    public double maxScale() {
        return 10_000;
    }

    @Override
    public Schema schema(SchemaOptions options) {
        if (options.scale() != Math.rint(options.scale())) {
            throw SurgeException.usage("The tpcc scale is the number of warehouses, a whole number: --scale "
                    + options.scale() + " is not.");
        }
        return DdlScripts.schema(
                TpccWorkload.class,
                name(),
                options,
                TpccTables.all(TpccShape.of(options.scale(), options.seed())),
                Map.of());
    }

    @Override
    public List<Variant> variants() {
        return List.of(
                new Variant(
                        SERVER,
                        "one stored code call per transaction (PL/pgSQL function, MariaDB or MySQL procedure, "
                                + "Oracle PL/SQL package), as HammerDB runs TPROC-C"),
                new Variant(CLIENT, "every statement a JDBC round trip from the client, as BenchBase runs tpcc"));
    }

    /** The server variant where this workload has its stored code for the database ({@code <dialect>/code.sql}). */
    @Override
    public String defaultVariant(String dialect) {
        return hasCode(dialect) ? SERVER : CLIENT;
    }

    @Override
    public String unsupportedVariant(String variant, String dialect) {
        return SERVER.equals(variant) && !hasCode(dialect)
                ? "The tpcc server variant has no stored code for "
                        + org.surgebench.core.spi.SqlDialects.named(dialect).product() + ": use --variant client."
                : null;
    }

    private static boolean hasCode(String dialect) {
        return TpccWorkload.class.getResource(dialect + "/code.sql") != null;
    }

    @Override
    public List<TransactionDef> transactions() {
        return transactions(CLIENT);
    }

    /** The five transactions with the standard mix's weights (clause 5.2.3's minimum percentages, as HammerDB). */
    @Override
    public List<TransactionDef> transactions(String variant) {
        if (SERVER.equals(variant)) {
            return List.of(
                    new TransactionDef("NO", "New-Order", 45, true, false, ServerTransactions::newOrder),
                    new TransactionDef("PAY", "Payment", 43, true, false, ServerTransactions::payment),
                    new TransactionDef("OS", "Order-Status", 4, true, true, ServerTransactions::orderStatus),
                    new TransactionDef("DLV", "Delivery", 4, true, false, ServerTransactions::delivery),
                    new TransactionDef("SL", "Stock-Level", 4, true, true, ServerTransactions::stockLevel));
        }
        return List.of(
                new TransactionDef("NO", "New-Order", 45, true, false, ClientNewOrder::newOrder),
                new TransactionDef("PAY", "Payment", 43, true, false, ClientPayment::payment),
                new TransactionDef("OS", "Order-Status", 4, true, true, ClientTransactions::orderStatus),
                new TransactionDef("DLV", "Delivery", 4, true, false, ClientTransactions::delivery),
                new TransactionDef("SL", "Stock-Level", 4, true, true, ClientTransactions::stockLevel));
    }

    /** Every transaction of both variants, for event-loop users (PostgreSQL): the same statements as on threads. */
    @Override
    public Map<String, org.surgebench.core.spi.EventLoopTransaction> eventLoopTransactions(String variant) {
        return SERVER.equals(variant) ? ServerOnEventLoop.transactions() : ClientOnEventLoop.transactions();
    }

    /**
     * The server variant's forms query its functions ({@code SELECT fn(...)}); where the dialect's stored code is
     * procedures (MariaDB's) they cannot call it, so there a server-variant run on event loops is refused up front.
     */
    @Override
    public Map<String, org.surgebench.core.spi.EventLoopTransaction> eventLoopTransactions(
            String variant, String dialect) {
        return SERVER.equals(variant) && ServerCall.procedures(org.surgebench.core.spi.SqlDialects.named(dialect))
                ? Map.of()
                : eventLoopTransactions(variant);
    }

    @Override
    public Map<String, org.surgebench.core.spi.EventLoopTransaction> eventLoopTransactions() {
        return eventLoopTransactions(CLIENT);
    }

    @Override
    public List<Mix> mixes() {
        Map<String, Integer> standard = new LinkedHashMap<>();
        for (TransactionDef t : transactions()) {
            standard.put(t.shortName(), t.defaultWeight());
        }
        return List.of(new Mix(
                "standard",
                "TPC-C's mix: New-Order 45, Payment 43, Order-Status, Delivery and " + "Stock-Level 4 each",
                standard));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return prepareRun(connection, options, CLIENT);
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options, String variant) throws SQLException {
        if (SERVER.equals(variant)) {
            requireCode(connection, options.sql());
        }
        return TpccRun.read(connection, options.seed(), options.scale());
    }

    /** Refuses, in one sentence, a schema whose stored functions are missing or of another version. */
    private static void requireCode(Connection c, SqlDialect sql) throws SQLException {
        String found;
        try {
            found = ServerCall.version(c, sql);
        } catch (SQLException e) {
            c.rollback();
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The tpcc server variant calls stored code that "
                            + "is not installed in this schema: run `surge generate tpcc --only-code` to install them, or "
                            + "use --variant client.",
                    e);
        }
        if (!CODE_VERSION.equals(found)) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The tpcc stored code in this schema is version " + found + ", this Surgebench calls version "
                            + CODE_VERSION + ": run `surge generate tpcc --only-code`.");
        }
    }

    @Override
    public List<org.surgebench.core.spi.OptionSpec> options() {
        return List.of(TpccKeyingThinking.OPTION);
    }

    @Override
    public org.surgebench.core.spi.UserPauses pauses(java.util.Map<String, String> runOptions) {
        return TpccKeyingThinking.pauses(runOptions);
    }

    @Override
    public List<SnapshotProvider> snapshotProviders(String dialect) {
        return List.of(new TpccMeasures(dialect));
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return TpccVerify.checks();
    }

    /**
     * Delivery deletes the oldest NEW_ORDER row of each district (clause 2.7.4.2): a run may leave fewer than
     * were loaded, and conditions 2, 3 and 5 of {@link TpccVerify} say what must hold of them instead.
     */
    @Override
    public java.util.Set<String> tablesTransactionsShrink() {
        return java.util.Set.of("new_order");
    }
}
