package org.surgebench.workloads.tpcds;

/**
 * What a column of a sales, returns or inventory row is drawn from, by the rules of Swingbench's TPC-DS-like
 * package: a dimension's surrogate key (uniformly between its smallest and largest), a date of 2004, a second of
 * the day, an item, the row's ticket or order number, a quantity or an amount (whole numbers 1 to 100 for new
 * rows). Each dimension kind names the table and the key column whose range it is.
 */
enum Draw {
    DATE("date_dim", "d_date_sk"),
    TIME("time_dim", "t_time_sk"),
    ITEM("item", "i_item_sk"),
    CUSTOMER("customer", "c_customer_sk"),
    CDEMO("customer_demographics", "cd_demo_sk"),
    HDEMO("household_demographics", "hd_demo_sk"),
    ADDR("customer_address", "ca_address_sk"),
    CALL_CENTER("call_center", "cc_call_center_sk"),
    CATALOG_PAGE("catalog_page", "cp_catalog_page_sk"),
    SHIP_MODE("ship_mode", "sm_ship_mode_sk"),
    WAREHOUSE("warehouse", "w_warehouse_sk"),
    PROMO("promotion", "p_promo_sk"),
    STORE("store", "s_store_sk"),
    WEB_PAGE("web_page", "wp_web_page_sk"),
    WEB_SITE("web_site", "web_site_sk"),
    REASON("reason", "r_reason_sk"),
    INCOME_BAND("income_band", "ib_income_band_sk"),
    /** The row's ticket (store) or order (catalog, web) number. */
    NUMBER(null, null),
    QUANTITY(null, null),
    AMOUNT(null, null);

    final String table;
    final String key;

    Draw(String table, String key) {
        this.table = table;
        this.key = key;
    }

    /** Whether the column is a key of a dimension table. */
    boolean isDimension() {
        return table != null;
    }
}
