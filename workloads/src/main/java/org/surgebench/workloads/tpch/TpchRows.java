package org.surgebench.workloads.tpch;

import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/**
 * The initial population of the eight TPC-H tables (clause 4.2.3). Every row is drawn from an {@link Rng}
 * reseeded from (seed, table, key), so any chunk gives the same rows whichever worker loads it; ORDERS and LINEITEM
 * draw whole orders ({@link TpchOrder}).
 */
final class TpchRows {
    private TpchRows() {}

    static final long ORDERS_SOURCE = Rng.idOf("tpch.orders");
    /** The phrase pair of the suppliers that Q16 leaves out, and its counterpart (clause 4.2.3, S_COMMENT). */
    static final String COMPLAINTS = "Complaints";

    static final String RECOMMENDS = "Recommends";

    static void regions(long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpch.region");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            int key = (int) k - 1;
            sink.value(key)
                    .value(TpchWords.REGIONS.get(key))
                    .value(TpchText.text(r, 31, 115))
                    .endRow();
        }
    }

    static void nations(long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpch.nation");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            int key = (int) k - 1;
            sink.value(key)
                    .value(TpchWords.NATIONS.get(key))
                    .value(TpchWords.NATION_REGION[key])
                    .value(TpchText.text(r, 31, 114))
                    .endRow();
        }
    }

    static void suppliers(TpchShape s, long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpch.supplier");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            int nation = r.nextInt(TpchShape.NATIONS);
            sink.value(k)
                    .value(TpchText.keyed("Supplier#", k))
                    .value(TpchText.vstring(r, 10, 40))
                    .value(nation)
                    .value(TpchText.phone(r, nation))
                    .decimal(r.between(-99_999, 999_999), 2)
                    .value(supplierComment(s, r, k))
                    .endRow();
        }
    }

    /**
     * S_COMMENT: grammar text; SF x 5 suppliers have "Customer ...Complaints" in it and SF x 5 others
     * "Customer ...Recommends", at a random place (at least one of each below SF 0.2).
     */
    private static String supplierComment(TpchShape s, Rng r, long key) {
        String text = TpchText.text(r, 25, 100);
        String phrase = switch (s.supplierRemark(key)) {
            case 1 -> COMPLAINTS;
            case 2 -> RECOMMENDS;
            default -> null;
        };
        if (phrase == null) {
            return text;
        }
        String customer = "Customer ";
        int room = Math.max(0, text.length() - customer.length() - phrase.length());
        int at = r.between(0, room);
        int gap = r.between(0, room - at);
        String head = text.substring(0, at);
        String middle = text.substring(at, at + gap);
        String tail = text.substring(Math.min(text.length(), at + gap + customer.length() + phrase.length()));
        return head + customer + middle + phrase + tail;
    }

    static void parts(long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpch.part");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            int m = r.between(1, 5);
            sink.value(k)
                    .value(partName(r))
                    .value("Manufacturer#" + m)
                    .value("Brand#" + m + r.between(1, 5))
                    .value(TpchText.pick(r, TpchWords.TYPE_1) + " " + TpchText.pick(r, TpchWords.TYPE_2) + " "
                            + TpchText.pick(r, TpchWords.TYPE_3))
                    .value(r.between(1, 50))
                    .value(TpchText.pick(r, TpchWords.CONTAINER_1) + " " + TpchText.pick(r, TpchWords.CONTAINER_2))
                    .decimal(TpchShape.retailPriceCents(k), 2)
                    .value(TpchText.text(r, 5, 22))
                    .endRow();
        }
    }

    /** P_NAME: five distinct colours separated by spaces. */
    private static String partName(Rng r) {
        int[] chosen = new int[5];
        StringBuilder out = new StringBuilder(40);
        for (int i = 0; i < chosen.length; i++) {
            int c;
            boolean repeat;
            do {
                c = r.nextInt(TpchWords.COLORS.size());
                repeat = false;
                for (int j = 0; j < i; j++) {
                    repeat |= chosen[j] == c;
                }
            } while (repeat);
            chosen[i] = c;
            out.append(i == 0 ? "" : " ").append(TpchWords.COLORS.get(c));
        }
        return out.toString();
    }

    /** Key k is PARTSUPP row (k - 1) % 4 of part (k - 1) / 4 + 1. */
    static void partsupps(TpchShape s, long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpch.partsupp");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            long part = (k - 1) / TpchShape.PARTSUPP_PER_PART + 1;
            int i = (int) ((k - 1) % TpchShape.PARTSUPP_PER_PART);
            sink.value(part)
                    .value(s.supplierOf(part, i))
                    .value(r.between(1, 9999))
                    .decimal(r.between(100, 100_000), 2)
                    .value(TpchText.text(r, 49, 198))
                    .endRow();
        }
    }

    static void customers(long seed, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        long table = Rng.idOf("tpch.customer");
        for (long k = from; k <= to; k++) {
            r.reseed(seed, table, k);
            int nation = r.nextInt(TpchShape.NATIONS);
            sink.value(k)
                    .value(TpchText.keyed("Customer#", k))
                    .value(TpchText.vstring(r, 10, 40))
                    .value(nation)
                    .value(TpchText.phone(r, nation))
                    .decimal(r.between(-99_999, 999_999), 2)
                    .value(TpchText.pick(r, TpchWords.SEGMENTS))
                    .value(TpchText.text(r, 29, 116))
                    .endRow();
        }
    }

    static void orders(TpchShape s, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        for (long k = from; k <= to; k++) {
            TpchOrder.draw(s, r, ORDERS_SOURCE, k, TpchShape.orderKey(k), s.lines(k))
                    .writeOrder(sink);
        }
    }

    /** One key per order, 1..7 rows each. */
    static void lineItems(TpchShape s, long from, long to, RowSink sink) throws Exception {
        Rng r = new Rng(0);
        for (long k = from; k <= to; k++) {
            TpchOrder.draw(s, r, ORDERS_SOURCE, k, TpchShape.orderKey(k), s.lines(k))
                    .writeLines(sink);
        }
    }
}
