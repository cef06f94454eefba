package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TableDef;

/**
 * The SALES fact table: one row per key, the key's day taken from the {@link SalesCalendar} so volume grows
 * over the years, the other attributes from an {@link Rng} reseeded with (seed, table, key).
 */
final class SalesTable {
    private static final long SALES_TABLE = Rng.idOf("sales");

    private SalesTable() {
    }

    static final List<String> COLUMNS = List.of("prod_id", "cust_id", "time_id", "channel_id", "promo_id",
            "quantity_sold", "seller", "fulfillment_center", "courier_org", "tax_country", "tax_region",
            "amount_sold");

    static TableDef sales(ShShape shape) {
        SalesCalendar calendar = new SalesCalendar(shape.sales());
        long customers = shape.customers();
        return new TableDef("sales", COLUMNS, shape.sales(), shape.sales(), 72, (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            Rng countryRng = new Rng(0);
            for (long k = from; k <= to; k++) {
                LocalDate day = calendar.dayOf(k);
                r.reseed(seed, SALES_TABLE, k);
                long custId = r.between(1L, customers);
                ShCatalog.Product product = ShCatalog.PRODUCTS.get(r.weighted(ShCatalog.PRODUCT_CUMULATIVE));
                int channel = ShCatalog.CHANNELS.get(r.weighted(ShCatalog.CHANNEL_CUMULATIVE)).id();
                boolean promoted = r.chance(0.12);
                int promo = promoted ? r.between(DimensionTables.NO_PROMOTION + 1, DimensionTables.PROMOTIONS)
                        : DimensionTables.NO_PROMOTION;
                double q = r.nextDouble();
                int quantity = q < 0.7 ? 1 : q < 0.9 ? 2 : r.between(3, 5);
                // Promotions discount 5..20 %, other sales vary -5..+5 % around the list price.
                int pricePercent = promoted ? r.between(80, 95) : r.between(95, 105);
                long amountCents = product.listPriceCents() * quantity * pricePercent / 100;
                ShCatalog.Country country = ShCatalog.COUNTRIES.get(
                        CustomerTables.countryOf(countryRng, seed, custId) - 1);
                sink.value(product.id())
                        .value(custId)
                        .value(day)
                        .value(channel)
                        .value(promo)
                        .value(quantity)
                        .value(r.between(1, 5000))
                        .value(r.between(1, 40))
                        .value(r.between(1, 25))
                        .value(country.iso())
                        .value(country.regionCode())
                        .decimal(amountCents, 2)
                        .endRow();
            }
        });
    }
}
