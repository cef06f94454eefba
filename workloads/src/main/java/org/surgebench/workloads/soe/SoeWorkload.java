package org.surgebench.workloads.soe;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.SqlDialects;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;

/**
 * Swingbench's Order Entry: an online shop's customers, orders, products and stock, with its row counts,
 * transactions and default mix. Scale 1 is Swingbench's "1 GB" (1,000,000 customers).
 */
public final class SoeWorkload implements Workload {
    /** Swingbench's JDBC transactions: a round trip per statement. */
    static final String CLIENT = "client";
    /** Swingbench's default (SOE_Server_Side_V2): one stored-procedure call per transaction. */
    static final String SERVER = "server";

    @Override
    public String name() {
        return "soe";
    }

    @Override
    public String description() {
        return "Order Entry (Swingbench SOE): customers, orders, products, inventories; OLTP and read-only mixes";
    }

    @Override
    public Schema schema(SchemaOptions options) {
        SoeShape shape = new SoeShape(options.scale(), options.seed());
        SoeCatalog catalog = new SoeCatalog(options.seed());
        Map<String, String> vars = new LinkedHashMap<>();
        vars.put("customers", Long.toString(shape.customers));
        vars.put("addresses", Long.toString(shape.addresses));
        vars.put("cards", Long.toString(shape.cards));
        vars.put("orders", Long.toString(shape.orders));
        vars.put("customer_next", Long.toString(shape.customers + 1));
        vars.put("address_next", Long.toString(shape.addresses + 1));
        vars.put("card_next", Long.toString(shape.cards + 1));
        vars.put("order_next", Long.toString(shape.orders + 1));
        vars.put("logon_next", Long.toString(shape.logons + 1));
        return DdlScripts.schema(SoeWorkload.class, name(), options, SoeTables.all(shape, catalog), vars);
    }

    /**
     * The SQL of {@code <dialect>/server-side/<table>.sql} with {@link SoeServerSide}'s variables: customers,
     * addresses, card_details, orders, order_items and logon; the fixed-size tables load from the client.
     */
    @Override
    public String serverSideSql(SchemaOptions options, String table) {
        return DdlScripts.serverSide(
                SoeWorkload.class,
                options,
                table,
                () -> SoeServerSide.vars(
                        new SoeShape(options.scale(), options.seed()), new SoeCatalog(options.seed())));
    }

    @Override
    public List<TransactionDef> transactions() {
        return transactions(CLIENT);
    }

    @Override
    public List<Variant> variants() {
        return List.of(
                new Variant(
                        SERVER,
                        "one stored-procedure call per transaction (PL/SQL package on Oracle, PL/pgSQL "
                                + "functions on PostgreSQL, stored functions on MariaDB), as Swingbench's default "
                                + "SOE_Server_Side_V2"),
                new Variant(
                        CLIENT,
                        "every statement a round trip from the client, as Swingbench's JDBC "
                                + "transactions (SOE_Client_Side)"));
    }

    /**
     * Swingbench's default configuration runs the PL/SQL package: server where the database has stored code and
     * this workload has its code for it ({@code <dialect>/code.sql}).
     */
    @Override
    public String defaultVariant(String dialect) {
        return hasCode(dialect) ? SERVER : CLIENT;
    }

    @Override
    public String unsupportedVariant(String variant, String dialect) {
        if (!SERVER.equals(variant) || hasCode(dialect)) {
            return null;
        }
        SqlDialect sql = SqlDialects.named(dialect);
        return sql.has(Feature.STORED_PROCEDURES)
                ? "The soe server variant's stored code exists for Oracle, PostgreSQL, MariaDB and MySQL only, not yet for "
                        + dialect + ": use --variant client."
                : "The soe server variant calls stored procedures, which " + sql.product() + " does not have: use "
                        + "--variant client.";
    }

    private static boolean hasCode(String dialect) {
        return SqlDialects.named(dialect).has(Feature.STORED_PROCEDURES)
                && SoeWorkload.class.getResource(dialect + "/code.sql") != null;
    }

