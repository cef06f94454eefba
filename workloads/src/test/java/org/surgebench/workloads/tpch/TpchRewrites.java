package org.surgebench.workloads.tpch;

import java.util.Map;

/**
 * Plain SQL rewrites of the queries not computed in Java ({@link TpchJavaAnswers}): the same question asked with
 * another shape (explicit joins, correlated subqueries turned into grouped derived tables, EXISTS into counts or
 * IN, a CASE into a UNION), with the same {@code {name}} parameters. A mistake in a query's text shows as a
 * difference between the two; both run on the database under test.
 */
final class TpchRewrites {
    private TpchRewrites() {}

    static final Map<TpchQuery, String> SQL = Map.ofEntries(
            Map.entry(
                    TpchQuery.Q2,
                    "SELECT s.s_acctbal, s.s_name, n.n_name, p.p_partkey, p.p_mfgr, s.s_address, "
                            + "s.s_phone, s.s_comment FROM part p JOIN partsupp ps ON ps.ps_partkey = p.p_partkey "
                            + "JOIN supplier s ON s.s_suppkey = ps.ps_suppkey JOIN nation n ON n.n_nationkey = s.s_nationkey "
                            + "JOIN region r ON r.r_regionkey = n.n_regionkey JOIN (SELECT ps2.ps_partkey AS pk, "
                            + "MIN(ps2.ps_supplycost) AS mc FROM partsupp ps2 JOIN supplier s2 ON s2.s_suppkey = "
                            + "ps2.ps_suppkey JOIN nation n2 ON n2.n_nationkey = s2.s_nationkey JOIN region r2 ON "
                            + "r2.r_regionkey = n2.n_regionkey WHERE r2.r_name = '{region}' GROUP BY ps2.ps_partkey) m "
                            + "ON m.pk = p.p_partkey AND m.mc = ps.ps_supplycost WHERE p.p_size = {size} "
                            + "AND p.p_type LIKE '%{type}' AND r.r_name = '{region}' "
                            + "ORDER BY s.s_acctbal DESC, n.n_name, s.s_name, p.p_partkey FETCH FIRST 100 ROWS ONLY"),
            Map.entry(
                    TpchQuery.Q3,
                    "SELECT o.o_orderkey, SUM(l.l_extendedprice * (1 - l.l_discount)) AS revenue, "
                            + "o.o_orderdate, o.o_shippriority FROM orders o JOIN customer c ON c.c_custkey = o.o_custkey "
                            + "JOIN lineitem l ON l.l_orderkey = o.o_orderkey WHERE c.c_mktsegment = '{segment}' "
                            + "AND o.o_orderdate < DATE '{date}' AND l.l_shipdate > DATE '{date}' "
                            + "GROUP BY o.o_orderkey, o.o_orderdate, o.o_shippriority ORDER BY 2 DESC, 3 "
                            + "FETCH FIRST 10 ROWS ONLY"),
            Map.entry(
                    TpchQuery.Q4,
                    "SELECT o_orderpriority, COUNT(*) FROM orders WHERE o_orderdate >= DATE '{date}' "
                            + "AND o_orderdate < DATE '{end}' AND o_orderkey IN (SELECT l_orderkey FROM lineitem "
                            + "WHERE l_commitdate < l_receiptdate) GROUP BY o_orderpriority ORDER BY 1"),
            Map.entry(
                    TpchQuery.Q5,
                    "SELECT n.n_name, SUM(l.l_extendedprice * (1 - l.l_discount)) AS revenue "
                            + "FROM lineitem l JOIN orders o ON o.o_orderkey = l.l_orderkey JOIN customer c ON "
                            + "c.c_custkey = o.o_custkey JOIN supplier s ON s.s_suppkey = l.l_suppkey AND s.s_nationkey = "
                            + "c.c_nationkey JOIN nation n ON n.n_nationkey = s.s_nationkey JOIN region r ON r.r_regionkey = "
                            + "n.n_regionkey WHERE r.r_name = '{region}' AND o.o_orderdate >= DATE '{date}' "
                            + "AND o.o_orderdate < DATE '{end}' GROUP BY n.n_name ORDER BY 2 DESC"),
            Map.entry(
                    TpchQuery.Q7,
                    "SELECT sn, cn, y, SUM(v) FROM (" + q7("{nation1}", "{nation2}") + " UNION ALL "
                            + q7("{nation2}", "{nation1}") + ") t GROUP BY sn, cn, y ORDER BY sn, cn, y"),
            Map.entry(
                    TpchQuery.Q8,
                    "SELECT t.y, COALESCE(n.v, 0) / t.v FROM (" + q8("") + ") t LEFT JOIN ("
                            + q8(" AND n2.n_name = '{nation}'") + ") n ON n.y = t.y ORDER BY t.y"),
            Map.entry(
                    TpchQuery.Q9,
                    "SELECT n.n_name, EXTRACT(YEAR FROM o.o_orderdate) AS y, SUM(l.l_extendedprice "
                            + "* (1 - l.l_discount) - ps.ps_supplycost * l.l_quantity) FROM lineitem l JOIN part p ON "
                            + "p.p_partkey = l.l_partkey JOIN partsupp ps ON ps.ps_partkey = l.l_partkey AND ps.ps_suppkey = "
                            + "l.l_suppkey JOIN supplier s ON s.s_suppkey = l.l_suppkey JOIN orders o ON o.o_orderkey = "
                            + "l.l_orderkey JOIN nation n ON n.n_nationkey = s.s_nationkey WHERE p.p_name LIKE '%{color}%' "
                            + "GROUP BY n.n_name, EXTRACT(YEAR FROM o.o_orderdate) ORDER BY 1, 2 DESC"),
            Map.entry(
                    TpchQuery.Q10,
                    "SELECT c.c_custkey, c.c_name, SUM(l.l_extendedprice * (1 - l.l_discount)), "
                            + "c.c_acctbal, n.n_name, c.c_address, c.c_phone, c.c_comment FROM customer c JOIN orders o ON "
                            + "o.o_custkey = c.c_custkey JOIN lineitem l ON l.l_orderkey = o.o_orderkey JOIN nation n ON "
                            + "n.n_nationkey = c.c_nationkey WHERE o.o_orderdate >= DATE '{date}' AND o.o_orderdate < "
                            + "DATE '{end}' AND l.l_returnflag = 'R' GROUP BY c.c_custkey, c.c_name, c.c_acctbal, c.c_phone, "
                            + "n.n_name, c.c_address, c.c_comment ORDER BY 3 DESC FETCH FIRST 20 ROWS ONLY"),
            Map.entry(
                    TpchQuery.Q11,
                    "SELECT v.pk, v.total FROM (" + q11("ps.ps_partkey AS pk, ", "GROUP BY " + "ps.ps_partkey")
                            + ") v JOIN (" + q11("", "") + ") a ON v.total > a.total * {fraction} "
                            + "ORDER BY v.total DESC"),
            Map.entry(
                    TpchQuery.Q12,
                    "SELECT l.l_shipmode, SUM(CASE WHEN o.o_orderpriority IN ('1-URGENT', '2-HIGH') "
                            + "THEN 1 ELSE 0 END), SUM(CASE WHEN o.o_orderpriority IN ('1-URGENT', '2-HIGH') THEN 0 ELSE 1 "
                            + "END) FROM lineitem l JOIN orders o ON o.o_orderkey = l.l_orderkey WHERE l.l_shipmode IN "
                            + "('{mode1}', '{mode2}') AND l.l_commitdate < l.l_receiptdate AND l.l_shipdate < "
                            + "l.l_commitdate AND l.l_receiptdate >= DATE '{date}' AND l.l_receiptdate < DATE '{end}' "
                            + "GROUP BY l.l_shipmode ORDER BY 1"),
            Map.entry(
                    TpchQuery.Q15,
                    "SELECT s.s_suppkey, s.s_name, s.s_address, s.s_phone, r.total FROM supplier s "
                            + "JOIN (" + q15() + ") r ON r.sk = s.s_suppkey JOIN (SELECT MAX(total) AS top FROM ("
                            + q15()
                            + ") x) m ON m.top = r.total ORDER BY 1"),
            Map.entry(
                    TpchQuery.Q16,
                    "SELECT p.p_brand, p.p_type, p.p_size, COUNT(DISTINCT ps.ps_suppkey) FROM part p "
                            + "JOIN partsupp ps ON ps.ps_partkey = p.p_partkey WHERE p.p_brand <> '{brand}' AND p.p_type NOT "
                            + "LIKE '{type}%' AND p.p_size IN ({sizes}) AND NOT EXISTS (SELECT 1 FROM supplier s WHERE "
                            + "s.s_suppkey = ps.ps_suppkey AND s.s_comment LIKE '%Customer%Complaints%') GROUP BY p.p_brand, "
                            + "p.p_type, p.p_size ORDER BY 4 DESC, 1, 2, 3"),
            Map.entry(
                    TpchQuery.Q17,
                    "SELECT SUM(l.l_extendedprice) / 7.0 FROM lineitem l JOIN part p ON p.p_partkey "
                            + "= l.l_partkey JOIN (SELECT l_partkey AS pk, AVG(l_quantity) AS aq FROM lineitem GROUP BY "
                            + "l_partkey) a ON a.pk = l.l_partkey WHERE p.p_brand = '{brand}' AND p.p_container = "
                            + "'{container}' AND l.l_quantity < 0.2 * a.aq"),
            Map.entry(
                    TpchQuery.Q18,
                    "SELECT c.c_name, c.c_custkey, o.o_orderkey, o.o_orderdate, o.o_totalprice, "
                            + "big.q FROM orders o JOIN customer c ON c.c_custkey = o.o_custkey JOIN (SELECT l_orderkey AS "
                            + "ok, SUM(l_quantity) AS q FROM lineitem GROUP BY l_orderkey HAVING SUM(l_quantity) > "
                            + "{quantity}) big ON big.ok = o.o_orderkey ORDER BY o.o_totalprice DESC, o.o_orderdate "
                            + "FETCH FIRST 100 ROWS ONLY"),
            Map.entry(
                    TpchQuery.Q19,
                    "SELECT SUM(v) FROM (" + q19("{brand1}", "SM", "{quantity1}", 5) + " UNION ALL "
                            + q19("{brand2}", "MED", "{quantity2}", 10) + " UNION ALL "
                            + q19("{brand3}", "LG", "{quantity3}", 15) + ") branches"),
            Map.entry(
                    TpchQuery.Q20,
                    "SELECT s.s_name, s.s_address FROM supplier s JOIN nation n ON n.n_nationkey = "
                            + "s.s_nationkey WHERE n.n_name = '{nation}' AND s.s_suppkey IN (SELECT ps.ps_suppkey FROM "
                            + "partsupp ps JOIN part p ON p.p_partkey = ps.ps_partkey JOIN (SELECT l_partkey AS pk, "
                            + "l_suppkey AS sk, SUM(l_quantity) AS q FROM lineitem WHERE l_shipdate >= DATE '{date}' AND "
                            + "l_shipdate < DATE '{end}' GROUP BY l_partkey, l_suppkey) shipped ON shipped.pk = "
                            + "ps.ps_partkey AND shipped.sk = ps.ps_suppkey WHERE p.p_name LIKE '{color}%' AND "
                            + "ps.ps_availqty > 0.5 * shipped.q) ORDER BY 1"),
            Map.entry(
                    TpchQuery.Q21,
                    "SELECT s.s_name, COUNT(*) FROM lineitem l JOIN supplier s ON s.s_suppkey = "
                            + "l.l_suppkey JOIN nation n ON n.n_nationkey = s.s_nationkey JOIN orders o ON o.o_orderkey = "
                            + "l.l_orderkey JOIN (SELECT l_orderkey AS ok FROM lineitem GROUP BY l_orderkey HAVING "
                            + "COUNT(DISTINCT l_suppkey) > 1) multi ON multi.ok = l.l_orderkey JOIN (SELECT l_orderkey AS ok "
                            + "FROM lineitem WHERE l_receiptdate > l_commitdate GROUP BY l_orderkey HAVING "
                            + "COUNT(DISTINCT l_suppkey) = 1) alone ON alone.ok = l.l_orderkey WHERE n.n_name = '{nation}' "
                            + "AND o.o_orderstatus = 'F' AND l.l_receiptdate > l.l_commitdate GROUP BY s.s_name "
                            + "ORDER BY 2 DESC, 1 FETCH FIRST 100 ROWS ONLY"),
            Map.entry(
                    TpchQuery.Q22,
                    "SELECT SUBSTR(c.c_phone, 1, 2), COUNT(*), SUM(c.c_acctbal) FROM customer c "
                            + "CROSS JOIN (SELECT AVG(c_acctbal) AS a FROM customer WHERE c_acctbal > 0.00 AND "
                            + "SUBSTR(c_phone, 1, 2) IN ({codes})) avg_balance LEFT JOIN orders o ON o.o_custkey = "
                            + "c.c_custkey WHERE o.o_orderkey IS NULL AND SUBSTR(c.c_phone, 1, 2) IN ({codes}) AND "
                            + "c.c_acctbal > avg_balance.a GROUP BY SUBSTR(c.c_phone, 1, 2) ORDER BY 1"));

