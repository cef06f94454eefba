package org.surgebench.workloads.tpch;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/**
 * One order and its line items (clause 4.2.3, ORDERS and LINEITEM), drawn from one {@link Rng} reseeded from
 * (seed, source, index): the ORDERS and LINEITEM generators and the refresh function RF1 each draw the whole order,
 * since O_TOTALPRICE and O_ORDERSTATUS are functions of its lines. Money is kept in cents, rates in hundredths.
 */
record TpchOrder(
        long key,
        long customer,
        char status,
        long totalCents,
        LocalDate date,
        String priority,
        String clerk,
        String comment,
        List<Line> lines) {

    static final String ORDERS_COLUMNS = "o_orderkey, o_custkey, o_orderstatus, o_totalprice, o_orderdate, "
            + "o_orderpriority, o_clerk, o_shippriority, o_comment";
    static final String LINEITEM_COLUMNS = "l_orderkey, l_partkey, l_suppkey, l_linenumber, l_quantity, "
            + "l_extendedprice, l_discount, l_tax, l_returnflag, l_linestatus, l_shipdate, l_commitdate, "
            + "l_receiptdate, l_shipinstruct, l_shipmode, l_comment";

    /** One line item. */
    record Line(
            long part,
            long supplier,
            int number,
            Amount amount,
            char returnFlag,
            char status,
            Dates dates,
            String instruction,
            String mode,
            String comment) {

        /** extendedprice x (1 + tax) x (1 - discount), rounded to cents. */
        long chargeCents() {
            return Math.round(amount.extendedCents() * (100.0 + amount.tax()) * (100.0 - amount.discount()) / 10_000.0);
        }
    }

    /** A line's quantity and money: the price in cents, discount and tax in hundredths. */
    record Amount(int quantity, long extendedCents, int discount, int tax) {}

    /** A line's L_SHIPDATE, L_COMMITDATE and L_RECEIPTDATE. */
    record Dates(LocalDate ship, LocalDate commit, LocalDate receipt) {}

    /** The order with this index (1-based within {@code source}) and key, of {@code lineCount} lines. */
    static TpchOrder draw(TpchShape s, Rng r, long source, long index, long key, int lineCount) {
        r.reseed(s.seed(), source, index);
        long customer = customer(r, s.customers());
        LocalDate date = TpchShape.START_DATE.plusDays(r.between(0, TpchShape.LAST_ORDER_DAY));
        String priority = TpchText.pick(r, TpchWords.PRIORITIES);
        String clerk = TpchText.keyed("Clerk#", r.between(1, s.clerks()));
        List<Line> lines = new ArrayList<>(lineCount);
        long total = 0;
        int shipped = 0;
        for (int n = 1; n <= lineCount; n++) {
            Line l = line(s, r, n, date);
            lines.add(l);
            total += l.chargeCents();
            shipped += l.status() == 'F' ? 1 : 0;
        }
        char status = shipped == lineCount ? 'F' : shipped == 0 ? 'O' : 'P';
        return new TpchOrder(
                key, customer, status, total, date, priority, clerk, TpchText.text(r, 19, 78), List.copyOf(lines));
    }

    /** O_CUSTKEY: uniform over the customers whose key is not a multiple of 3 (a third never order). */
    static long customer(Rng r, long customers) {
        long ordering = Math.max(1, customers - customers / 3);
        long i = r.between(0, ordering - 1);
        return (i / 2) * 3 + i % 2 + 1;
    }

    private static Line line(TpchShape s, Rng r, int number, LocalDate orderDate) {
        long part = r.between(1, s.parts());
        long supplier = s.supplierOf(part, r.nextInt(TpchShape.PARTSUPP_PER_PART));
        int quantity = r.between(1, 50);
        int discount = r.between(0, 10);
        int tax = r.between(0, 8);
        LocalDate ship = orderDate.plusDays(r.between(1, 121));
        LocalDate commit = orderDate.plusDays(r.between(30, 90));
        LocalDate receipt = ship.plusDays(r.between(1, 30));
        char returnFlag = receipt.isAfter(TpchShape.CURRENT_DATE) ? 'N' : (r.nextInt(2) == 0 ? 'R' : 'A');
        char status = ship.isAfter(TpchShape.CURRENT_DATE) ? 'O' : 'F';
        return new Line(
                part,
                supplier,
                number,
                new Amount(quantity, quantity * TpchShape.retailPriceCents(part), discount, tax),
                returnFlag,
                status,
                new Dates(ship, commit, receipt),
                TpchText.pick(r, TpchWords.INSTRUCTIONS),
                TpchText.pick(r, TpchWords.MODES),
                TpchText.text(r, 10, 43));
    }

    /** Writes the ORDERS row in {@link #ORDERS_COLUMNS} order. */
    void writeOrder(RowSink sink) throws Exception {
        sink.value(key)
                .value(customer)
                .value(String.valueOf(status))
                .decimal(totalCents, 2)
                .value(date)
                .value(priority)
                .value(clerk)
                .value(0)
                .value(comment)
                .endRow();
    }

    /** Writes the LINEITEM rows in {@link #LINEITEM_COLUMNS} order. */
    void writeLines(RowSink sink) throws Exception {
        for (Line l : lines) {
            sink.value(key)
                    .value(l.part())
                    .value(l.supplier())
                    .value(l.number())
                    .decimal(l.amount().quantity() * 100L, 2)
                    .decimal(l.amount().extendedCents(), 2)
                    .decimal(l.amount().discount(), 2)
                    .decimal(l.amount().tax(), 2)
                    .value(String.valueOf(l.returnFlag()))
                    .value(String.valueOf(l.status()))
                    .value(l.dates().ship())
                    .value(l.dates().commit())
                    .value(l.dates().receipt())
                    .value(l.instruction())
                    .value(l.mode())
                    .value(l.comment())
                    .endRow();
        }
    }
}
