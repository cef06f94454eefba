package org.surgebench.workloads.tpcds;

import java.util.EnumMap;
import java.util.Map;

/**
 * How many rows each table holds at a scale, and so the key range each kind of value is drawn from. Scale 1 is
 * TPC-DS's scale factor 1, the sizes Swingbench's TPC-DS-like package assumes when its ranges are not read from
 * the tables (its MAX_*_SK defaults: 50,000 addresses, 1,920,800 demographics, 100,000 customers, 7,200
 * households, 6 call centres, 11,718 catalog pages, 20 ship modes, 300 promotions, 12 stores, 5 warehouses, 60 web
 * pages, 30 web sites). Every table grows in proportion, at least one row, except the calendar: date_dim and
 * time_dim are the same days and seconds at every scale, since the transactions' dates are 2004's and their times
 * a day's seconds.
 */
record TpcdsScale(double scale) {
    /** Julian day number of 2004-01-01 and 2004-12-31: the transactions' dates (the package's MIN/MAX_DATE_SK). */
    static final long FIRST_2004 = 2_453_006;

    static final long LAST_2004 = 2_453_371;

    /** TPC-DS's first d_date_sk, 1900-01-02, and its 73,049 days. */
    static final long FIRST_DAY = 2_415_022;

    static final long DAYS = 73_049;
    static final long SECONDS = 86_400;

    /** The rows of each table at scale 1 (TPC-DS scale factor 1's counts). */
    static final Map<Draw, Long> AT_ONE = atOne();

    /** The rows of {@code draw}'s table at this scale (the calendar's are fixed). */
    long rows(Draw draw) {
        return switch (draw) {
            case DATE -> DAYS;
            case TIME -> SECONDS;
            default -> Math.max(1, Math.round(scale * AT_ONE.get(draw)));
        };
    }

    /** Rows of a fact table at this scale: the sales and returns of TPC-DS scale factor 1 in proportion. */
    long facts(long atOne) {
        return Math.max(1, Math.round(scale * atOne));
    }

    private static Map<Draw, Long> atOne() {
        Map<Draw, Long> m = new EnumMap<>(Draw.class);
        m.put(Draw.ITEM, 18_000L);
        m.put(Draw.CUSTOMER, 100_000L);
        m.put(Draw.CDEMO, 1_920_800L);
        m.put(Draw.HDEMO, 7_200L);
        m.put(Draw.ADDR, 50_000L);
        m.put(Draw.CALL_CENTER, 6L);
        m.put(Draw.CATALOG_PAGE, 11_718L);
        m.put(Draw.SHIP_MODE, 20L);
        m.put(Draw.WAREHOUSE, 5L);
        m.put(Draw.PROMO, 300L);
        m.put(Draw.STORE, 12L);
        m.put(Draw.WEB_PAGE, 60L);
        m.put(Draw.WEB_SITE, 30L);
        m.put(Draw.REASON, 35L);
        m.put(Draw.INCOME_BAND, 20L);
        return m;
    }
}