    private static String q7(String supplierNation, String customerNation) {
        return "SELECT n1.n_name AS sn, n2.n_name AS cn, EXTRACT(YEAR FROM l.l_shipdate) AS y, l.l_extendedprice "
                + "* (1 - l.l_discount) AS v FROM lineitem l JOIN supplier s ON s.s_suppkey = l.l_suppkey "
                + "JOIN orders o ON o.o_orderkey = l.l_orderkey JOIN customer c ON c.c_custkey = o.o_custkey "
                + "JOIN nation n1 ON n1.n_nationkey = s.s_nationkey JOIN nation n2 ON n2.n_nationkey = "
                + "c.c_nationkey WHERE n1.n_name = '" + supplierNation + "' AND n2.n_name = '" + customerNation
                + "' AND l.l_shipdate >= DATE '1995-01-01' AND l.l_shipdate <= DATE '1996-12-31'";
    }

    private static String q8(String nation) {
        return "SELECT EXTRACT(YEAR FROM o.o_orderdate) AS y, SUM(l.l_extendedprice * (1 - l.l_discount)) AS v "
                + "FROM lineitem l JOIN part p ON p.p_partkey = l.l_partkey JOIN supplier s ON s.s_suppkey = "
                + "l.l_suppkey JOIN orders o ON o.o_orderkey = l.l_orderkey JOIN customer c ON c.c_custkey = "
                + "o.o_custkey JOIN nation n1 ON n1.n_nationkey = c.c_nationkey JOIN region r ON r.r_regionkey = "
                + "n1.n_regionkey JOIN nation n2 ON n2.n_nationkey = s.s_nationkey WHERE r.r_name = '{region}' "
                + "AND o.o_orderdate >= DATE '1995-01-01' AND o.o_orderdate <= DATE '1996-12-31' AND p.p_type = "
                + "'{type}'" + nation + " GROUP BY EXTRACT(YEAR FROM o.o_orderdate)";
    }

