package org.surgebench.workloads.soe;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.surgebench.core.spi.TxContext;

/**
 * The reporting queries of the client variant, disabled in the default mix: SQ, WQ and WA. One statement each,
 * the first row read, no commit (Swingbench's SalesRepsOrdersQuery, WarehouseOrdersQuery, WarehouseActivityQuery).
 */
final class ClientQueryTransactions {
    /** Sales reps and warehouses the queries pick: Swingbench's 1..999. */
    static final int MAX_ID = 999;

    private ClientQueryTransactions() {}

    /** SQ: a sales rep's ten largest orders (rank over order_total) with the customers' names. */
    static void salesRepQuery(TxContext ctx) throws SQLException {
        PreparedStatement ps = ctx.prepare(SoeSql.SALES_REP_QUERY);
        ps.setInt(1, ctx.random().between(1, MAX_ID));
        firstRow(ctx, ps);
    }

    /** WQ: order count and value of a warehouse by order mode and warehouse, CUBE (H2: its grouping sets). */
    static void warehouseQuery(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().warehouseQuery);
        int warehouse = ctx.random().between(1, MAX_ID);
        for (int i = 1; i <= run.sql().warehouseQueryParams; i++) {
            ps.setInt(i, warehouse);
        }
        firstRow(ctx, ps);
    }

    /** WA: order count and value of a warehouse in the last twelve five-minute windows. */
    static void warehouseActivity(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().warehouseActivity);
        ps.setInt(1, ctx.random().between(1, MAX_ID));
        firstRow(ctx, ps);
    }

    private static void firstRow(TxContext ctx, PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ctx.query(ps)) {
            if (rs.next()) {
                ctx.rows(1);
            }
        }
    }
}
