package org.surgebench.workloads.tpcc;

import java.util.List;
import org.surgebench.core.spi.TableDef;

/**
 * The nine TPC-C tables in load order: columns, rows and the generator of their initial population
 * ({@link TpccRows}). A generator key is one row except for ORDER_LINE (one key per order, 5..15 rows).
 */
final class TpccTables {
    private TpccTables() {}

    static List<TableDef> all(TpccShape s) {
        return List.of(
                item(),
                warehouse(s),
                district(s),
                customer(s),
                history(s),
                orders(s),
                newOrder(s),
                orderLine(s),
                stock(s));
    }

    private static TableDef item() {
        return new TableDef(
                "item",
                List.of("i_id", "i_im_id", "i_name", "i_price", "i_data"),
                TpccShape.ITEMS,
                TpccShape.ITEMS,
                82,
                TpccRows::items);
    }

    private static TableDef warehouse(TpccShape s) {
        return new TableDef(
                "warehouse",
                List.of("w_id", "w_name", "w_street_1", "w_street_2", "w_city", "w_state", "w_zip", "w_tax", "w_ytd"),
                s.warehouses(),
                s.warehouses(),
                89,
                TpccRows::warehouses);
    }

    private static TableDef district(TpccShape s) {
        return new TableDef(
                "district",
                List.of(
                        "d_id",
                        "d_w_id",
                        "d_name",
                        "d_street_1",
                        "d_street_2",
                        "d_city",
                        "d_state",
                        "d_zip",
                        "d_tax",
                        "d_ytd",
                        "d_next_o_id"),
                s.districts(),
                s.districts(),
                95,
                TpccRows::districts);
    }

    private static TableDef customer(TpccShape s) {
        return new TableDef(
                "customer",
                List.of(
                        "c_id",
                        "c_d_id",
                        "c_w_id",
                        "c_first",
                        "c_middle",
                        "c_last",
                        "c_street_1",
                        "c_street_2",
                        "c_city",
                        "c_state",
                        "c_zip",
                        "c_phone",
                        "c_since",
                        "c_credit",
                        "c_credit_lim",
                        "c_discount",
                        "c_balance",
                        "c_ytd_payment",
                        "c_payment_cnt",
                        "c_delivery_cnt",
                        "c_data"),
                s.customers(),
                s.customers(),
                655,
                TpccRows::customers);
    }

    private static TableDef history(TpccShape s) {
        return new TableDef(
                "history",
                List.of("h_c_id", "h_c_d_id", "h_c_w_id", "h_d_id", "h_w_id", "h_date", "h_amount", "h_data"),
                s.customers(),
                s.customers(),
                46,
                TpccRows::history);
    }

    private static TableDef orders(TpccShape s) {
        return new TableDef(
                "orders",
                List.of("o_id", "o_d_id", "o_w_id", "o_c_id", "o_entry_d", "o_carrier_id", "o_ol_cnt", "o_all_local"),
                s.orders(),
                s.orders(),
                24,
                (seed, from, to, sink) -> TpccRows.orders(s, seed, from, to, sink));
    }

    private static TableDef newOrder(TpccShape s) {
        return new TableDef(
                "new_order",
                List.of("no_o_id", "no_d_id", "no_w_id"),
                s.newOrders(),
                s.newOrders(),
                8,
                TpccRows::newOrders);
    }

    private static TableDef orderLine(TpccShape s) {
        return new TableDef(
                "order_line",
                List.of(
                        "ol_o_id",
                        "ol_d_id",
                        "ol_w_id",
                        "ol_number",
                        "ol_i_id",
                        "ol_supply_w_id",
                        "ol_delivery_d",
                        "ol_quantity",
                        "ol_amount",
                        "ol_dist_info"),
                s.orders(),
                s.orderLines(),
                54,
                (seed, from, to, sink) -> TpccRows.orderLines(s, seed, from, to, sink));
    }

    private static TableDef stock(TpccShape s) {
        return new TableDef(
                "stock",
                List.of(
                        "s_i_id",
                        "s_w_id",
                        "s_quantity",
                        "s_dist_01",
                        "s_dist_02",
                        "s_dist_03",
                        "s_dist_04",
                        "s_dist_05",
                        "s_dist_06",
                        "s_dist_07",
                        "s_dist_08",
                        "s_dist_09",
                        "s_dist_10",
                        "s_ytd",
                        "s_order_cnt",
                        "s_remote_cnt",
                        "s_data"),
                s.stock(),
                s.stock(),
                306,
                TpccRows::stock);
    }
}
