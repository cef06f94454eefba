package org.surgebench.workloads.file;

import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.RowSink;

/**
 * The rows of one table of a workload file: for each key, an {@link Rng} seeded from (seed, table, key) feeds the
 * columns' draws in order, so a row depends on nothing but the seed and its key, and any load thread can write
 * any chunk.
 */
final class TableRows implements RowGenerator {
    private final long tableId;
    private final ValueDraw[] columns;

    TableRows(String table, List<ValueDraw> columns) {
        this.tableId = Rng.idOf(table);
        this.columns = columns.toArray(ValueDraw[]::new);
    }

    @Override
    public void generate(long seed, long from, long to, RowSink sink) throws Exception {
        Rng rng = new Rng(0);
        for (long key = from; key <= to; key++) {
            rng.reseed(seed, tableId, key);
            for (ValueDraw c : columns) {
                c.write(rng, key, sink);
            }
            sink.endRow();
        }
    }

    /** About how many bytes a row takes. */
    int rowBytes() {
        int bytes = 8;
        for (ValueDraw c : columns) {
            bytes += c.bytes();
        }
        return bytes;
    }
}
