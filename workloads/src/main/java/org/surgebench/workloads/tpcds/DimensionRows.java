package org.surgebench.workloads.tpcds;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.TableDef;

/**
 * The dimension tables whose key ranges the transactions draw from: each holds its surrogate key (1..rows, as
 * TPC-DS numbers them) and one descriptive column, TPC-DS's business id where the table has one. No transaction
 * reads any other dimension column, so the rest of TPC-DS's are left out (docs/tpcds.md). The calendar is
 * TPC-DS's: date_dim's 73,049 days from 1900-01-02 keyed by Julian day number, time_dim's 86,400 seconds.
 */
final class DimensionRows {
    /** The descriptive column of each generic dimension, and how it is written. */
    enum Text {
        ID,
        GENDER,
        BUY_POTENTIAL,
        LOWER_BOUND
    }

    record Dimension(Draw draw, String column, Text text, int rowBytes) {}

    static final List<Dimension> GENERIC = List.of(
            new Dimension(Draw.ITEM, "i_item_id", Text.ID, 40),
            new Dimension(Draw.CUSTOMER, "c_customer_id", Text.ID, 40),
            new Dimension(Draw.CDEMO, "cd_gender", Text.GENDER, 30),
            new Dimension(Draw.HDEMO, "hd_buy_potential", Text.BUY_POTENTIAL, 36),
            new Dimension(Draw.ADDR, "ca_address_id", Text.ID, 40),
            new Dimension(Draw.CALL_CENTER, "cc_call_center_id", Text.ID, 40),
            new Dimension(Draw.CATALOG_PAGE, "cp_catalog_page_id", Text.ID, 40),
            new Dimension(Draw.SHIP_MODE, "sm_ship_mode_id", Text.ID, 40),
            new Dimension(Draw.WAREHOUSE, "w_warehouse_id", Text.ID, 40),
            new Dimension(Draw.PROMO, "p_promo_id", Text.ID, 40),
            new Dimension(Draw.STORE, "s_store_id", Text.ID, 40),
            new Dimension(Draw.WEB_PAGE, "wp_web_page_id", Text.ID, 40),
            new Dimension(Draw.WEB_SITE, "web_site_id", Text.ID, 40),
            new Dimension(Draw.REASON, "r_reason_id", Text.ID, 40),
            new Dimension(Draw.INCOME_BAND, "ib_lower_bound", Text.LOWER_BOUND, 30));

    static final String[] BUY_POTENTIALS = {"0-500", "501-1000", "1001-5000", "5001-10000", ">10000", "Unknown"};
    static final LocalDate FIRST_DATE = LocalDate.of(1900, 1, 2);

    private DimensionRows() {}

    static List<TableDef> tables(TpcdsScale scale) {
        List<TableDef> out = new ArrayList<>();
        out.add(new TableDef(
                "date_dim",
                List.of("d_date_sk", "d_date_id", "d_date", "d_year", "d_moy", "d_dom"),
                TpcdsScale.DAYS,
                TpcdsScale.DAYS,
                60,
                DimensionRows::dates));
        out.add(new TableDef(
                "time_dim",
                List.of("t_time_sk", "t_time_id", "t_time", "t_hour", "t_minute", "t_second"),
                TpcdsScale.SECONDS,
                TpcdsScale.SECONDS,
                60,
                DimensionRows::seconds));
        for (Dimension d : GENERIC) {
            long rows = scale.rows(d.draw());
            out.add(new TableDef(d.draw().table, List.of(d.draw().key, d.column()), rows, rows, d.rowBytes(), rows(d)));
        }
        return out;
    }

    /** TPC-DS's business ids: 16 letters, eight A's and the key in letters A..P. */
    static String id(long key) {
        char[] c = "AAAAAAAAAAAAAAAA".toCharArray();
        long k = key;
        for (int i = 8; i < 16 && k > 0; i++) {
            c[i] = (char) ('A' + (k & 0xF));
            k >>>= 4;
        }
        return new String(c);
    }

    private static RowGenerator rows(Dimension d) {
        long tableId = Rng.idOf(d.draw().table);
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long k = from; k <= to; k++) {
                r.reseed(seed, tableId, k);
                sink.value(k);
                switch (d.text()) {
                    case ID -> sink.value(id(k));
                    case GENDER -> sink.value(r.chance(0.5) ? "M" : "F");
                    case BUY_POTENTIAL -> sink.value(r.pick(BUY_POTENTIALS));
                    case LOWER_BOUND -> sink.value((k - 1) * 10_000);
                }
                sink.endRow();
            }
        };
    }

    private static void dates(long seed, long from, long to, org.surgebench.core.spi.RowSink sink) throws Exception {
        for (long k = from; k <= to; k++) {
            LocalDate day = FIRST_DATE.plusDays(k - 1);
            sink.value(TpcdsScale.FIRST_DAY + k - 1)
                    .value(id(TpcdsScale.FIRST_DAY + k - 1))
                    .value(day)
                    .value(day.getYear())
                    .value(day.getMonthValue())
                    .value(day.getDayOfMonth())
                    .endRow();
        }
    }

    private static void seconds(long seed, long from, long to, org.surgebench.core.spi.RowSink sink) throws Exception {
        for (long k = from; k <= to; k++) {
            int s = (int) (k - 1);
            sink.value(s)
                    .value(id(k))
                    .value(s)
                    .value(s / 3600)
                    .value(s / 60 % 60)
                    .value(s % 60)
                    .endRow();
        }
    }
}
