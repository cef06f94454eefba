package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.api.SurgeException;
import org.surgebench.core.api.Workloads;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workload;

/**
 * Builds a workload's schema: create, parallel load in chunks of each table's key range, indexes and
 * constraints in parallel, statistics, finishing statements, and the registry row marking it complete.
 */
public final class Generator {
    /** Keys per chunk: large enough to stream efficiently, small enough to spread over workers. */
    static final long CHUNK_KEYS = 50_000;

    private final GenerateSpec spec;
    private final GenerateListener listener;
    private final Workload workload;
    private final List<GenerateReport.PhaseTiming> phases = new ArrayList<>();

    private Generator(GenerateSpec spec, GenerateListener listener) {
        this.spec = spec;
        this.listener = listener == null ? GenerateListener.NONE : listener;
        this.workload = Workloads.byName(spec.workload());
        spec.validate(workload.minScale(), workload.maxScale());
    }

    /** Plans without touching the database: row counts and estimated size. */
    public static GenerateReport plan(GenerateSpec spec) {
        Generator g = new Generator(spec, null);
        String dialect = Dialects.forUrl(spec.connection().url()).name();
        Schema schema = g.workload.schema(g.options(dialect));
        List<GenerateReport.TableReport> tables = schema.tables().stream()
                .map(t -> new GenerateReport.TableReport(t.name(), t.rows(), t.rows() * t.estimatedRowBytes(), -1))
                .toList();
        return new GenerateReport(g.workload.name(), dialect, spec.scale(), spec.seed(), spec.threads(), true,
                tables, List.of(), 0, schema.totalRows(), 0, 0, 0, schema.estimatedBytes());
    }

    public static GenerateReport generate(GenerateSpec spec, GenerateListener listener) {
        return new Generator(spec, listener).run();
    }

    private SchemaOptions options(String dialect) {
        return new SchemaOptions(dialect, spec.scale(), spec.seed(), spec.options());
    }

    private GenerateReport run() {
        Database db = new Database(spec.connection());
        Schema schema = workload.schema(options(db.dialect().name()));
        long t0 = System.nanoTime();
        try (Connection admin = db.connect()) {
            db.dialect().prepareLoadSession(admin);
            admin.commit();
            Map<String, long[]> done = prepare(db, admin, schema);
            long[] loaded;
            try (ConnectionPool pool = db.pool(spec.threads(), "surge-generate")) {
                loaded = load(db, pool, schema, done);
                checkCancelled();
                int threads = db.dialect().parallelIndexBuilds() ? spec.threads() : 1;
                parallel(db, pool, "index", schema.postLoadSql(), (conn, sql) -> {
                    try (Statement st = conn.createStatement()) {
                        st.execute(sql);
                    }
                }, spec.resume(), threads);
                // Largest tables first, so the longest task does not start last.
                List<String> byRows = schema.tables().stream()
                        .sorted(java.util.Comparator.comparingLong(TableDef::rows).reversed())
                        .map(TableDef::name).toList();
                parallel(db, pool, "analyze", byRows,
                        (conn, table) -> db.dialect().analyze(conn, List.of(table)), false, threads);
            }
            timed("finish", schema.finishSql().size(), "statements", () -> {
                try (Statement s = admin.createStatement()) {
                    for (String sql : schema.finishSql()) {
                        s.execute(sql);
                    }
                }
                admin.commit();
            });
            SchemaRegistry.markComplete(admin, workload.name());
            LoadLedger.clear(admin, workload.name());
            List<GenerateReport.TableReport> tables = new ArrayList<>();
            for (TableDef t : schema.tables()) {
                var size = db.dialect().size(admin, t.name());
                tables.add(new GenerateReport.TableReport(t.name(), t.rows(), size.tableBytes(), size.indexBytes()));
            }
            admin.commit();
            double secs = (System.nanoTime() - t0) / 1e9;
            double loadSecs = phases.stream().filter(p -> p.phase().equals("load")).mapToDouble(
                    GenerateReport.PhaseTiming::seconds).sum();
            return new GenerateReport(workload.name(), db.dialect().name(), spec.scale(), spec.seed(), spec.threads(),
                    false, tables, List.copyOf(phases), round(secs), loaded[0], loaded[1],
                    loadSecs > 0 ? round(loaded[0] / loadSecs) : 0, loadSecs > 0 ? round(loaded[1] / 1e6 / loadSecs) : 0,
                    schema.estimatedBytes());
        } catch (SQLException e) {
            throw new SurgeException(SurgeException.RUN_FAILED, "Generating " + workload.name() + " at "
                    + db.spec().where() + " failed (" + e.getSQLState() + "): " + oneLine(e.getMessage())
                    + "; the schema is marked incomplete: fix the cause and rerun with --resume or --force.", e);
        }
    }

