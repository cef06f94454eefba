package org.surgebench.workloads.tpcds;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One of the seven tables the transactions write: its columns in Swingbench's order and what each is drawn from,
 * the columns an update looks a row up by, the band of values an update writes (catalog 101..200, store
 * 201..300, web 301..400, as the package's Update*Sales; returns take their channel's band, inventory the
 * catalog's) and its rows at scale 1 (TPC-DS scale factor 1's). A return names the sales table its numbers refer
 * to.
 */
record FactTable(
        String name,
        Map<String, Draw> columns,
        List<String> lookup,
        int updateFrom,
        int updateTo,
        long rowsAtOne,
        FactTable returnsOf) {

    static final FactTable STORE_SALES = new FactTable(
            "store_sales", cols("ss_", """
                    sold_date_sk DATE, sold_time_sk TIME, item_sk ITEM, customer_sk CUSTOMER, cdemo_sk CDEMO
                    hdemo_sk HDEMO, addr_sk ADDR, store_sk STORE, promo_sk PROMO, ticket_number NUMBER
                    quantity QUANTITY, wholesale_cost AMOUNT, list_price AMOUNT, sales_price AMOUNT
                    ext_discount_amt AMOUNT, ext_sales_price AMOUNT, ext_wholesale_cost AMOUNT, ext_list_price AMOUNT
                    ext_tax AMOUNT, coupon_amt AMOUNT, net_paid AMOUNT, net_paid_inc_tax AMOUNT, net_profit AMOUNT
                    """), List.of("ss_item_sk", "ss_ticket_number"), 201, 300, 2_880_404, null);

    static final FactTable CATALOG_SALES = new FactTable(
            "catalog_sales", cols("cs_", """
                    sold_date_sk DATE, sold_time_sk TIME, ship_date_sk DATE, bill_customer_sk CUSTOMER
                    bill_cdemo_sk CDEMO, bill_hdemo_sk HDEMO, bill_addr_sk ADDR, ship_customer_sk CUSTOMER
                    ship_cdemo_sk CDEMO, ship_hdemo_sk HDEMO, ship_addr_sk ADDR, call_center_sk CALL_CENTER
                    catalog_page_sk CATALOG_PAGE, ship_mode_sk SHIP_MODE, warehouse_sk WAREHOUSE, item_sk ITEM
                    promo_sk PROMO, order_number NUMBER, quantity QUANTITY, wholesale_cost AMOUNT, list_price AMOUNT
                    sales_price AMOUNT, ext_discount_amt AMOUNT, ext_sales_price AMOUNT, ext_wholesale_cost AMOUNT
                    ext_list_price AMOUNT, ext_tax AMOUNT, coupon_amt AMOUNT, ext_ship_cost AMOUNT, net_paid AMOUNT
                    net_paid_inc_tax AMOUNT, net_paid_inc_ship AMOUNT, net_paid_inc_ship_tax AMOUNT, net_profit AMOUNT
                    """), List.of("cs_item_sk", "cs_order_number"), 101, 200, 1_441_548, null);

    static final FactTable WEB_SALES = new FactTable(
            "web_sales", cols("ws_", """
                    sold_date_sk DATE, sold_time_sk TIME, ship_date_sk DATE, item_sk ITEM, bill_customer_sk CUSTOMER
                    bill_cdemo_sk CDEMO, bill_hdemo_sk HDEMO, bill_addr_sk ADDR, ship_customer_sk CUSTOMER
                    ship_cdemo_sk CDEMO, ship_hdemo_sk HDEMO, ship_addr_sk ADDR, web_page_sk WEB_PAGE
                    web_site_sk WEB_SITE, ship_mode_sk SHIP_MODE, warehouse_sk WAREHOUSE, promo_sk PROMO
                    order_number NUMBER, quantity QUANTITY, wholesale_cost AMOUNT, list_price AMOUNT
                    sales_price AMOUNT, ext_discount_amt AMOUNT, ext_sales_price AMOUNT, ext_wholesale_cost AMOUNT
                    ext_list_price AMOUNT, ext_tax AMOUNT, coupon_amt AMOUNT, ext_ship_cost AMOUNT, net_paid AMOUNT
                    net_paid_inc_tax AMOUNT, net_paid_inc_ship AMOUNT, net_paid_inc_ship_tax AMOUNT, net_profit AMOUNT
                    """), List.of("ws_item_sk", "ws_order_number"), 301, 400, 719_384, null);

    static final FactTable STORE_RETURNS = new FactTable(
            "store_returns",
            cols("sr_", """
                    returned_date_sk DATE, return_time_sk TIME, item_sk ITEM, customer_sk CUSTOMER, cdemo_sk CDEMO
                    hdemo_sk HDEMO, addr_sk ADDR, store_sk STORE, reason_sk REASON, ticket_number NUMBER
                    return_quantity QUANTITY, return_amt AMOUNT, return_tax AMOUNT, return_amt_inc_tax AMOUNT
                    fee AMOUNT, return_ship_cost AMOUNT, refunded_cash AMOUNT, reversed_charge AMOUNT
                    store_credit AMOUNT, net_loss AMOUNT
                    """),
            List.of("sr_item_sk", "sr_ticket_number"),
            201,
            300,
            287_514,
            STORE_SALES);

    static final FactTable CATALOG_RETURNS = new FactTable(
            "catalog_returns",
            cols("cr_", """
                    returned_date_sk DATE, returned_time_sk TIME, item_sk ITEM, refunded_customer_sk CUSTOMER
                    refunded_cdemo_sk CDEMO, refunded_hdemo_sk HDEMO, refunded_addr_sk ADDR
                    returning_customer_sk CUSTOMER, returning_cdemo_sk CDEMO, returning_hdemo_sk HDEMO
                    returning_addr_sk ADDR, call_center_sk CALL_CENTER, catalog_page_sk CATALOG_PAGE
                    ship_mode_sk SHIP_MODE, warehouse_sk WAREHOUSE, reason_sk REASON, order_number NUMBER
                    return_quantity QUANTITY, return_amount AMOUNT, return_tax AMOUNT, return_amt_inc_tax AMOUNT
                    fee AMOUNT, return_ship_cost AMOUNT, refunded_cash AMOUNT, reversed_charge AMOUNT
                    store_credit AMOUNT, net_loss AMOUNT
                    """),
            List.of("cr_item_sk", "cr_order_number"),
            101,
            200,
            144_067,
            CATALOG_SALES);

    static final FactTable WEB_RETURNS = new FactTable(
            "web_returns", cols("wr_", """
                    returned_date_sk DATE, returned_time_sk TIME, item_sk ITEM, refunded_customer_sk CUSTOMER
                    refunded_cdemo_sk CDEMO, refunded_hdemo_sk HDEMO, refunded_addr_sk ADDR
                    returning_customer_sk CUSTOMER, returning_cdemo_sk CDEMO, returning_hdemo_sk HDEMO
                    returning_addr_sk ADDR, web_page_sk WEB_PAGE, reason_sk REASON, order_number NUMBER
                    return_quantity QUANTITY, return_amt AMOUNT, return_tax AMOUNT, return_amt_inc_tax AMOUNT
                    fee AMOUNT, return_ship_cost AMOUNT, refunded_cash AMOUNT, reversed_charge AMOUNT
                    account_credit AMOUNT, net_loss AMOUNT
                    """), List.of("wr_item_sk", "wr_order_number"), 301, 400, 71_763, WEB_SALES);

    static final FactTable INVENTORY = new FactTable(
            "inventory",
            cols("inv_", """
                    date_sk DATE, item_sk ITEM, warehouse_sk WAREHOUSE, quantity_on_hand QUANTITY
                    """),
            List.of("inv_date_sk", "inv_item_sk", "inv_warehouse_sk"),
            101,
            200,
            11_745_000,
            null);

    static final List<FactTable> ALL =
            List.of(STORE_SALES, CATALOG_SALES, WEB_SALES, STORE_RETURNS, CATALOG_RETURNS, WEB_RETURNS, INVENTORY);

    /** The ticket or order number column; null for inventory. */
    String number() {
        return columns.entrySet().stream()
                .filter(e -> e.getValue() == Draw.NUMBER)
                .map(Map.Entry::getKey)
                .findFirst()
                .orElse(null);
    }

    /** The columns an update writes: the quantity and the amounts. */
    List<String> updated() {
        List<String> out = new ArrayList<>();
        columns.forEach((c, d) -> {
            if (d == Draw.QUANTITY || d == Draw.AMOUNT) {
                out.add(c);
            }
        });
        return out;
    }

    String insertSql() {
        String marks = String.join(", ", java.util.Collections.nCopies(columns.size(), "?"));
        return "INSERT INTO " + name + " (" + String.join(", ", columns.keySet()) + ") VALUES (" + marks + ")";
    }

    String updateSql() {
        return "UPDATE " + name + " SET " + String.join(" = ?, ", updated()) + " = ? WHERE "
                + String.join(" = ? AND ", lookup) + " = ?";
    }

    /** Columns from a prefix and "name KIND" pairs, separated by commas or line ends. */
    private static Map<String, Draw> cols(String prefix, String pairs) {
        Map<String, Draw> m = new LinkedHashMap<>();
        String[] words = pairs.strip().split("[\\s,]+");
        for (int i = 0; i < words.length; i += 2) {
            m.put(prefix + words[i], Draw.valueOf(words[i + 1]));
        }
        return m;
    }
}