    private static String q11(String key, String group) {
        return "SELECT " + key + "SUM(ps.ps_supplycost * ps.ps_availqty) AS total FROM partsupp ps JOIN supplier s "
                + "ON s.s_suppkey = ps.ps_suppkey JOIN nation n ON n.n_nationkey = s.s_nationkey WHERE n.n_name = "
                + "'{nation}' " + group;
    }

    private static String q15() {
        return "SELECT l_suppkey AS sk, SUM(l_extendedprice * (1 - l_discount)) AS total FROM lineitem WHERE "
                + "l_shipdate >= DATE '{date}' AND l_shipdate < DATE '{end}' GROUP BY l_suppkey";
    }

    /** One branch of Q19's OR; the three are disjoint (their containers differ), so their sum is Q19's. */
    private static String q19(String brand, String size, String quantity, int maxSize) {
        return "SELECT l.l_extendedprice * (1 - l.l_discount) AS v FROM lineitem l JOIN part p ON p.p_partkey = "
                + "l.l_partkey WHERE l.l_shipmode IN ('AIR', 'AIR REG') AND l.l_shipinstruct = 'DELIVER IN PERSON' "
                + "AND p.p_brand = '" + brand + "' AND p.p_container IN ('" + size + " CASE', '" + size + " BOX', '"
                + size + " PACK', '" + size + " PKG', '" + size + " BAG') AND p.p_container NOT LIKE '"
                + (size.equals("MED") ? "%CASE" : "%BAG") + "' AND l.l_quantity BETWEEN " + quantity + " AND "
                + quantity + " + 10 AND p.p_size >= 1 AND p.p_size <= " + maxSize;
    }
}