    /** Checks what exists, drops or resumes, creates; returns the chunks already loaded. */
    private Map<String, long[]> prepare(Database db, Connection admin, Schema schema) throws SQLException {
        SchemaRegistry.Entry existing = SchemaRegistry.read(admin, db.dialect(), workload.name());
        if (spec.resume()) {
            if (existing == null) {
                throw new SurgeException(SurgeException.SCHEMA, "There is no interrupted " + workload.name()
                        + " generation at " + db.spec().where() + " to resume: run without --resume.");
            }
            if (existing.complete()) {
                throw new SurgeException(SurgeException.SCHEMA, "The " + workload.name() + " schema at "
                        + db.spec().where() + " is complete already: nothing to resume (use --force to rebuild it).");
            }
            if (existing.scale() != spec.scale() || existing.seed() != spec.seed()) {
                throw new SurgeException(SurgeException.USAGE, "The interrupted generation used scale "
                        + existing.scale() + " and seed " + existing.seed() + ": resume with those or use --force.");
            }
            LoadLedger.ensureTable(admin);
            Map<String, long[]> done = LoadLedger.done(admin, workload.name());
            listener.onMessage("Resuming: " + done.size() + " chunks were loaded before.");
            return done;
        }
        if (existing != null && !spec.force()) {
            throw new SurgeException(SurgeException.SCHEMA, "A " + workload.name() + " schema (scale "
                    + existing.scale() + ", " + existing.status() + ") exists already at " + db.spec().where()
                    + ": add --force to replace it" + (existing.complete() ? "" : ", --resume to finish it")
                    + ", or run `surge drop " + workload.name() + "` first.");
        }
        timed("drop", schema.dropSql().size(), "statements", () -> dropObjects(admin, schema));
        SchemaRegistry.markLoading(admin, workload.name(), spec.scale(), spec.seed(), spec.options().toString());
        LoadLedger.ensureTable(admin);
        LoadLedger.clear(admin, workload.name());
        timed("create", schema.createSql().size(), "statements", () -> {
            try (Statement s = admin.createStatement()) {
                for (String sql : schema.createSql()) {
                    s.execute(sql);
                }
            }
            admin.commit();
        });
        return Map.of();
    }

    /** Runs drop statements one by one, ignoring those that fail (objects that do not exist). */
    public static void dropObjects(Connection c, Schema schema) throws SQLException {
        for (String sql : schema.dropSql()) {
            try (Statement s = c.createStatement()) {
                s.execute(sql);
                c.commit();
            } catch (SQLException e) {
                c.rollback();
            }
        }
    }

    private record Chunk(TableDef table, long index, long from, long to) {
    }

    /** A pooled connection with the dialect's load-session settings (they persist on it, so this is cheap). */
    private static Connection loadSession(Database db, ConnectionPool pool) throws SQLException {
        Connection c = pool.getConnection();
        try {
            db.dialect().prepareLoadSession(c);
            return c;
        } catch (SQLException e) {
            c.close();
            throw e;
        }
    }

