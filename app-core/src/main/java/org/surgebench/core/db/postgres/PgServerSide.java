package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Runs one chunk of server-side generation on PostgreSQL: a set-based {@code INSERT ... SELECT} over
 * {@code generate_series}, so no row crosses the network. PostgreSQL does not run an INSERT in parallel itself;
 * the generator runs chunks side by side on its load threads instead ({@link #CHUNK_KEYS} keys each).
 *
 * <p>Before the chunk the session gets two functions for the SQL to use:
 * <ul>
 *   <li>{@code pg_temp.surge_hash(key, stream, n, seed)}: a uniform pick in {@code 0..n-1} from
 *   {@code hashint8extended(key * 64 + stream, seed)}, the 64-bit hash PostgreSQL keeps stable across platforms
 *   for hash partitioning, so the same seed gives the same rows on any server;</li>
 *   <li>{@code pg_temp.surge_item(list, width, i)}: the i-th (0-based) value of a list packed by
 *   {@link org.surgebench.core.spi.SqlLists} into one literal of fixed-width values.</li>
 * </ul>
 * Both are one-expression SQL functions, which the planner inlines, and live in the session's temporary schema:
 * nothing is left in the workload's schema.
 */
final class PgServerSide {
    /** Keys per chunk when no option sets them: enough chunks to keep every load thread busy. */
    static final long CHUNK_KEYS = 1_000_000;

    static final String HASH_FUNCTION = "CREATE OR REPLACE FUNCTION pg_temp.surge_hash(key bigint, stream integer, "
            + "buckets bigint, seed bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE "
            + "AS 'SELECT (hashint8extended(key * 64 + stream, seed) & 9223372036854775807) % buckets'";

    static final String ITEM_FUNCTION = "CREATE OR REPLACE FUNCTION pg_temp.surge_item(list text, width integer, "
            + "item bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE "
            + "AS 'SELECT rtrim(substr(list, (width * item + 1)::integer, width))'";

    private PgServerSide() {}

    static long execute(Connection connection, String sql) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute(HASH_FUNCTION);
            s.execute(ITEM_FUNCTION);
            return s.executeLargeUpdate(sql);
        }
    }
}
