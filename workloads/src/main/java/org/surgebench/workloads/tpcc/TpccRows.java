package org.surgebench.workloads.tpcc;

import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/**
 * The initial population of the TPC-C tables (clause 4.3.3.1). Every row is drawn from an {@link Rng} reseeded
 * from (seed, table, key), so any chunk gives the same rows whichever worker loads it.
 */
final class TpccRows {
    private TpccRows() {}

    private static Rng rng(long seed, String table, long key) {
        return new Rng(0).reseed(seed, Rng.idOf(table), key);
    }

    static void items(long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpcc.item");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            sink.value(k)
                    .value(r.between(1, 10_000))
                    .value(TpccKeys.astring(r, 14, 24))
                    .decimal(r.between(100, 10_000), 2)
                    .value(TpccKeys.data(r))
                    .endRow();
        }
    }

    /** Name, street 1 and 2, city, state, zip: the address columns of WAREHOUSE and DISTRICT. */
    private static void address(Rng r, RowSink sink) {
        sink.value(TpccKeys.astring(r, 6, 10))
                .value(TpccKeys.astring(r, 10, 20))
                .value(TpccKeys.astring(r, 10, 20))
                .value(TpccKeys.astring(r, 10, 20))
                .value(letters(r, 2))
                .value(TpccKeys.zip(r));
    }

    private static String letters(Rng r, int n) {
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = (char) ('A' + r.nextInt(26));
        }
        return new String(c);
    }

    static void warehouses(long seed, long from, long to, RowSink sink) throws Exception {
        for (long w = from; w <= to; w++) {
            Rng r = rng(seed, "tpcc.warehouse", w);
            sink.value(w);
            address(r, sink);
            sink.decimal(r.between(0, 2000), 4).decimal(30_000_000L, 2).endRow();
        }
    }

    static void districts(long seed, long from, long to, RowSink sink) throws Exception {
        for (long k = from; k <= to; k++) {
            Rng r = rng(seed, "tpcc.district", k);
            sink.value((k - 1) % TpccShape.DISTRICTS + 1).value((k - 1) / TpccShape.DISTRICTS + 1);
            address(r, sink);
            sink.decimal(r.between(0, 2000), 4)
                    .decimal(3_000_000L, 2)
                    .value(TpccShape.ORDERS_PER_DISTRICT + 1)
                    .endRow();
        }
    }

    /** Warehouse, district and number within the district of a customer (or order) key, 3,000 per district. */
    static long warehouseOf(long key) {
        return (key - 1) / ((long) TpccShape.DISTRICTS * TpccShape.CUSTOMERS_PER_DISTRICT) + 1;
    }

    static long districtOf(long key) {
        return (key - 1) / TpccShape.CUSTOMERS_PER_DISTRICT % TpccShape.DISTRICTS + 1;
    }

    static int numberOf(long key) {
        return (int) ((key - 1) % TpccShape.CUSTOMERS_PER_DISTRICT + 1);
    }

    static void customers(long seed, long from, long to, RowSink sink) throws Exception {
        TpccKeys keys = TpccKeys.forSeed(seed);
        Rng r = new Rng(0);
        long table = Rng.idOf("tpcc.customer");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            int c = numberOf(k);
            // Customers 1..1,000 of a district have every last name once; the others a NURand one (4.3.2.3).
            int name = c <= 1000 ? c - 1 : TpccKeys.nurand(r, TpccKeys.A_LAST, keys.cLastLoad(), 0, 999);
            sink.value(c)
                    .value(districtOf(k))
                    .value(warehouseOf(k))
                    .value(TpccKeys.astring(r, 8, 16))
                    .value("OE")
                    .value(TpccKeys.lastName(name))
                    .value(TpccKeys.astring(r, 10, 20))
                    .value(TpccKeys.astring(r, 10, 20))
                    .value(TpccKeys.astring(r, 10, 20))
                    .value(letters(r, 2))
                    .value(TpccKeys.zip(r))
                    .value(TpccKeys.nstring(r, 16, 16))
                    .value(TpccShape.LOADED_AT)
                    .value(r.nextInt(10) == 0 ? "BC" : "GC")
                    .decimal(5_000_000L, 2)
                    .decimal(r.between(0, 5000), 4)
                    .decimal(-1000, 2)
                    .decimal(1000, 2)
                    .value(1)
                    .value(0)
                    .value(TpccKeys.astring(r, 300, 500))
                    .endRow();
        }
    }

    static void history(long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpcc.history");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            long d = districtOf(k);
            long w = warehouseOf(k);
            sink.value(numberOf(k))
                    .value(d)
                    .value(w)
                    .value(d)
                    .value(w)
                    .value(TpccShape.LOADED_AT)
                    .decimal(1000, 2)
                    .value(TpccKeys.astring(r, 12, 24))
                    .endRow();
        }
    }

    /** O_C_ID of a district's orders 1..3,000: a random permutation of its customers (4.3.3.1). */
    static int[] customerPermutation(long seed, long districtIndex) {
        Rng r = rng(seed, "tpcc.orders.customers", districtIndex);
        int[] p = new int[TpccShape.ORDERS_PER_DISTRICT];
        for (int i = 0; i < p.length; i++) {
            p[i] = i + 1;
        }
        for (int i = p.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    static void orders(TpccShape s, long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpcc.orders");
        long permFor = -1;
        int[] perm = null;
        for (long k = from; k <= to; k++) {
            long districtIndex = (k - 1) / TpccShape.ORDERS_PER_DISTRICT;
            if (districtIndex != permFor) {
                perm = customerPermutation(seed, districtIndex);
                permFor = districtIndex;
            }
            r.reseed(seed, table, k);
            int o = numberOf(k);
            sink.value(o)
                    .value(districtOf(k))
                    .value(warehouseOf(k))
                    .value(perm[o - 1])
                    .value(TpccShape.LOADED_AT);
            if (o < TpccShape.FIRST_NEW_ORDER) {
                sink.value(r.between(1, 10));
            } else {
                sink.nullValue();
            }
            sink.value(s.lines(k)).value(1).endRow();
        }
    }

    static void newOrders(long seed, long from, long to, RowSink sink) throws Exception {
        for (long k = from; k <= to; k++) {
            long districtIndex = (k - 1) / TpccShape.NEW_ORDERS_PER_DISTRICT;
            int o = TpccShape.FIRST_NEW_ORDER + (int) ((k - 1) % TpccShape.NEW_ORDERS_PER_DISTRICT);
            sink.value(o)
                    .value(districtIndex % TpccShape.DISTRICTS + 1)
                    .value(districtIndex / TpccShape.DISTRICTS + 1)
                    .endRow();
        }
    }

    static void orderLines(TpccShape s, long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpcc.order_line");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            int o = numberOf(k);
            long d = districtOf(k);
            long w = warehouseOf(k);
            boolean delivered = o < TpccShape.FIRST_NEW_ORDER;
            int lines = s.lines(k);
            for (int n = 1; n <= lines; n++) {
                sink.value(o)
                        .value(d)
                        .value(w)
                        .value(n)
                        .value(r.between(1, TpccShape.ITEMS))
                        .value(w);
                if (delivered) {
                    sink.value(TpccShape.LOADED_AT);
                } else {
                    sink.nullValue();
                }
                sink.value(5)
                        .decimal(delivered ? 0 : r.between(1, 999_999), 2)
                        .value(TpccKeys.astring(r, 24, 24))
                        .endRow();
            }
        }
    }

    static void stock(long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpcc.stock");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            sink.value((k - 1) % TpccShape.ITEMS + 1)
                    .value((k - 1) / TpccShape.ITEMS + 1)
                    .value(r.between(10, 100));
            for (int d = 0; d < TpccShape.DISTRICTS; d++) {
                sink.value(TpccKeys.astring(r, 24, 24));
            }
            sink.value(0).value(0).value(0).value(TpccKeys.data(r)).endRow();
        }
    }
}
