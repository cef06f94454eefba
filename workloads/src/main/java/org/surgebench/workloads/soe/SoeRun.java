package org.surgebench.workloads.soe;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * What every user of a run shares: the id ranges of the loaded customers (from ORDERENTRY_METADATA) and of the
 * warehouses (as Swingbench's transactions read them once), and the dialect's SQL. Also the small steps several
 * client transactions share: the logon, the reads by customer.
 *
 * <p>Random ids follow Swingbench's half-open ranges: a customer is drawn from min..max-1 of the metadata, a
 * warehouse from min..max-1 of WAREHOUSES. Customers registered during the run are never drawn.
 */
record SoeRun(long minCustomer, long maxCustomer, int minWarehouse, int maxWarehouse, SoeSql sql) {

    static SoeRun read(Connection c, String dialect) throws SQLException {
        Map<String, Long> m = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT metadata_key, metadata_value FROM orderentry_metadata");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                m.put(
                        rs.getString(1).trim().toUpperCase(Locale.ROOT),
                        Long.parseLong(rs.getString(2).trim()));
            }
        }
        for (String k : new String[] {"SOE_MIN_CUSTOMER_ID", "SOE_MAX_CUSTOMER_ID"}) {
            if (!m.containsKey(k)) {
                throw new SQLException("ORDERENTRY_METADATA has no " + k + " row: regenerate the soe schema.");
            }
        }
        int minWarehouse;
        int maxWarehouse;
        try (PreparedStatement ps = c.prepareStatement("SELECT MIN(warehouse_id), MAX(warehouse_id) FROM warehouses");
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            minWarehouse = rs.getInt(1);
            maxWarehouse = rs.getInt(2);
        }
        return new SoeRun(
                m.get("SOE_MIN_CUSTOMER_ID"),
                m.get("SOE_MAX_CUSTOMER_ID"),
                minWarehouse,
                maxWarehouse,
                new SoeSql(org.surgebench.core.spi.SqlDialects.named(dialect)));
    }

    /** A loaded customer, min..max-1 (with one customer, that one). */
    long randomCustomer(Rng r) {
        return maxCustomer > minCustomer ? r.between(minCustomer, maxCustomer - 1) : minCustomer;
    }

    /** A warehouse, min..max-1 of WAREHOUSES. */
    int randomWarehouse(Rng r) {
        return maxWarehouse > minWarehouse ? r.between(minWarehouse, maxWarehouse - 1) : minWarehouse;
    }

    /** Swingbench's logon: a LOGON row (its id from logon_seq inside the insert), committed at once. */
    void logon(TxContext ctx, long customer) throws SQLException {
        sql.ids.insertLogon(ctx, customer, LocalDateTime.now());
        ctx.commit();
    }

    /** Reads the rows of a customer-keyed query and returns the first row's first column, or -1 when none. */
    static long firstId(TxContext ctx, String sql, long key) throws SQLException {
        PreparedStatement ps = ctx.prepare(sql);
        ps.setLong(1, key);
        try (ResultSet rs = ctx.query(ps)) {
            return rs.next() ? rs.getLong(1) : -1;
        }
    }

    /** Drains a result set, returning its row count (reads every column as a client showing the rows would). */
    static int drain(ResultSet rs) throws SQLException {
        int n = 0;
        int columns = rs.getMetaData().getColumnCount();
        while (rs.next()) {
            for (int i = 1; i <= columns; i++) {
                rs.getObject(i);
            }
            n++;
        }
        return n;
    }
}
