package org.surgebench.core.dbview;

import java.util.List;
import java.util.Map;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * PostgreSQL's view of a run (results {@code database.postgresql}): the load profile of the measured
 * window, a short profile per second ({@code series}), active sessions per wait class ({@code waitSeries})
 * and the raw counter deltas.
 *
 * @param pgStatStatements "installed", or why the top SQL is missing
 */
public record PostgresView(
        Integer serverVersionNum,
        String pgStatStatements,
        PostgresLoadProfile loadProfile,
        Map<String, List<Double>> series,
        Map<String, List<Double>> waitSeries,
        Map<String, Double> counterDeltas)
        implements DatabaseView {
    /** The snapshot provider's name, its key under the results' {@code database}. */
    public static final String PROVIDER = "postgresql";

    @Override
    public Double dbIoRequestsPerSec() {
        return loadProfile == null
                ? null
                : DatabaseView.sum(
                        loadProfile.physicalReadIoRequestsPerSec(), loadProfile.physicalWriteIoRequestsPerSec());
    }

    @Override
    public LoadProfile profile() {
        return loadProfile == null ? null : loadProfile.shared();
    }

    /**
     * Added to the label of a figure PostgreSQL counts for the whole cluster (every database on the server, and its
     * background processes), not for the run's database: the figures of pg_stat_bgwriter, pg_stat_checkpointer,
     * pg_stat_wal and pg_stat_io ("One row per backend type, context, target object combination showing cluster-wide I/O
     * statistics"; none of them has a database column). pg_stat_database's are this database's.
     */
    public static final String CLUSTER_WIDE = " (cluster-wide)";

    @Override
    public String dbIoSource() {
        String source = ioViews();
        return source + (readsClusterWide() ? "; cluster-wide" : "; writes cluster-wide");
    }

    /** The statistics views the IO requests come from, as the results name them. */
    private String ioViews() {
        String source = loadProfile == null ? null : loadProfile.ioSource();
        if (source == null) {
            source = serverVersionNum != null && serverVersionNum >= 160000
                    ? "pg_stat_io"
                    : "pg_stat_database, pg_stat_bgwriter";
        }
        return source;
    }

    /**
     * Whether the read requests are the whole cluster's: pg_stat_io's (PostgreSQL 16 and later) are; before it they
     * are pg_stat_database's blocks read of this database.
     */
    public boolean readsClusterWide() {
        return ioViews().contains("pg_stat_io");
    }

    /**
     * The write requests are always the whole cluster's: PostgreSQL counts buffer writes per process type
     * (pg_stat_bgwriter before 16, pg_stat_io from 16), never per database, and the checkpointer and the
     * background writer write every database's buffers. No version gives this database's writes alone.
     */
    public boolean writesClusterWide() {
        return true;
    }

    @Override
    public List<SeriesChart> charts() {
        String writes = writesClusterWide() ? CLUSTER_WIDE : "";
        return List.of(
                new SeriesChart(
                        "io",
                        product() + ": block IO",
                        "blocks/s",
                        "hits/s",
                        SeriesChart.SERIES,
                        List.of(
                                new SeriesChart.Line("blocksReadPerSec", "blocks read/s", false),
                                new SeriesChart.Line(
                                        "physicalWriteIoRequestsPerSec", "blocks written/s" + writes, false),
                                new SeriesChart.Line("blocksHitPerSec", "blocks hit/s", true))),
                new SeriesChart(
                        "tx",
                        product() + ": transactions, rows, WAL",
                        "per second",
                        "WAL MB/s",
                        SeriesChart.SERIES,
                        List.of(
                                new SeriesChart.Line("transactionsPerSec", "transactions/s", false),
                                new SeriesChart.Line("tuplesInsertedPerSec", "rows inserted/s", false),
                                new SeriesChart.Line("tuplesUpdatedPerSec", "rows updated/s", false),
                                new SeriesChart.Line("tuplesDeletedPerSec", "rows deleted/s", false),
                                new SeriesChart.Line("redoMBPerSec", "WAL MB/s" + CLUSTER_WIDE, true))),
                new SeriesChart(
                        "waits",
                        product() + ": active sessions by wait class",
                        "active sessions",
                        null,
                        SeriesChart.WAIT_SERIES,
                        List.of()));
    }

    @Override
    public Map<String, List<Double>> series(String source) {
        return SeriesChart.WAIT_SERIES.equals(source) ? waitSeries : SeriesChart.SERIES.equals(source) ? series : null;
    }

    @Override
    public BarChart ranking() {
        List<WaitEvent> top = loadProfile == null ? null : loadProfile.topWaitEvents();
        if (top == null) {
            return null;
        }
        return new BarChart(
                "topwaits",
                product() + ": top wait events, % of DB time",
                "% of DB time",
                top.stream().map(WaitEvent::qualifiedName).toList(),
                top.stream().map(WaitEvent::pctDbTime).toList());
    }

    @Override
    public Double bufferHitRatioPct() {
        return loadProfile == null ? null : loadProfile.bufferHitRatioPct();
    }

    /** "PostgreSQL 15.4" from 150004, "PostgreSQL" when unknown. */
    public String product() {
        if (serverVersionNum == null) {
            return "PostgreSQL";
        }
        int major = serverVersionNum / 10000;
        return "PostgreSQL "
                + (major >= 10 ? major + "." + serverVersionNum % 10000 : major + "." + serverVersionNum / 100 % 100);
    }
}
