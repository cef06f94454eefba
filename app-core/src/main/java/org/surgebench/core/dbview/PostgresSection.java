package org.surgebench.core.dbview;

import static org.surgebench.core.common.Numbers.plain;
import static org.surgebench.core.common.Numbers.whole;
import static org.surgebench.core.dbview.DatabaseViewPrinter.add;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addCount;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addMs;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addPct;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addText;
import static org.surgebench.core.dbview.DatabaseViewPrinter.ms;
import static org.surgebench.core.dbview.DatabaseViewPrinter.pct;
import static org.surgebench.core.dbview.DatabaseViewPrinter.seconds;

import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.dbview.PostgresLoadProfile.ObjectIo;
import org.surgebench.core.dbview.PostgresLoadProfile.TopStatement;
import org.surgebench.core.dbview.ViewSection.Figure;
import org.surgebench.core.dbview.ViewSection.Table;

/** PostgreSQL's load profile with its labels, top waits, top SQL and busiest tables and indexes. */
final class PostgresSection {
    private PostgresSection() {}

    static ViewSection of(PostgresView v) {
        PostgresLoadProfile p = v.loadProfile();
        if (p == null) {
            return new ViewSection(
                    v.product() + " statistics", List.of(), List.of(), List.of("No load profile in these results."));
        }
        List<Figure> f = figures(p, v);
        List<Table> tables = tables(p);
        List<String> notes = new ArrayList<>();
        notes.add(ioNote(v.dbIoSource()));
        if (p.avgReadMs() == null && p.blocksReadPerSec() != null && p.blocksReadPerSec() > 0) {
            notes.add("avg read ms: not timed (track_io_timing is off for the sessions that read).");
        } else if (p.readLatencyHistogram() != null && !p.readLatencyHistogram().isEmpty()) {
            notes.add("Read latency: PostgreSQL keeps no time per read, so each second's reads are counted at that "
                    + "second's average (blk_read_time / blks_read): narrower than a per-read histogram.");
        }
        if (v.pgStatStatements() != null && !"installed".equals(v.pgStatStatements())) {
            notes.add("Top SQL: pg_stat_statements " + v.pgStatStatements() + ".");
        }
        String window = p.elapsedSeconds() == null ? "" : ", per second over " + seconds(p.elapsedSeconds());
        return new ViewSection(v.product() + " statistics (pg_stat_*)" + window, f, tables, notes);
    }

    /** The load profile's figures, the key ones (shown first and in comparisons) marked. */
    private static List<Figure> figures(PostgresLoadProfile p, PostgresView v) {
        List<Figure> f = new ArrayList<>();
        String reads = v.readsClusterWide() ? PostgresView.CLUSTER_WIDE : "";
        String writes = v.writesClusterWide() ? PostgresView.CLUSTER_WIDE : "";
        add(f, "DB read IO requests/s" + reads, p.physicalReadIoRequestsPerSec(), true);
        add(f, "DB write IO requests/s" + writes, p.physicalWriteIoRequestsPerSec(), true);
        add(f, "DB read MB/s" + reads, p.readMBPerSec(), true);
        add(f, "DB write MB/s" + writes, p.writeMBPerSec(), true);
        addPct(f, "buffer hit ratio", p.bufferHitRatioPct(), true);
        add(f, "WAL MB/s" + PostgresView.CLUSTER_WIDE, p.redoMBPerSec(), true);
        add(f, "transactions/s", p.transactionsPerSec(), true);
        add(f, "average active sessions", p.averageActiveSessions(), true);
        addMs(f, "avg read ms", p.avgReadMs(), true);
        add(f, "commits/s", p.commitsPerSec(), false);
        add(f, "rollbacks/s", p.rollbacksPerSec(), false);
        add(f, "statements executed/s", p.executesPerSec(), false);
        add(f, "logical reads/s (blocks)", p.logicalReadsPerSec(), true);
        add(f, "blocks read/s", p.blocksReadPerSec(), false);
        add(f, "blocks hit/s", p.blocksHitPerSec(), false);
        add(f, "WAL records/s" + PostgresView.CLUSTER_WIDE, p.walRecordsPerSec(), false);
        add(f, "WAL full-page images/s" + PostgresView.CLUSTER_WIDE, p.walFullPageImagesPerSec(), false);
        add(f, "rows inserted/s", p.tuplesInsertedPerSec(), false);
        add(f, "rows updated/s", p.tuplesUpdatedPerSec(), false);
        add(f, "rows deleted/s", p.tuplesDeletedPerSec(), false);
        add(f, "rows returned/s (scans)", p.tuplesReturnedPerSec(), false);
        add(f, "rows fetched/s (index)", p.tuplesFetchedPerSec(), false);
        add(f, "buffers written/s by checkpoints" + PostgresView.CLUSTER_WIDE, p.buffersCheckpointPerSec(), false);
        add(f, "buffers written/s by the bgwriter" + PostgresView.CLUSTER_WIDE, p.buffersBgwriterPerSec(), false);
        add(f, "buffers written/s by backends" + PostgresView.CLUSTER_WIDE, p.buffersBackendPerSec(), false);
        if (p.checkpointsTimed() != null || p.checkpointsRequested() != null) {
            addText(
                    f,
                    "checkpoints (timed / requested)" + PostgresView.CLUSTER_WIDE,
                    whole(p.checkpointsTimed()) + " / " + whole(p.checkpointsRequested()),
                    false);
        }
        addCount(f, "temporary files", p.tempFiles(), false);
        add(f, "temporary MB", p.tempMB(), false);
        addCount(f, "deadlocks", p.deadlocks(), false);
        return f;
    }

