package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.Set;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.TableDef;

/**
 * Which tables load whole, in one stream that writes their rows already frozen (PostgreSQL's
 * {@code COPY ... (FREEZE)} into a table emptied in the same transaction, as {@code pgbench -i} loads), instead of
 * in parallel chunks.
 *
 * <p>Why: measured at tpcb scale 50 on 2 cores (docs/benchmarks.md#one-frozen-stream-for-tables-up-to-10-m-rows),
 * the one stream loads about as fast as two, and it leaves the heap in key order, frozen and all-visible: the
 * primary key builds faster, and VACUUM (ANALYZE) has little left to do. Larger tables still load in chunks, where
 * parallel streams and {@code --resume} at a chunk pay: a whole table that is cut off is loaded again from its first
 * row. So do tables of wide rows ({@link #WIDE_ROW_BYTES}) by default.
 */
final class FrozenLoad {
    /** Option: tables of at most this many rows load whole and frozen where the database can; 0 for never. */
    static final String OPTION = "frozen-load-rows";

    /** About 10-20 s of one stream: little to load again after an interruption. */
    static final long DEFAULT_ROWS = 10_000_000;

    /**
     * By default a table whose rows are estimated from this wide up to {@link #PAGE_ROW_BYTES} loads in parallel
     * chunks, however few its rows (but for one that fits in a single chunk, where chunks would gain nothing). Why:
     * such a row's cost is the server's, which parses and writes it in the one backend of its stream. PostgreSQL
     * alone loads json's documents (500 bytes) and stress's rows (560) at 153-159 k rows/s in one backend, so one
     * stream cannot reach 200 k rows/s whatever the client; two chunked streams on 2 cores did for stress. tpcb's
     * rows (about 100 bytes), where the frozen stream was measured, cost the server little each and one stream
     * keeps up; tpcc at scale 5 (its customers 655 bytes) was faster overall in chunks in 2 of 3 alternated pairs
     * (docs/benchmarks.md#json-and-stress-what-bounds-their-load). An explicit {@code --option frozen-load-rows}
     * applies to every width.
     */
    static final int WIDE_ROW_BYTES = 400;

    /**
     * Rows from this wide (a quarter of PostgreSQL's 8 KB page and more, io's blocks) stay in the one frozen stream:
     * few share a page, so what chunks cost after the load (VACUUM then visits and marks every page, and the index
     * builds read a heap out of key order) outweighed what two streams gained in the load: io at scale 1 measured
     * slower overall in chunks in 2 of 3 alternated pairs, its analyze phase 2-3 times as long.
     */
    static final int PAGE_ROW_BYTES = 2048;

    private FrozenLoad() {}

    /** The tables of the schema that load whole and frozen (empty where the database cannot). */
    static Set<String> tables(Dialect dialect, Connection c, GenerateSpec spec, Schema schema) throws SQLException {
        String v = spec.options().get(OPTION);
        long max = v == null ? DEFAULT_ROWS : Long.parseLong(v.strip());
        Set<String> whole = new HashSet<>();
        for (TableDef t : schema.tables()) {
            if (t.keys() > 0 && t.rows() <= max && (v != null || !chunksPay(t)) && dialect.canLoadFrozen(c, t)) {
                whole.add(t.name());
            }
        }
        c.commit();
        return whole;
    }

    /** Whether the default loads this table in parallel chunks for its width ({@link #WIDE_ROW_BYTES}). */
    static boolean chunksPay(TableDef t) {
        int width = t.estimatedRowBytes();
        return width >= WIDE_ROW_BYTES && width < PAGE_ROW_BYTES && t.keys() > ChunkPlan.CHUNK_KEYS;
    }
}
