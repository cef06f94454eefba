package org.surgebench.core.db.postgres;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.snapshot.LoadProfile;
import org.surgebench.core.snapshot.SnapshotProvider;

/**
 * PostgreSQL's own view of a run: its cumulative statistics read at the start and the end of the measured
 * window (pg_stat_database, pg_stat_bgwriter/checkpointer, pg_stat_wal, pg_stat_io, pg_statio_user_tables
 * and _indexes, pg_stat_statements where installed), and pg_stat_activity sampled about once a second for
 * wait events. The result, under {@code database.postgresql}, holds the load profile, a per-second
 * series, and the raw counter deltas: the fields of {@link org.surgebench.core.dbview.PostgresView}.
 */
public final class PgStatsProvider implements SnapshotProvider {
    public static final String NAME = org.surgebench.core.dbview.PostgresView.PROVIDER;
    /** Run option that turns the statistics off: {@code pgstats=false}. */
    public static final String OPTION = "pgstats";

    private PgStatsReader reader;
    /** The reader of the warm-up's rehearsals ({@link #rehearse}); what it reads is thrown away. */
    private PgStatsReader rehearsal;

    private PgCounters first;
    private PgCounters last;
    private final WaitSamples waits = new WaitSamples();
    private final Map<String, List<Double>> series = new LinkedHashMap<>();
    private final ReadLatencyHistogram readLatency = new ReadLatencyHistogram();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void begin(Connection connection) throws Exception {
        reader = new PgStatsReader(connection);
        first = reader.read(connection, true);
        last = first;
    }

    @Override
    public void sample(Connection connection) throws Exception {
        if (reader == null) {
            return;
        }
        List<String[]> active = reader.activeWaits(connection);
        PgCounters now = reader.read(connection, false);
        double t = now.atSeconds() - first.atSeconds();
        waits.add(t, active);
        if (now.atSeconds() - last.atSeconds() >= 0.5) {
            // A short profile of the last interval, for the report's over-time charts.
            LoadProfile p = PgLoadProfile.compute(last, now, null);
            readLatency.add(
                    now.total("db.blks_read") - last.total("db.blks_read"),
                    now.total("db.blk_read_time") - last.total("db.blk_read_time"));
            add("t", Math.round(t * 10) / 10.0);
            add("transactionsPerSec", p.transactionsPerSec());
            for (String k : List.of("blocksReadPerSec", "blocksHitPerSec")) {
                add(k, p.extra(k));
            }
            add("physicalWriteIoRequestsPerSec", p.physicalWriteIoRequestsPerSec());
            add("redoMBPerSec", p.redoMBPerSec());
            for (String k : List.of("tuplesInsertedPerSec", "tuplesUpdatedPerSec", "tuplesDeletedPerSec")) {
                add(k, p.extra(k));
            }
            add("bufferHitRatioPct", p.bufferHitRatioPct());
            last = now;
        }
    }

    @Override
    public void rehearse(Connection connection) throws Exception {
        // The first rehearsal reads all that begin and end read (tables, indexes, statements), later ones what a
        // sample reads.
        boolean full = rehearsal == null;
        if (full) {
            rehearsal = new PgStatsReader(connection);
        }
        rehearsal.activeWaits(connection);
        rehearsal.read(connection, full);
    }

    private void add(String column, double v) {
        series.computeIfAbsent(column, k -> new java.util.ArrayList<>()).add(v);
    }

    @Override
    public Map<String, Object> end(Connection connection, Path resultsDir) throws Exception {
        PgCounters end = reader.read(connection, true);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("serverVersionNum", reader.serverVersion());
        out.put("pgStatStatements", reader.statementsStatus());
        LoadProfile computed = PgLoadProfile.compute(first, end, waits);
        Map<String, Object> profile = computed.toMap(PgLoadProfile.layout(computed));
        profile.put("readLatencyHistogram", readLatency.rows());
        out.put("loadProfile", profile);
        out.put("series", series);
        out.put("waitSeries", waits.series());
        Map<String, Double> deltas = new LinkedHashMap<>();
        for (Map.Entry<String, Double> e : end.totals().entrySet()) {
            deltas.put(e.getKey(), e.getValue() - first.total(e.getKey()));
        }
        out.put("counterDeltas", deltas);
        return out;
    }
}
