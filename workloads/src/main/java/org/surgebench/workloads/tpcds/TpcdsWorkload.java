package org.surgebench.workloads.tpcds;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;

/**
 * Swingbench's TPC-DS-like transactions (tpcdswizard's schema, the tpcdstransactions classes): the seven TPC-DS
 * tables they write (store, catalog and web sales and returns, inventory) and the dimensions whose keys they draw,
 * and fourteen one-statement transactions, new and update of each. Swingbench's configuration file for them is not
 * public: short names, weights and run settings are Surgebench's decision (docs/tpcds.md). Scale 1 is TPC-DS scale
 * factor 1's row counts, about 19.6 million rows.
 */
public final class TpcdsWorkload implements Workload {
    /** Every transaction the same weight: nothing public says otherwise. */
    static final int WEIGHT = 10;

    /** Swingbench's only form: one call of the package's function per transaction. */
    static final String SERVER = "server";

    /** The same statements sent from the client, a round trip each. */
    static final String CLIENT = "client";

    @Override
    public String name() {
        return "tpcds";
    }

    @Override
    public String description() {
        return "Swingbench's TPC-DS-like transactions: new and update store, catalog and web sales and returns, "
                + "and inventory (scale 1 = TPC-DS scale factor 1's rows)";
    }

    @Override
    public double minScale() {
        return 0.001;
    }

    @Override
    public double maxScale() {
        return 1000;
    }

    @Override
    public String sizeLabel(double scale, Map<String, String> options) {
        long rows = 0;
        for (TableDef t : tables(new TpcdsScale(scale))) {
            rows += t.rows();
        }
        String s = scale == Math.rint(scale) ? String.valueOf((long) scale) : String.valueOf(scale);
        return String.format(java.util.Locale.ROOT, "scale %s (%,d rows)", s, rows);
    }

    @Override
    public Schema schema(SchemaOptions options) {
        return DdlScripts.schema(
                TpcdsWorkload.class, name(), options, tables(new TpcdsScale(options.scale())), TpcdsCode.vars());
    }

    private static List<TableDef> tables(TpcdsScale scale) {
        List<TableDef> all = new ArrayList<>(DimensionRows.tables(scale));
        all.addAll(FactRows.tables(scale));
        return all;
    }

    /** One of the fourteen: a New* inserts one row of its table, an Update* updates the rows a lookup finds. */
    private record Fact(String shortName, String name, FactTable table, boolean insert) {
        /** Its routine in the server variant's code: the package's function name in lower case. */
        String routine() {
            return name.replace(" ", "").toLowerCase(java.util.Locale.ROOT);
        }
    }

    private static final List<Fact> FACTS = List.of(
            new Fact("NSS", "New Store Sales", FactTable.STORE_SALES, true),
            new Fact("NCS", "New Catalog Sales", FactTable.CATALOG_SALES, true),
            new Fact("NWS", "New Web Sales", FactTable.WEB_SALES, true),
            new Fact("USS", "Update Store Sales", FactTable.STORE_SALES, false),
            new Fact("UCS", "Update Catalog Sales", FactTable.CATALOG_SALES, false),
            new Fact("UWS", "Update Web Sales", FactTable.WEB_SALES, false),
            new Fact("NSR", "New Store Return", FactTable.STORE_RETURNS, true),
            new Fact("NCR", "New Catalog Return", FactTable.CATALOG_RETURNS, true),
            new Fact("NWR", "New Web Return", FactTable.WEB_RETURNS, true),
            new Fact("USR", "Update Store Return", FactTable.STORE_RETURNS, false),
            new Fact("UCR", "Update Catalog Return", FactTable.CATALOG_RETURNS, false),
            new Fact("UWR", "Update Web Return", FactTable.WEB_RETURNS, false),
            new Fact("NI", "New Inventory", FactTable.INVENTORY, true),
            new Fact("UI", "Update Inventory", FactTable.INVENTORY, false));

    @Override
    public List<Variant> variants() {
        return List.of(
                new Variant(
                        SERVER,
                        "one stored-code call per transaction (PL/pgSQL functions on PostgreSQL, procedures on "
                                + "MariaDB), as Swingbench calls its package pkg_tpcds_transactions"),
                new Variant(CLIENT, "the same statement and commit sent from the client, a round trip each"));
    }

    /**
     * Server where this workload has its stored code for the database, as Swingbench has only the package;
     * client elsewhere (docs/tpcds.md, "Variants").
     */
    @Override
    public String defaultVariant(String dialect) {
        return TpcdsCode.exists(dialect) ? SERVER : CLIENT;
    }

    @Override
    public String unsupportedVariant(String variant, String dialect) {
        return SERVER.equals(variant) && !TpcdsCode.exists(dialect)
                ? "The tpcds server variant's stored code exists for PostgreSQL and MariaDB only, not for " + dialect
                        + ": use --variant client."
                : null;
    }

    @Override
    public List<TransactionDef> transactions() {
        return transactions(CLIENT);
    }

    @Override
    public List<TransactionDef> transactions(String variant) {
        boolean server = SERVER.equals(variant);
        return FACTS.stream()
                .map(t -> new TransactionDef(t.shortName(), t.name(), WEIGHT, true, false, transaction(t, server)))
                .toList();
    }

    private static org.surgebench.core.spi.Transaction transaction(Fact t, boolean server) {
        if (server) {
            return t.insert()
                    ? ctx -> TpcdsServerRun.insert(ctx, t.routine(), t.table())
                    : ctx -> TpcdsServerRun.update(ctx, t.routine(), t.table());
        }
        return t.insert() ? ctx -> TpcdsRun.insert(ctx, t.table()) : ctx -> TpcdsRun.update(ctx, t.table());
    }

    /** The server variant's calls have no event-loop form: its runs take threads. */
    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions(String variant) {
        return SERVER.equals(variant) ? Map.of() : eventLoopTransactions();
    }

    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        Map<String, EventLoopTransaction> m = new LinkedHashMap<>();
        for (Fact t : FACTS) {
            m.put(
                    t.shortName(),
                    t.insert()
                            ? ctx -> TpcdsOnEventLoop.insert(ctx, t.table())
                            : ctx -> TpcdsOnEventLoop.update(ctx, t.table()));
        }
        return m;
    }

    @Override
    public List<Mix> mixes() {
        Map<String, Integer> all = new LinkedHashMap<>();
        Map<String, Integer> sales = new LinkedHashMap<>();
        for (TransactionDef t : transactions()) {
            all.put(t.shortName(), t.defaultWeight());
            if (t.name().contains("Sales")) {
                sales.put(t.shortName(), t.defaultWeight());
            }
        }
        return List.of(
                new Mix("all", "all fourteen transactions, the same weight each", all),
                new Mix("sales", "the six sales transactions of the package's 2017 version", sales));
    }

    /** Decided, as no public file says: 16 users, no think time, 120 s query timeout (docs/tpcds.md). */
    @Override
    public RunDefaults runDefaults() {
        return new RunDefaults(16, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(120));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return TpcdsRun.prepare(connection);
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options, String variant) throws SQLException {
        if (SERVER.equals(variant)) {
            TpcdsCode.require(connection, options.sql());
        }
        return TpcdsRun.prepare(connection);
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return TpcdsVerify.checks();
    }
}
