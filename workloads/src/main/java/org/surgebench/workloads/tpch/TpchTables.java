package org.surgebench.workloads.tpch;

import java.util.Arrays;
import java.util.List;
import org.surgebench.core.spi.TableDef;

/**
 * The eight TPC-H tables in load order (clause 1.4): columns, rows and the generator of their initial population
 * ({@link TpchRows}). A generator key is one row except for LINEITEM (one key per order, 1..7 rows).
 */
final class TpchTables {
    private TpchTables() {}

    static List<TableDef> all(TpchShape s) {
        return List.of(
                new TableDef(
                        "region",
                        columns("r_regionkey, r_name, r_comment"),
                        TpchShape.REGIONS,
                        TpchShape.REGIONS,
                        90,
                        TpchRows::regions),
                new TableDef(
                        "nation",
                        columns("n_nationkey, n_name, n_regionkey, n_comment"),
                        TpchShape.NATIONS,
                        TpchShape.NATIONS,
                        100,
                        TpchRows::nations),
                new TableDef(
                        "supplier",
                        columns("s_suppkey, s_name, s_address, s_nationkey, s_phone, s_acctbal, s_comment"),
                        s.suppliers(),
                        s.suppliers(),
                        160,
                        (seed, from, to, sink) -> TpchRows.suppliers(at(s, seed), seed, from, to, sink)),
                new TableDef(
                        "part",
                        columns("p_partkey, p_name, p_mfgr, p_brand, p_type, p_size, p_container, p_retailprice, "
                                + "p_comment"),
                        s.parts(),
                        s.parts(),
                        155,
                        TpchRows::parts),
                new TableDef(
                        "partsupp",
                        columns("ps_partkey, ps_suppkey, ps_availqty, ps_supplycost, ps_comment"),
                        s.partsupps(),
                        s.partsupps(),
                        145,
                        (seed, from, to, sink) -> TpchRows.partsupps(at(s, seed), seed, from, to, sink)),
                new TableDef(
                        "customer",
                        columns("c_custkey, c_name, c_address, c_nationkey, c_phone, c_acctbal, c_mktsegment, "
                                + "c_comment"),
                        s.customers(),
                        s.customers(),
                        180,
                        TpchRows::customers),
                new TableDef(
                        "orders",
                        columns(TpchOrder.ORDERS_COLUMNS),
                        s.orders(),
                        s.orders(),
                        120,
                        (seed, from, to, sink) -> TpchRows.orders(at(s, seed), from, to, sink)),
                new TableDef(
                        "lineitem",
                        columns(TpchOrder.LINEITEM_COLUMNS),
                        s.orders(),
                        s.lineItems(),
                        130,
                        (seed, from, to, sink) -> TpchRows.lineItems(at(s, seed), from, to, sink)));
    }

    /** The shape at the generator's seed (the same as the schema's in a generation). */
    private static TpchShape at(TpchShape s, long seed) {
        return seed == s.seed() ? s : new TpchShape(s.scale(), seed);
    }

    static List<String> columns(String list) {
        return Arrays.stream(list.split(",")).map(String::strip).toList();
    }
}
