package org.surgebench.workloads.tpch;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.VerifyCheck;

/**
 * What must hold of a TPC-H schema after the load and after any refresh functions: the cardinalities of the
 * scale factor (clause 4.2.5), the key ranges (clause 4.2.3), the referential rules (clause 1.4.2) and the
 * derived order columns (O_TOTALPRICE, O_ORDERSTATUS). ORDERS and LINEITEM change with RF1 and RF2: there the
 * loaded orders still present must be all but the first RF2 deleted (a whole number of refresh sets), and RF1's
 * orders whole refresh sets in the keys the load left free ({@link TpchRefresh}).
 */
final class TpchVerify {
    private TpchVerify() {}

    /** An order key of the load's or RF1's blocks of 32 (NewOrder's come after them). */
    static String inBlocks(TpchShape s) {
        return "o_orderkey <= " + s.lastBlockKey();
    }

    /** An order key the load used: the first 8 of each block of 32. */
    static String loadedKey(TpchShape s) {
        return inBlocks(s) + " AND MOD(o_orderkey - 1, 32) < 8";
    }

    static List<VerifyCheck> checks() {
        List<VerifyCheck> checks = new ArrayList<>();
        checks.add(VerifyCheck.of("TPC-H rows per scale factor: REGION to CUSTOMER", TpchVerify::fixedCounts));
        checks.add(VerifyCheck.of("TPC-H key ranges", TpchVerify::keyRanges));
        checks.add(VerifyCheck.of("TPC-H orders: the load's less RF2's sets, plus RF1's sets", TpchVerify::orders));
        checks.add(VerifyCheck.of(
                "TPC-H every order of the load and RF1 has 1..7 line items numbered from 1", TpchVerify::lines));
        checks.addAll(TpchOltpVerify.checks());
        none(
                checks,
                "every line item has its order",
                "line items",
                "SELECT COUNT(*) FROM lineitem l WHERE NOT EXISTS "
                        + "(SELECT 1 FROM orders o WHERE o.o_orderkey = l.l_orderkey)");
        none(
                checks,
                "O_TOTALPRICE is the sum of its lines' charges",
                "orders",
                "SELECT COUNT(*) FROM orders o JOIN (SELECT l_orderkey, COUNT(*) AS n, "
                        + "SUM(l_extendedprice * (1 + l_tax) * (1 - l_discount)) AS total FROM lineitem "
                        + "GROUP BY l_orderkey) l ON l.l_orderkey = o.o_orderkey "
                        + "WHERE ABS(o.o_totalprice - l.total) > 0.01 * l.n");
        none(
                checks,
                "O_ORDERSTATUS is F, O or P as its lines' L_LINESTATUS",
                "orders",
                "SELECT COUNT(*) FROM orders o JOIN (SELECT l_orderkey, COUNT(*) AS n, "
                        + "SUM(CASE WHEN l_linestatus = 'F' THEN 1 ELSE 0 END) AS f FROM lineitem "
                        + "GROUP BY l_orderkey) l ON l.l_orderkey = o.o_orderkey WHERE o.o_orderstatus <> "
                        + "CASE WHEN l.f = l.n THEN 'F' WHEN l.f = 0 THEN 'O' ELSE 'P' END");
        none(
                checks,
                "line items ship after the order and arrive after shipping",
                "line items",
                "SELECT COUNT(*) FROM lineitem l JOIN orders o ON o.o_orderkey = l.l_orderkey "
                        + "WHERE l.l_shipdate <= o.o_orderdate OR l.l_receiptdate <= l.l_shipdate "
                        + "OR l.l_commitdate <= o.o_orderdate");
        none(
                checks,
                "every order's customer exists and has a key that is not a multiple of 3",
                "orders",
                "SELECT COUNT(*) FROM orders o WHERE MOD(o.o_custkey, 3) = 0 OR NOT EXISTS "
                        + "(SELECT 1 FROM customer c WHERE c.c_custkey = o.o_custkey)");
        none(
                checks,
                "every line item's part and supplier is a PARTSUPP row",
                "line items",
                "SELECT COUNT(*) FROM lineitem l WHERE NOT EXISTS (SELECT 1 FROM partsupp ps "
                        + "WHERE ps.ps_partkey = l.l_partkey AND ps.ps_suppkey = l.l_suppkey)");
        none(
                checks,
                "every PARTSUPP row's part and supplier exist, four suppliers a part",
                "parts",
                "SELECT COUNT(*) FROM part p WHERE 4 <> (SELECT COUNT(DISTINCT ps.ps_suppkey) FROM partsupp ps "
                        + "JOIN supplier s ON s.s_suppkey = ps.ps_suppkey WHERE ps.ps_partkey = p.p_partkey)");
        none(
                checks,
                "every supplier's, customer's and nation's nation and region exist",
                "rows",
                "SELECT (SELECT COUNT(*) FROM supplier s WHERE NOT EXISTS (SELECT 1 FROM nation n "
                        + "WHERE n.n_nationkey = s.s_nationkey)) + (SELECT COUNT(*) FROM customer c WHERE NOT EXISTS "
                        + "(SELECT 1 FROM nation n WHERE n.n_nationkey = c.c_nationkey)) + (SELECT COUNT(*) FROM "
                        + "nation n WHERE NOT EXISTS (SELECT 1 FROM region r WHERE r.r_regionkey = n.n_regionkey)) "
                        + "FROM region WHERE r_regionkey = 0");
        return List.copyOf(checks);
    }