    /** Loads every chunk not yet done; returns {rows, bytes} including those loaded before a resume. */
    private long[] load(Database db, ConnectionPool pool, Schema schema, Map<String, long[]> done) throws SQLException {
        List<Chunk> chunks = new ArrayList<>();
        long totalRows = 0;
        AtomicLong rows = new AtomicLong();
        AtomicLong bytes = new AtomicLong();
        for (TableDef t : schema.tables()) {
            totalRows += t.rows();
            long n = Math.max(1, (t.keys() + CHUNK_KEYS - 1) / CHUNK_KEYS);
            for (long i = 0; i < n && t.keys() > 0; i++) {
                long[] prior = done.get(LoadLedger.key(t.name(), i));
                if (prior != null) {
                    rows.addAndGet(prior[0]);
                    bytes.addAndGet(prior[1]);
                    continue;
                }
                chunks.add(new Chunk(t, i, i * CHUNK_KEYS + 1, Math.min(t.keys(), (i + 1) * CHUNK_KEYS)));
            }
        }
        listener.onPhaseStart("load", totalRows, "rows");
        long t0 = System.nanoTime();
        ExecutorService workers = Executors.newFixedThreadPool(spec.threads(), r -> {
            Thread th = new Thread(r, "surge-load");
            th.setDaemon(true);
            return th;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Chunk c : chunks) {
                futures.add(workers.submit(() -> {
                    if (spec.isCancelled()) {
                        return null;
                    }
                    try (Connection conn = loadSession(db, pool);
                         BulkLoader loader = db.dialect().bulkLoader(conn, c.table())) {
                        c.table().generator().generate(spec.seed(), c.from(), c.to(), loader);
                        loader.finish();
                        LoadLedger.record(conn, workload.name(), c.table().name(), c.index(), loader.rows(),
                                loader.bytes());
                        conn.commit();
                        listener.onProgress("load", rows.addAndGet(loader.rows()), bytes.addAndGet(loader.bytes()));
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    spec.cancel();
                    throw unwrap(e);
                }
            }
        } catch (InterruptedException e) {
            spec.cancel();
            Thread.currentThread().interrupt();
            throw new SurgeException(SurgeException.RUN_FAILED, "Generation interrupted; the schema is marked "
                    + "incomplete: rerun with --resume to finish it.");
        } finally {
            workers.shutdownNow();
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        phases.add(new GenerateReport.PhaseTiming("load", round(secs)));
        listener.onPhaseEnd("load", secs);
        return new long[] {rows.get(), bytes.get()};
    }

    @FunctionalInterface
    private interface Task {
        void run(Connection connection, String item) throws SQLException;
    }

    /** Runs independent tasks (statements, or per-table steps) in parallel, one connection per worker. */
    private void parallel(Database db, ConnectionPool pool, String phase, List<String> items, Task task,
                          boolean tolerateExisting, int threads) throws SQLException {
        listener.onPhaseStart(phase, items.size(), phase.equals("analyze") ? "tables" : "statements");
        long t0 = System.nanoTime();
        AtomicLong doneCount = new AtomicLong();
        ExecutorService workers = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (String s : items) {
                futures.add(workers.submit(() -> {
                    try (Connection conn = loadSession(db, pool)) {
                        try {
                            task.run(conn, s);
                            conn.commit();
                        } catch (SQLException e) {
                            conn.rollback();
                            if (!tolerateExisting || !alreadyExists(e)) {
                                throw e;
                            }
                        }
                    }
                    listener.onProgress(phase, doneCount.incrementAndGet(), 0);
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    throw unwrap(e);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SurgeException(SurgeException.RUN_FAILED, "Generation interrupted while building indexes; "
                    + "rerun with --resume to finish it.");
        } finally {
            workers.shutdownNow();
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        phases.add(new GenerateReport.PhaseTiming(phase, round(secs)));
        listener.onPhaseEnd(phase, secs);
    }

    private static boolean alreadyExists(SQLException e) {
        String s = e.getSQLState();
        String m = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
        return "42P07".equals(s) || "42710".equals(s) || "42P16".equals(s) || m.contains("already exists")
                || e.getErrorCode() == 955 || e.getErrorCode() == 2260 || e.getErrorCode() == 1408;
    }

    @FunctionalInterface
    private interface Step {
        void run() throws SQLException;
    }

    private void timed(String phase, long total, String unit, Step step) throws SQLException {
        listener.onPhaseStart(phase, total, unit);
        long t0 = System.nanoTime();
        step.run();
        double secs = (System.nanoTime() - t0) / 1e9;
        phases.add(new GenerateReport.PhaseTiming(phase, round(secs)));
        listener.onProgress(phase, total, 0);
        listener.onPhaseEnd(phase, secs);
    }

    private void checkCancelled() {
        if (spec.isCancelled()) {
            throw new SurgeException(SurgeException.RUN_FAILED, "Generation cancelled; the schema is marked "
                    + "incomplete: rerun with --resume to finish it or --force to start over.");
        }
    }

    private static SQLException unwrap(ExecutionException e) {
        Throwable c = e.getCause();
        if (c instanceof SQLException sql) {
            return sql;
        }
        if (c instanceof RuntimeException re) {
            throw re;
        }
        return new SQLException(c.getMessage(), c);
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    private static String oneLine(String s) {
        if (s == null) {
            return "";
        }
        int i = s.indexOf('\n');
        return (i < 0 ? s : s.substring(0, i)).strip();
    }
}
