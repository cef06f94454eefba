package org.surgebench.workloads.soe;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import org.surgebench.core.spi.TxContext;

/** The read-only reporting queries, disabled in the default mix: SQ, WQ and WA. */
final class QueryTransactions {
    private QueryTransactions() {
    }

    /** SQ: a sales rep's ten largest orders (rank over order_total) with the customers' names. */
    static void salesRepQuery(TxContext ctx) throws SQLException {
        PreparedStatement ps = ctx.prepare("SELECT order_id, order_total, cust_last_name, cust_first_name, rnk FROM ("
                + "SELECT o.order_id, o.order_total, c.cust_last_name, c.cust_first_name, "
                + "RANK() OVER (ORDER BY o.order_total DESC) AS rnk FROM orders o JOIN customers c "
                + "ON c.customer_id = o.customer_id WHERE o.sales_rep_id = ?) ranked WHERE rnk <= 10 ORDER BY rnk");
        ps.setInt(1, (int) ctx.random().normal(1, 1000));
        run(ctx, ps);
    }

    /** WQ: order count and value of a warehouse by order mode, with the total (CUBE where supported). */
    static void warehouseQuery(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().warehouseQuery);
        int warehouse = ctx.random().between(1, SoeShape.WAREHOUSES);
        for (int i = 1; i <= run.sql().warehouseQueryParams; i++) {
            ps.setInt(i, warehouse);
        }
        run(ctx, ps);
    }

    /** WA: order count and value of a warehouse in twelve five-minute buckets over the last hour. */
    static void warehouseActivity(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().warehouseActivity);
        LocalDateTime since = LocalDateTime.now().minusHours(1);
        ps.setObject(1, since);
        ps.setInt(2, ctx.random().between(1, SoeShape.WAREHOUSES));
        ps.setObject(3, since);
        run(ctx, ps);
    }

    private static void run(TxContext ctx, PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ctx.query(ps)) {
            ctx.rows(SoeRun.drain(rs));
        }
        ctx.commit();
    }
}
