package org.surgebench.workloads.tpcds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.TableDef;

/**
 * Generated sales, returns and inventory rows by the rules of the package's New* functions: every key uniformly
 * within its dimension, dates in 2004, quantities and amounts whole numbers 1 to 100. A sale's ticket or order
 * number is its row number, one line each, as the package's defaults show of Swingbench's own data (store
 * tickets from 2,881,400, just past scale 1's 2,880,404 sales; catalog orders from 1,441,600, past its 1,441,548);
 * a return names a ticket or order of its channel's sales.
 */
final class FactRows {
    /** About 8 bytes a column and the row's header. */
    private static final int HEADER_BYTES = 24;

    private FactRows() {}

    static List<TableDef> tables(TpcdsScale scale) {
        Ranges ranges = Ranges.of(scale);
        List<TableDef> out = new ArrayList<>();
        for (FactTable f : FactTable.ALL) {
            long rows = scale.facts(f.rowsAtOne());
            out.add(new TableDef(
                    f.name(),
                    List.copyOf(f.columns().keySet()),
                    rows,
                    rows,
                    HEADER_BYTES + 8 * f.columns().size(),
                    generator(f, ranges)));
        }
        return out;
    }

    static RowGenerator generator(FactTable f, Ranges ranges) {
        long tableId = Rng.idOf(f.name());
        boolean sales = f.returnsOf() == null;
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long k = from; k <= to; k++) {
                r.reseed(seed, tableId, k);
                for (Map.Entry<String, Draw> c : f.columns().entrySet()) {
                    Draw d = c.getValue();
                    switch (d) {
                        case NUMBER -> sink.value(sales ? k : ranges.number(f.name(), r));
                        case QUANTITY -> sink.value((int) ranges.draw(d, r));
                        case AMOUNT -> sink.decimal(100 * ranges.draw(d, r), 2);
                        default -> sink.value(ranges.draw(d, r));
                    }
                }
                sink.endRow();
            }
        };
    }
}