    /** Top waits, top SQL, the busiest tables and indexes, and the read latency by second. */
    private static List<Table> tables(PostgresLoadProfile p) {
        List<Table> tables = new ArrayList<>();
        if (p.topWaitEvents() != null && !p.topWaitEvents().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (WaitEvent e : p.topWaitEvents()) {
                rows.add(List.of(
                        e.qualifiedName(), plain(e.pctDbTime()), plain(e.avgActiveSessions()), whole(e.samples())));
            }
            tables.add(new Table(
                    "Top wait events (sampled active sessions)",
                    List.of("wait event", "% of DB time", "active sessions", "samples"),
                    rows,
                    "lrrr",
                    3));
        }
        if (p.topSql() != null && !p.topSql().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (TopStatement s : p.topSql()) {
                rows.add(List.of(
                        pct(s.pctTime()),
                        plain(s.callsPerSec()),
                        ms(s.msPerCall()),
                        plain(s.rowsPerCall()),
                        plain(s.sharedBlksReadPerCall()),
                        plain(s.sharedBlksHitPerCall()),
                        String.valueOf(s.query())));
            }
            tables.add(new Table(
                    "Top SQL by time (pg_stat_statements)",
                    List.of(
                            "% of time",
                            "calls/s", "ms/call", "rows/call", "blocks read/call", "blocks hit/call", "statement"),
                    rows,
                    "rrrrrrl",
                    0));
        }
        tables.addAll(objects(p.topTables(), p.topIndexes()));
        if (p.readLatencyHistogram() != null && !p.readLatencyHistogram().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            long below = 0;
            for (PostgresLoadProfile.ReadLatencyBucket b : p.readLatencyHistogram()) {
                if (b.reads() != null && b.reads() > 0) {
                    rows.add(List.of(
                            (b.ltUs() == null
                                    ? ">= " + microseconds(below)
                                    : microseconds(below) + " .. " + microseconds(b.ltUs())),
                            pct(b.pct()),
                            whole(b.reads())));
                }
                below = b.ltUs() == null ? below : b.ltUs();
            }
            tables.add(new Table(
                    "Read latency by second (each second's reads at its average read time)",
                    List.of("avg read time", "% of reads", "blocks read"),
                    rows,
                    "lrr",
                    rows.size()));
        }
        return tables;
    }

    private static String microseconds(long us) {
        return us < 1000 ? us + " us" : us % 1000 == 0 ? us / 1000 + " ms" : plain(us / 1000.0) + " ms";
    }

    /** Where the IO request counts come from, and that they are not the disk's. */
    static String ioNote(String source) {
        return source != null && source.contains("pg_stat_io")
                ? "DB IO requests: read, write and extend operations in pg_stat_io (a read may span several "
                        + "blocks; reads the OS cache served count too), not disk IOPS. pg_stat_io counts the whole "
                        + "cluster (every database, autovacuum, the checkpointer): other work on this server counts "
                        + "too."
                : "DB IO requests: blocks read into shared buffers by this database (pg_stat_database; reads the OS "
                        + "cache served count too) and buffers written (pg_stat_bgwriter), not disk IOPS. "
                        + "pg_stat_bgwriter counts the whole cluster: writes of every database on this server count, "
                        + "even in a read-only run.";
    }

    private static List<Table> objects(List<ObjectIo> tables, List<ObjectIo> indexes) {
        List<Table> out = new ArrayList<>();
        if (tables != null && !tables.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (ObjectIo t : tables) {
                rows.add(List.of(
                        t.name(),
                        plain(t.blocksPerSec()),
                        plain(t.heapBlksReadPerSec()),
                        plain(t.heapBlksHitPerSec()),
                        plain(t.idxBlksReadPerSec()),
                        plain(t.idxBlksHitPerSec())));
            }
            out.add(new Table(
                    "Busiest tables (blocks/s)",
                    List.of("table", "blocks/s", "heap read/s", "heap hit/s", "index read/s", "index hit/s"),
                    rows,
                    "lrrrrr",
                    0));
        }
        if (indexes != null && !indexes.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (ObjectIo i : indexes) {
                rows.add(List.of(
                        i.name(), plain(i.blocksPerSec()), plain(i.idxBlksReadPerSec()), plain(i.idxBlksHitPerSec())));
            }
            out.add(new Table(
                    "Busiest indexes (blocks/s)", List.of("index", "blocks/s", "read/s", "hit/s"), rows, "lrrr", 0));
        }
        return out;
    }
}
