package org.surgebench.workloads.soe;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * What every user of a run shares: the id ranges of the loaded customers and orders (from
 * ORDERENTRY_METADATA, as Swingbench's transactions pick random existing ids), the generation seed (to
 * find loaded customers by name) and the dialect's SQL. Also the small steps several transactions share.
 */
record SoeRun(long seed, long minCustomer, long maxCustomer, long minOrder, long maxOrder, SoeSql sql) {

    static SoeRun read(Connection c, String dialect, long seed) throws SQLException {
        Map<String, Long> m = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT metadata_key, metadata_value FROM orderentry_metadata");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                m.put(rs.getString(1).trim().toUpperCase(java.util.Locale.ROOT), Long.parseLong(rs.getString(2).trim()));
            }
        }
        for (String k : new String[] {"SOE_MIN_CUSTOMER_ID", "SOE_MAX_CUSTOMER_ID", "SOE_MIN_ORDER_ID",
            "SOE_MAX_ORDER_ID"}) {
            if (!m.containsKey(k)) {
                throw new SQLException("ORDERENTRY_METADATA has no " + k + " row: regenerate the soe schema.");
            }
        }
        return new SoeRun(seed, m.get("SOE_MIN_CUSTOMER_ID"), m.get("SOE_MAX_CUSTOMER_ID"), m.get("SOE_MIN_ORDER_ID"),
                m.get("SOE_MAX_ORDER_ID"), new SoeSql(dialect));
    }

    long randomCustomer(Rng r) {
        return r.between(minCustomer, maxCustomer);
    }

    /** Takes the next value of a sequence (one counted select). */
    static long nextId(TxContext ctx, String sql) throws SQLException {
        PreparedStatement ps = ctx.prepare(sql);
        try (ResultSet rs = ctx.query(ps)) {
            if (!rs.next()) {
                throw new SQLException("No value from: " + sql);
            }
            return rs.getLong(1);
        }
    }

    /** Records a logon of the customer (sequence value plus insert), as OP, BO and NCR do. */
    void logon(TxContext ctx, long customer) throws SQLException {
        long id = nextId(ctx, sql.nextLogon);
        PreparedStatement ins = ctx.prepare(
                "INSERT INTO logon (logon_id, customer_id, logon_date) VALUES (?, ?, LOCALTIMESTAMP)");
        ins.setLong(1, id);
        ins.setLong(2, customer);
        ctx.update(ins);
    }

    /** Reads one customer by id; returns its customer_class, or null when there is no such customer. */
    static String readCustomer(TxContext ctx, long customer) throws SQLException {
        PreparedStatement ps = ctx.prepare("SELECT " + SoeSql.customerColumns()
                + " FROM customers WHERE customer_id = ?");
        ps.setLong(1, customer);
        try (ResultSet rs = ctx.query(ps)) {
            return rs.next() ? rs.getString("customer_class") : null;
        }
    }

    /** Drains a result set, returning its row count (reads every column as Swingbench's clients do). */
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
