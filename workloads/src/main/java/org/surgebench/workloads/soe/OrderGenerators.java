package org.surgebench.workloads.soe;

import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.Rng;

/**
 * Rows of orders and order_items. Both draw an order's hour and its lines (product, quantity) from the same
 * per-order stream, so the orders generator writes {@code order_total} = sum(unit_price * quantity) of the
 * items the other generator writes, without the two sharing any state. The rest of each table's values
 * comes from a stream of its own.
 */
final class OrderGenerators {
    private OrderGenerators() {
    }

    /** Reusable per-chunk buffers for one order's lines (one per generate call, never per row). */
    private static final class Lines {
        final int[] product = new int[SoeShape.MAX_ITEMS];
        final int[] quantity = new int[SoeShape.MAX_ITEMS];
        int count;
        int hour;

        /** Draws order {@code id}'s hour and lines; returns the order total in cents. */
        long draw(Rng r, long seed, long id, SoeShape shape, SoeCatalog catalog) {
            r.reseed(seed, SoeKeys.ORDER_LINES, id);
            hour = r.nextInt(SoeCalendar.ORDER_HOURS);
            count = shape.itemsOf(id);
            long total = 0;
            for (int i = 0; i < count; i++) {
                product[i] = (int) r.normal(1, SoeShape.PRODUCTS);
                double u = r.nextDouble();
                quantity[i] = 1 + (int) (10 * u * u);
                total += catalog.listPriceCents[product[i]] * quantity[i];
            }
            return total;
        }
    }

    static RowGenerator orders(SoeShape shape, SoeCatalog catalog) {
        return (seed, from, to, sink) -> {
            Rng lineRng = new Rng(0);
            Rng r = new Rng(0);
            Rng cls = new Rng(0);
            Lines lines = new Lines();
            for (long k = from; k <= to; k++) {
                long total = lines.draw(lineRng, seed, k, shape, catalog);
                r.reseed(seed, SoeKeys.ORDERS, k);
                long customer = r.between(1L, shape.customers);
                sink.value(k).value(SoeCalendar.orderHour(lines.hour));
                if (r.chance(0.2)) {
                    sink.nullValue();
                } else {
                    sink.value(r.nextInt(2) == 0 ? "direct" : "online");
                }
                // Status approximately normal over 1..10 as in Swingbench's data: about 23 % are 4 or less,
                // waiting for PO.
                sink.value(customer)
                        .value(r.normal(1, 10))
                        .decimal(total, 2)
                        .value(r.normal(1, 1000));
                if (r.chance(0.9)) {
                    sink.nullValue();
                } else {
                    sink.value(r.between(1, 100));
                }
                sink.value(r.between(1, SoeShape.WAREHOUSES))
                        .value(SoeNames.DELIVERY_TYPES[r.weighted(SoeNames.DELIVERY_TYPE_CUMULATIVE)])
                        .value(r.between(1, 10))
                        .value(SoeNames.WAIT_OPTIONS[r.nextInt(2)])
                        .value(customer)
                        .value(SoeNames.CUSTOMER_CLASSES[CustomerGenerators.classOf(cls, seed, customer)])
                        .value(customer)
                        .value(customer)
                        .endRow();
            }
        };
    }

    static RowGenerator items(SoeShape shape, SoeCatalog catalog) {
        return (seed, from, to, sink) -> {
            Rng lineRng = new Rng(0);
            Rng r = new Rng(0);
            Lines lines = new Lines();
            for (long k = from; k <= to; k++) {
                lines.draw(lineRng, seed, k, shape, catalog);
                r.reseed(seed, SoeKeys.ORDER_LINE_DETAILS, k);
                int orderDay = SoeCalendar.orderDay(lines.hour);
                for (int i = 0; i < lines.count; i++) {
                    item(sink, r, k, lines, i, orderDay, catalog);
                }
            }
        };
    }

    /** Line {@code line} of {@code order}, whose product and quantity {@code lines} drew. */
    private static void item(RowSink sink, Rng r, long order, Lines lines, int line, int orderDay, SoeCatalog catalog)
            throws Exception {
        int product = lines.product[line];
        int quantity = lines.quantity[line];
        int dispatch = orderDay + r.between(0, 10);
        sink.value(order)
                .value(line + 1)
                .value(product)
                .decimal(catalog.listPriceCents[product], 2)
                .value(quantity)
                .value(SoeCalendar.day(dispatch));
        if (r.nextInt(100) < 3) {
            sink.value(SoeCalendar.day(dispatch + r.between(5, 30)));
        } else {
            sink.nullValue();
        }
        sink.value(SoeNames.GIFT_WRAP[r.nextInt(SoeNames.GIFT_WRAP.length)])
                .value(SoeNames.CONDITIONS[r.nextInt(SoeNames.CONDITIONS.length)])
                .value(catalog.supplier[product])
                .value(SoeCalendar.day(dispatch + r.between(2, 7)))
                .endRow();
    }
}
