package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Database;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SqlErrorKind;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workload;

/**
 * The load phase of a generation: the chunks of the schema's plan ({@link ChunkPlan}) that are this generator's
 * ({@link SharedLoad#isMine}) and not yet in the ledger, loaded in parallel on the pool's connections, each
 * committed with its ledger row so that an interrupted load resumes where it stopped. A chunk that the database
 * rolled back by a deadlock or a serialization failure (two loaders of ours in each other's way, as InnoDB does
 * now and then) is loaded again, up to {@link #ATTEMPTS} times, each retry said on the listener.
 */
final class ChunkLoad {
    /** How often a chunk is tried when the database rolls it back with a retryable error. */
    static final int ATTEMPTS = 5;

    private final Database db;
    private final ConnectionPool pool;
    private final Workload workload;
    private final GenerateSpec spec;
    private final Phases phases;
    private final AtomicBoolean cancelled;
    private final Set<String> whole;

    /** @param whole the tables that load whole and frozen ({@link FrozenLoad}) */
    ChunkLoad(
            Database db,
            ConnectionPool pool,
            Workload workload,
            GenerateSpec spec,
            Phases phases,
            AtomicBoolean cancelled,
            Set<String> whole) {
        this.db = db;
        this.pool = pool;
        this.workload = workload;
        this.spec = spec;
        this.phases = phases;
        this.cancelled = cancelled;
        this.whole = whole;
    }

    /**
     * Loads every chunk not yet done; returns {rows, bytes} including those loaded before a resume, then
     * {rows, bytes} of those alone.
     */
    long[] load(Schema schema, Map<String, long[]> done) throws SQLException {
        List<ChunkPlan.Chunk> chunks = new ArrayList<>();
        long totalRows = 0;
        AtomicLong rows = new AtomicLong();
        AtomicLong bytes = new AtomicLong();
        GeneratorShare share = spec.share();
        List<ChunkPlan.Chunk> all = ChunkPlan.of(workload, spec, db.dialect(), schema, whole, phases::note);
        for (int j = 0; j < all.size(); j++) {
            ChunkPlan.Chunk c = all.get(j);
            if (!SharedLoad.isMine(j, share)) {
                continue;
            }
            // A share's rows, for its progress: the table's rows in proportion to the share's keys.
            totalRows += share == null
                    ? 0
                    : Math.round((double) c.table().rows()
                            * (c.to() - c.from() + 1)
                            / c.table().keys());
            long[] prior = done.get(c.ledgerKey());
            if (prior != null) {
                rows.addAndGet(prior[0]);
                bytes.addAndGet(prior[1]);
                continue;
            }
            chunks.add(c);
        }
        if (share == null) {
            totalRows = schema.tables().stream().mapToLong(TableDef::rows).sum();
        }
        long rowsBefore = rows.get();
        long bytesBefore = bytes.get();
        GenerateListener listener = phases.listener();
        listener.onPhaseStart("load", totalRows, "rows");
        if (rowsBefore > 0) {
            listener.onPhaseResumed("load", rowsBefore, bytesBefore);
        }
        long t0 = System.nanoTime();
        List<ParallelSteps.Task> tasks = chunks.stream()
                .<ParallelSteps.Task>map(c -> () ->
                        loadRetrying(c, (r, b) -> listener.onProgress("load", rows.addAndGet(r), bytes.addAndGet(b))))
                .toList();
        // Cancelled chunks are skipped: the phase did not end, whatever the count of tasks says.
        ParallelSteps.run(tasks, spec.threads(), "surge-load", cancelled);
        phases.ended("load", (System.nanoTime() - t0) / 1e9);
        return new long[] {rows.get(), bytes.get(), rowsBefore, bytesBefore};
    }

    /** Hears the rows and bytes a chunk added since it last said. */
    private interface Progress {
        void add(long rows, long bytes);
    }

    /**
     * Loads one chunk; when the database rolled it back with a retryable error (its whole transaction, ledger row
     * and all, is gone), takes back the progress it said and loads it again on a fresh connection.
     */
    private void loadRetrying(ChunkPlan.Chunk c, Progress progress) throws Exception {
        for (int attempt = 1; ; attempt++) {
            long[] said = new long[2];
            try {
                loadChunk(c, (r, b) -> {
                    said[0] += r;
                    said[1] += b;
                    progress.add(r, b);
                });
                return;
            } catch (SQLException e) {
                if (attempt == ATTEMPTS || cancelled.get() || db.dialect().classify(e) != SqlErrorKind.DEADLOCK) {
                    throw e;
                }
                progress.add(-said[0], -said[1]);
                phases.note("Chunk " + c.index() + " of " + c.table().name() + " was rolled back by the database ("
                        + e.getSQLState() + ": " + GenerateErrors.oneLine(e.getMessage()) + "); loading it again ("
                        + "attempt " + (attempt + 1) + " of " + ATTEMPTS + ").");
                // A moment for the transaction in the way to finish, longer each time.
                Thread.sleep(100L * attempt);
            }
        }
    }

    /** Loads one chunk, records it in the ledger and commits. */
    private void loadChunk(ChunkPlan.Chunk c, Progress progress) throws Exception {
        if (c.serverSql() != null) {
            try (Connection conn = loadSession(db, pool)) {
                long[] n = loadServerSide(conn, c);
                LoadLedger.record(conn, workload.name(), c.table().name(), c.index(), n[0], n[1]);
                conn.commit();
                progress.add(n[0], n[1]);
                return;
            }
        }
        try (Connection conn = loadSession(db, pool);
                BulkLoader loader = c.whole()
                        ? db.dialect().frozenLoader(conn, c.table())
                        : db.dialect().bulkLoader(conn, c.table(), spec.options())) {
            // A whole table is generated in pieces of a chunk's keys (the same rows: they depend on the key
            // alone) so that its progress shows while it streams and a cancel ends it without waiting for the
            // rest; closing the loader then cancels the COPY and the transaction rolls back.
            long saidRows = 0;
            long saidBytes = 0;
            for (long from = c.from(); from <= c.to(); from += ChunkPlan.CHUNK_KEYS) {
                if (cancelled.get()) {
                    throw GenerateErrors.cancelled();
                }
                c.table()
                        .generator()
                        .generate(spec.seed(), from, Math.min(c.to(), from + ChunkPlan.CHUNK_KEYS - 1), loader);
                if (c.whole()) {
                    progress.add(loader.rows() - saidRows, loader.bytes() - saidBytes);
                    saidRows = loader.rows();
                    saidBytes = loader.bytes();
                }
            }
            loader.finish();
            LoadLedger.record(conn, workload.name(), c.table().name(), c.index(), loader.rows(), loader.bytes());
            conn.commit();
            progress.add(loader.rows() - saidRows, loader.bytes() - saidBytes);
        }
    }

    /** Loads one chunk with the database's own row generator; the caller records it and commits. */
    private long[] loadServerSide(Connection conn, ChunkPlan.Chunk c) throws SQLException {
        String sql = c.serverSql()
                .replace("${from}", Long.toString(c.from()))
                .replace("${to}", Long.toString(c.to()))
                .replace("${seed}", Long.toString(spec.seed()));
        long n = db.dialect().executeServerSide(conn, sql);
        return new long[] {n, n * c.table().estimatedRowBytes()};
    }

    /** A pooled connection with the dialect's load-session settings (they persist on it, so this is cheap). */
    static Connection loadSession(Database db, ConnectionPool pool) throws SQLException {
        Connection c = pool.getConnection();
        try {
            db.dialect().prepareLoadSession(c);
            return c;
        } catch (SQLException e) {
            c.close();
            throw e;
        }
    }
}
