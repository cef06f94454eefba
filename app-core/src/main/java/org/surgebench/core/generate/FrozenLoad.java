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
 * row.
 */
final class FrozenLoad {
    /** Option: tables of at most this many rows load whole and frozen where the database can; 0 for never. */
    static final String OPTION = "frozen-load-rows";

    /** About 10-20 s of one stream: little to load again after an interruption. */
    static final long DEFAULT_ROWS = 10_000_000;

    private FrozenLoad() {}

    /** The tables of the schema that load whole and frozen (empty where the database cannot). */
    static Set<String> tables(Dialect dialect, Connection c, GenerateSpec spec, Schema schema) throws SQLException {
        String v = spec.options().get(OPTION);
        long max = v == null ? DEFAULT_ROWS : Long.parseLong(v.strip());
        Set<String> whole = new HashSet<>();
        for (TableDef t : schema.tables()) {
            if (t.keys() > 0 && t.rows() <= max && dialect.canLoadFrozen(c, t)) {
                whole.add(t.name());
            }
        }
        c.commit();
        return whole;
    }
}
