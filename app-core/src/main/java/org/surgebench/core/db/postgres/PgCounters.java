package org.surgebench.core.db.postgres;

import java.util.Map;

/**
 * One reading of PostgreSQL's cumulative statistics: plain numbers, so that the load-profile math can be
 * tested on stored rows without a server.
 *
 * @param atSeconds  when it was read (any monotonic clock in seconds; only differences matter)
 * @param totals     counters by view and column: {@code db.blks_read} (pg_stat_database),
 *                   {@code bgwriter.*}, {@code checkpointer.*} (17+), {@code wal.*} (14+), {@code io.*} (16+,
 *                   summed over pg_stat_io)
 * @param tables     pg_statio_user_tables by schema.table: heap_blks_read, heap_blks_hit, idx_blks_read, ...
 * @param indexes    pg_statio_user_indexes by schema.index: idx_blks_read, idx_blks_hit
 * @param statements pg_stat_statements of this database by queryid, or null when not available
 */
public record PgCounters(
        double atSeconds,
        long blockSize,
        Map<String, Double> totals,
        Map<String, Map<String, Double>> tables,
        Map<String, Map<String, Double>> indexes,
        Map<String, PgStatement> statements) {

    public double total(String key) {
        Double v = totals.get(key);
        return v == null ? 0 : v;
    }

    public boolean has(String key) {
        return totals.containsKey(key);
    }

    /** One row of pg_stat_statements (times in milliseconds). */
    public record PgStatement(
            String queryId,
            String query,
            double calls,
            double totalMs,
            double rows,
            double sharedBlksRead,
            double sharedBlksHit) {}
}