    /** The nine transactions of Swingbench's Order Entry plus the read-only mix's BPR and BOR. */
    @Override
    public List<TransactionDef> transactions(String variant) {
        return SERVER.equals(variant) ? serverTransactions() : clientTransactions();
    }

    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return eventLoopTransactions(CLIENT);
    }

    /** Both variants have their event-loop forms: the server variant's calls, the client variant's statements. */
    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions(String variant) {
        return SERVER.equals(variant) ? SoeServerOnEventLoop.transactions() : SoeClientOnEventLoop.transactions();
    }

    private static List<TransactionDef> serverTransactions() {
        return List.of(
                new TransactionDef("NCR", "Customer Registration", 15, true, false, ServerTransactions::newCustomer),
                new TransactionDef(
                        "UCD", "Update Customer Details", 10, true, false, ServerTransactions::updateCustomer),
                new TransactionDef("BP", "Browse Products", 50, true, false, ServerTransactions::browseProducts),
                new TransactionDef("OP", "Order Products", 40, true, false, ServerTransactions::orderProducts),
                new TransactionDef("PO", "Process Orders", 5, true, false, ServerTransactions::processOrders),
                new TransactionDef("BO", "Browse and Update Orders", 5, true, false, ServerTransactions::browseOrders),
                new TransactionDef("SQ", "Sales Rep Query", 2, false, true, ServerTransactions::salesRepQuery),
                new TransactionDef("WQ", "Warehouse Query", 2, false, true, ServerTransactions::warehouseQuery),
                new TransactionDef(
                        "WA", "Warehouse Activity Query", 2, false, true, ServerTransactions::warehouseActivity),
                new TransactionDef(
                        "BPR",
                        "Browse Products (read-only)",
                        50,
                        false,
                        true,
                        ServerTransactions::browseProductsReadOnly),
                new TransactionDef(
                        "BOR", "Browse Orders (read-only)", 5, false, true, ServerTransactions::browseOrdersReadOnly));
    }

    private static List<TransactionDef> clientTransactions() {
        return List.of(
                new TransactionDef(
                        "NCR", "Customer Registration", 15, true, false, ClientCustomerTransactions::newCustomer),
                new TransactionDef(
                        "UCD", "Update Customer Details", 10, true, false, ClientCustomerTransactions::updateCustomer),
                new TransactionDef("BP", "Browse Products", 50, true, true, ClientBrowseTransactions::browseProducts),
                new TransactionDef("OP", "Order Products", 40, true, false, ClientOrderTransactions::orderProducts),
                new TransactionDef("PO", "Process Orders", 5, true, false, ClientOrderTransactions::processOrders),
                new TransactionDef(
                        "BO", "Browse and Update Orders", 5, true, false, ClientBrowseTransactions::browseOrders),
                new TransactionDef("SQ", "Sales Rep Query", 2, false, true, ClientQueryTransactions::salesRepQuery),
                new TransactionDef("WQ", "Warehouse Query", 2, false, true, ClientQueryTransactions::warehouseQuery),
                new TransactionDef(
                        "WA", "Warehouse Activity Query", 2, false, true, ClientQueryTransactions::warehouseActivity),
                new TransactionDef(
                        "BPR",
                        "Browse Products (read-only)",
                        50,
                        false,
                        true,
                        ClientBrowseTransactions::browseProducts),
                new TransactionDef(
                        "BOR",
                        "Browse Orders (read-only)",
                        5,
                        false,
                        true,
                        ClientBrowseTransactions::browseOrdersReadOnly));
    }

    @Override
    public List<Mix> mixes() {
        Map<String, Integer> readOnly = new LinkedHashMap<>();
        readOnly.put("BPR", 50);
        readOnly.put("BOR", 5);
        readOnly.put("SQ", 2);
        readOnly.put("WQ", 2);
        readOnly.put("WA", 2);
        return List.of(
                Mix.ofEnabled("oltp", "Swingbench's default Order Entry mix (SQ, WQ, WA disabled)", transactions()),
                new Mix("read-only", "Browsing and queries only: no insert, update or delete", readOnly));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return prepareRun(connection, options, CLIENT);
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options, String variant) throws SQLException {
        if (SERVER.equals(variant)) {
            SoeCode.require(connection, options.sql());
        }
        return SoeRun.read(connection, options.dialect());
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return SoeVerify.checks();
    }
}
