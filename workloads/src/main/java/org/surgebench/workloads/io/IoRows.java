package org.surgebench.workloads.io;

import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;

/**
 * The rows of an io table: a key and eight 128-character columns of random letters (about 1 KB, like SLOB's
 * wide columns). Under PostgreSQL's 2 KB TOAST threshold, so stored inline and uncompressed; with fillfactor 10
 * (Oracle: PCTFREE 99) the block is full for inserts after one row, so every row has a block of its own.
 */
final class IoRows {
    static final int WIDE_COLUMNS = 8;
    static final int COLUMN_CHARS = 128;
    static final List<String> COLUMNS = List.of("id", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9");
    /** Average stored bytes of a row (key, eight columns, headers) for size estimates; the table takes a block per row. */
    static final int ROW_BYTES = 8 + WIDE_COLUMNS * (COLUMN_CHARS + 4) + 40;

    private static final char[] LETTERS =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".toCharArray();

    private IoRows() {}

    /** Rows 1..rows of table {@code name}, position k holding key {@link IoShape#keyAt}; the same seed, the same rows. */
    static RowGenerator generator(String name, long rows) {
        long stride = IoShape.stride(rows);
        long tableId = Rng.idOf(name);
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long k = from; k <= to; k++) {
                r.reseed(seed, tableId, k);
                sink.value(IoShape.keyAt(k, rows, stride));
                for (int c = 0; c < WIDE_COLUMNS; c++) {
                    sink.value(text(r));
                }
                sink.endRow();
            }
        };
    }

    /** 128 random letters and digits. */
    static String text(Rng r) {
        char[] out = new char[COLUMN_CHARS];
        for (int i = 0; i < COLUMN_CHARS; i += 10) {
            long bits = r.nextLong();
            for (int j = i; j < Math.min(COLUMN_CHARS, i + 10); j++) {
                out[j] = LETTERS[(int) ((bits & 0x3F) % LETTERS.length)];
                bits >>>= 6;
            }
        }
        return new String(out);
    }
}
