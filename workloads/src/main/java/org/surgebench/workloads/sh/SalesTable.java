package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TableDef;

/**
 * The SALES fact table with Swingbench's value domains: one row per key, the key's day from the
 * {@link SalesCalendar} (Swingbench's partition sizes), and every other attribute drawn uniformly, as its data
 * generator does, from an {@link Rng} reseeded with (seed, table, key): customer 1..customers, one of the 72
 * products, 5 channels and 503 promotions, quantity_sold and amount_sold 1..99 (the amount is not tied to the
 * price), seller 9999..10999, fulfillment center 12999..14999, courier 999..1555, and a tax country and region
 * of 2 or 3 capital letters (the region empty one time in three).
 */
final class SalesTable {
    private static final long SALES_TABLE = Rng.idOf("sales");

    private SalesTable() {}

    static final List<String> COLUMNS = List.of(
            "prod_id",
            "cust_id",
            "time_id",
            "channel_id",
            "promo_id",
            "quantity_sold",
            "seller",
            "fulfillment_center",
            "courier_org",
            "tax_country",
            "tax_region",
            "amount_sold");

    static TableDef sales(ShShape shape) {
        SalesCalendar calendar = new SalesCalendar(shape.sales());
        long customers = shape.customers();
        int products = ShCatalog.PRODUCTS.size();
        int channels = ShCatalog.CHANNELS.size();
        return new TableDef("sales", COLUMNS, shape.sales(), shape.sales(), 72, (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            char[] letters = new char[3];
            for (long k = from; k <= to; k++) {
                LocalDate day = calendar.dayOf(k);
                r.reseed(seed, SALES_TABLE, k);
                sink.value(ShCatalog.PRODUCTS.get(r.nextInt(products)).id())
                        .value(r.between(1L, customers))
                        .value(day)
                        .value(ShCatalog.CHANNELS.get(r.nextInt(channels)).id())
                        .value(ShCatalog.promotionId(r.nextInt(ShCatalog.PROMOTIONS)))
                        .value(r.between(1, 99))
                        .value(r.between(9999, 10999))
                        .value(r.between(12999, 14999))
                        .value(r.between(999, 1555))
                        .value(capitals(r, letters));
                if (r.nextInt(3) == 0) {
                    sink.nullValue();
                } else {
                    sink.value(capitals(r, letters));
                }
                sink.decimal(r.between(1, 99) * 100L, 2).endRow();
            }
        });
    }

    /** Two or three capital letters. */
    private static String capitals(Rng r, char[] buffer) {
        int n = 2 + r.nextInt(2);
        for (int i = 0; i < n; i++) {
            buffer[i] = (char) ('A' + r.nextInt(26));
        }
        return new String(buffer, 0, n);
    }
}
