package org.surgebench.workloads.stress;

import java.time.LocalDate;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;

/**
 * The values of a Stress Test row, by Swingbench's rules (StressTestInsert): aint 1..9,999,999, afloat 1..1000,
 * asmallvarchar 1..10 random letters, abigvarchar 1..999 random letters, adate within 10,000 s after the moment
 * of the insert. Generated rows draw their date after a fixed day instead of the clock, so that one seed always
 * gives the same rows.
 */
final class StressRows {
    static final String TABLE = "stresstesttable";
    static final List<String> COLUMNS = List.of("id", "aint", "afloat", "asmallvarchar", "abigvarchar", "adate");
    static final int MAX_AINT = 9_999_999;
    static final int SMALL_CHARS = 10;
    static final int BIG_CHARS = 999;
    /** Swingbench adds up to 10,000,000 ms to the insert's moment. */
    static final long DATE_SPREAD_MS = 10_000_000;
    /** The day generated rows are dated from (a run's inserts take the day they run). */
    static final LocalDate GENERATED_FROM = LocalDate.of(2025, 1, 1);
    /** About 4 + 4 + 8 + 6 + 500 + 4 bytes of values and the row's headers. */
    static final int ROW_BYTES = 560;

    private static final char[] LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();

    /** The letter each value of six random bits gives, LETTERS[bits % 52], read without a division per letter. */
    private static final char[] BY_SIX_BITS = new char[64];

    static {
        for (int i = 0; i < BY_SIX_BITS.length; i++) {
            BY_SIX_BITS[i] = LETTERS[i % LETTERS.length];
        }
    }

    private StressRows() {}

    /** Rows with ids 1..rows; the same seed, the same rows. */
    static RowGenerator generator() {
        long tableId = Rng.idOf(TABLE);
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            // The letters are written into buffers the sink reads at once: no String per value (docs/benchmarks.md,
            // "Generation").
            StringBuilder small = new StringBuilder(SMALL_CHARS);
            StringBuilder big = new StringBuilder(BIG_CHARS);
            for (long k = from; k <= to; k++) {
                r.reseed(seed, tableId, k);
                sink.value(k).value(aint(r)).decimal(afloatHundredths(r), 2);
                sink.text(letters(r, SMALL_CHARS, small)).text(letters(r, BIG_CHARS, big));
                sink.value(GENERATED_FROM.plusDays(r.between(0, DATE_SPREAD_MS) / 86_400_000L))
                        .endRow();
            }
        };
    }

    static int aint(Rng r) {
        return r.between(1, MAX_AINT);
    }

    /** afloat in hundredths, 1.00..1000.00 (a double column holds it exactly enough for any check). */
    static long afloatHundredths(Rng r) {
        return r.between(100L, 100_000L);
    }

    /** 1..max random letters, as Swingbench's randomAlpha(1, max). */
    static String letters(Rng r, int max) {
        return letters(r, max, new StringBuilder(max)).toString();
    }

    /** {@link #letters(Rng, int)} written into {@code out}, emptied first: the same draws, the same letters. */
    static StringBuilder letters(Rng r, int max, StringBuilder out) {
        out.setLength(0);
        int n = r.between(1, max);
        long bits = 0;
        for (int i = 0; i < n; i++) {
            if (i % 10 == 0) {
                bits = r.nextLong();
            }
            out.append(BY_SIX_BITS[(int) (bits & 0x3F)]);
            bits >>>= 6;
        }
        return out;
    }
}