    private static String fixedCounts(Connection c, SchemaOptions o) throws SQLException {
        TpchShape s = new TpchShape(o.scale(), o.seed());
        long[] expected = {TpchShape.REGIONS, TpchShape.NATIONS, s.suppliers(), s.parts(), s.partsupps(), s.customers()
        };
        String[] tables = {"region", "nation", "supplier", "part", "partsupp", "customer"};
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < tables.length; i++) {
            // NewCustomer's customers come after the load's: TpchOltpVerify judges them.
            String loaded = "customer".equals(tables[i]) ? " WHERE c_custkey < " + s.firstNewCustomerKey() : "";
            long n = single(c, "SELECT COUNT(*) FROM " + tables[i] + loaded);
            if (n != expected[i]) {
                wrong.add(tables[i] + " has " + n + " rows, SF " + o.scale() + " has " + expected[i]);
            }
        }
        return wrong.isEmpty() ? null : String.join("; ", wrong) + ".";
    }

    /** The load's and RF1's orders (NewOrder's, after the blocks, have no line items: TpchOltpVerify). */
    private static String lines(Connection c, SchemaOptions o) throws SQLException {
        long n = single(
                c,
                "SELECT COUNT(*) FROM orders o LEFT JOIN (SELECT l_orderkey, COUNT(*) AS n, MAX(l_linenumber) AS m "
                        + "FROM lineitem GROUP BY l_orderkey) l ON l.l_orderkey = o.o_orderkey WHERE "
                        + inBlocks(new TpchShape(o.scale(), o.seed())) + " AND (l.n IS NULL OR l.n > 7 OR l.m <> l.n)");
        return n == 0 ? null : n + " orders break it.";
    }

    private static String keyRanges(Connection c, SchemaOptions o) throws SQLException {
        TpchShape s = new TpchShape(o.scale(), o.seed());
        List<String> wrong = new ArrayList<>();
        range(c, wrong, "r_regionkey", "region", 0, TpchShape.REGIONS - 1);
        range(c, wrong, "n_nationkey", "nation", 0, TpchShape.NATIONS - 1);
        range(c, wrong, "s_suppkey", "supplier", 1, s.suppliers());
        range(c, wrong, "p_partkey", "part", 1, s.parts());
        range(c, wrong, "c_custkey", "customer WHERE c_custkey < " + s.firstNewCustomerKey(), 1, s.customers());
        return wrong.isEmpty() ? null : String.join("; ", wrong) + ".";
    }

    private static void range(Connection c, List<String> wrong, String key, String table, long min, long max)
            throws SQLException {
        long lo = single(c, "SELECT MIN(" + key + ") FROM " + table);
        long hi = single(c, "SELECT MAX(" + key + ") FROM " + table);
        long distinct = single(c, "SELECT COUNT(DISTINCT " + key + ") FROM " + table);
        if (lo != min || hi != max || distinct != max - min + 1) {
            wrong.add(key + " runs " + lo + ".." + hi + " (" + distinct + " distinct), not " + min + ".." + max);
        }
    }

    private static String orders(Connection c, SchemaOptions o) throws SQLException {
        TpchShape s = new TpchShape(o.scale(), o.seed());
        TpchRefresh.State state = TpchRefresh.State.read(c, s);
        long set = s.refreshOrders();
        if (state.deletedLoaded() % set != 0 || state.refreshOrders() % set != 0) {
            return "the orders are not whole refresh sets of " + set + ": " + state.deletedLoaded()
                    + " of the load's missing, " + state.refreshOrders() + " in RF1's keys.";
        }
        if (state.deletedLoaded() < s.orders()) {
            long first = single(c, "SELECT MIN(o_orderkey) FROM orders WHERE " + loadedKey(s));
            long expected = TpchShape.orderKey(state.deletedLoaded() + 1);
            if (first != expected) {
                return "the load's orders RF2 deleted are not its first ones: the first left has key " + first
                        + ", not " + expected + ".";
            }
        }
        return null;
    }

    /** A check that holds when {@code sql} counts none of {@code what}. */
    private static void none(List<VerifyCheck> checks, String name, String what, String sql) {
        checks.add(VerifyCheck.of("TPC-H " + name, (c, o) -> {
            long n = single(c, sql);
            return n == 0 ? null : n + " " + what + " break it.";
        }));
    }

    static long single(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
