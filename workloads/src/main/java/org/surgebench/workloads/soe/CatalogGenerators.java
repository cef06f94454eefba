package org.surgebench.workloads.soe;

import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;

/** Rows of the fixed-size tables: warehouses, product_information, product_descriptions, inventories. */
final class CatalogGenerators {
    static final String CATALOG_URL = "https://catalog.example.com/product/";

    private CatalogGenerators() {}

    static RowGenerator warehouses() {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long w = from; w <= to; w++) {
                r.reseed(seed, SoeKeys.WAREHOUSES, w);
                int place = r.nextInt(SoeNames.PLACES.length);
                sink.value(w)
                        .value(SoeNames.PLACES[place][0] + " Warehouse " + w)
                        .value(place + 1)
                        .endRow();
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
                sink.value(p)
                        .value("US")
                        .value(c.name[p])
                        .value(c.description[p])
                        .endRow();
            }
        };
    }

    /**
     * One key per (product, warehouse) pair; {@link SoeShape#stocked} decides whether it has a row. Stock is
     * Swingbench's: up to 99,999,999 per row (here at least 1,000), so that orders, which take one unit per item,
     * never run a product out.
     */
    static RowGenerator inventories(SoeShape shape) {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long k = from; k <= to; k++) {
                if (shape.stocked(r, k)) {
                    sink.value((k - 1) / SoeShape.WAREHOUSES + 1)
                            .value((int) ((k - 1) % SoeShape.WAREHOUSES) + 1)
                            .value(r.between(SoeShape.MIN_STOCK, SoeShape.MAX_STOCK))
                            .endRow();
                }
            }
        };
    }
}
