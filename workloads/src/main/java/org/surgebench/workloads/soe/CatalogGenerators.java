package org.surgebench.workloads.soe;

import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.Rng;

/** Rows of the fixed-size tables: warehouses, product_information, product_descriptions, inventories. */
final class CatalogGenerators {
    static final String CATALOG_URL = "https://catalog.example.com/product/";

    private CatalogGenerators() {
    }

    static RowGenerator warehouses() {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long w = from; w <= to; w++) {
                r.reseed(seed, SoeKeys.WAREHOUSES, w);
                int place = r.nextInt(SoeNames.PLACES.length);
                sink.value(w).value(SoeNames.PLACES[place][0] + " Warehouse " + w).value(place + 1).endRow();
            }
        };
    }

    static RowGenerator products(SoeCatalog c) {
        return (seed, from, to, sink) -> {
            for (int p = (int) from; p <= to; p++) {
                sink.value(p)
                        .value(c.name[p])
                        .value(c.description[p])
                        .value(c.category[p])
                        .value(c.weightClass[p])
                        .value(c.warrantyMonths[p])
                        .value(c.supplier[p])
                        .value(c.status[p])
                        .decimal(c.listPriceCents[p], 2)
                        .decimal(c.minPriceCents[p], 2)
                        .value(CATALOG_URL + p)
                        .endRow();
            }
        };
    }

    static RowGenerator descriptions(SoeCatalog c) {
        return (seed, from, to, sink) -> {
            for (int p = (int) from; p <= to; p++) {
                sink.value(p).value("US").value(c.name[p]).value(c.description[p]).endRow();
            }
        };
    }

    /**
     * Each product is stocked in 800..1000 warehouses ({@link SoeShape#stockedWarehouses} draws the same
     * number), chosen by selection sampling so that exactly that many rows are written.
     */
    static RowGenerator inventories() {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long p = from; p <= to; p++) {
                r.reseed(seed, SoeKeys.INVENTORIES, p);
                int needed = r.between(SoeShape.MIN_STOCKED, SoeShape.MAX_STOCKED);
                for (int w = 1; w <= SoeShape.WAREHOUSES && needed > 0; w++) {
                    if (r.nextInt(SoeShape.WAREHOUSES - w + 1) < needed) {
                        needed--;
                        sink.value(p).value(w).value(r.between(100, 1000)).endRow();
                    }
                }
            }
        };
    }
}
