package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.GeneratorShare;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.DatabaseOptions;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.db.SchemaLock;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.SqlErrorKind;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;
import org.surgebench.core.util.Secrets;

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
    /** Set by {@link GenerateSession#cancel()} (or by a failed chunk, to stop the others); polled between chunks. */
    private final AtomicBoolean cancelled;
    private final List<GenerateReport.PhaseTiming> phases = new ArrayList<>();
    /** Set once the registry says "loading": from then on a failure leaves an incomplete schema behind. */
    private boolean started;

    private Generator(GenerateSpec spec, GenerateListener listener, AtomicBoolean cancelled) {
        this.spec = spec;
        this.cancelled = cancelled;
        this.listener = listener == null ? GenerateListener.NONE : listener;
        this.workload = Workloads.byName(spec.workload());
        spec.validate(workload.minScale(), workload.maxScale());
        if (spec.connection() != null) {
            DatabaseOptions.check(workload, spec.connection().url(), spec.options());
        }
    }

    /** Plans without touching the database: row counts and estimated size. */
    public static GenerateReport plan(GenerateSpec spec) {
        Generator g = new Generator(spec, null, new AtomicBoolean());
        String dialect = Dialects.forUrl(spec.connection().url()).name();
        Schema schema = g.workload.schema(g.options(dialect));
        List<GenerateReport.TableReport> tables = schema.tables().stream()
                .map(t -> new GenerateReport.TableReport(t.name(), t.rows(), t.rows() * t.estimatedRowBytes(), -1))
                .toList();
        return new GenerateReport(g.workload.name(), dialect, spec.scale(), spec.seed(), spec.threads(), true,
                tables, List.of(), 0, schema.totalRows(), 0, 0, 0, schema.estimatedBytes());
    }

    /** Generates in the calling thread; nothing can cancel it but an interrupt. */
    public static GenerateReport generate(GenerateSpec spec, GenerateListener listener) {
        return new Generator(spec, listener, new AtomicBoolean()).run();
    }

    /**
     * Checks the spec (a mistake throws here, before anything starts) and generates on a thread of its own; the
     * session cancels and waits.
     */
    public static GenerateSession start(GenerateSpec spec, GenerateListener listener) {
        AtomicBoolean cancelled = new AtomicBoolean();
        Generator g = new Generator(spec, listener, cancelled);
        return new GenerateThread(cancelled).start(g::run);
    }

    private SchemaOptions options(String dialect) {
        return new SchemaOptions(dialect, spec.scale(), spec.seed(), spec.options());
    }

    private static String grantHint(Database db) {
        String hint = db.dialect().grantCreateHint(db.spec().user());
        return hint == null ? "" : " (e.g. " + hint + ")";
    }

    private GenerateReport run() {
        Database db = new Database(spec.connection());
        if (spec.onlyCode()) {
            return installCodeOnly(db);
        }
        Schema schema = workload.schema(options(db.dialect().name()));
        long t0 = System.nanoTime();
        GeneratorShare share = spec.share();
        // Generators of one schema (and --finish) meet in the database: each holds the workload's lock only to
        // create or join, and again to see whether it is the last; the load itself runs without it.
        boolean together = share != null || spec.finishOnly();
        boolean checkDisk = spec.diskCheck() && !spec.resume() && !spec.finishOnly()
                && (share == null || share.index() == 1);
        if (checkDisk && db.dialect().diskCheck() == Dialect.DiskCheck.BEFORE_CONNECT) {
            // Before connecting: connecting to an embedded database creates it, and a refused scale writes nothing.
            note(DiskSpace.require(workload.name(), spec.scale(), schema.estimatedBytes(),
                    DiskSpace.freeAt(DiskSpace.beforeConnect(db)), db));
        }
        SchemaLock lock = null;
        try (Connection admin = db.connect()) {
            try {
                lock = together ? Ownership.awaitLock(db, workload.name(), cancelled::get, listener)
                        : Ownership.lock(db, workload.name());
                db.dialect().prepareLoadSession(admin);
                db.dialect().prepareDdlSession(admin, spec.options());
                admin.commit();
                if (checkDisk && db.dialect().diskCheck() == Dialect.DiskCheck.AFTER_CONNECT) {
                    note(DiskSpace.require(workload.name(), spec.scale(), schema.estimatedBytes(),
                            DiskSpace.freeAt(db.dialect().dataDirectory(spec.connection().url(), admin)), db));
                }
                Map<String, long[]> done = prepare(db, admin, schema);
                long[] loaded;
                try (ConnectionPool pool = db.pool(spec.threads(), "surge-generate")) {
                    if (together) {
                        lock.close();
                        lock = null;
                    }
                    loaded = spec.finishOnly() ? new long[4] : load(db, pool, schema, done);
                    checkCancelled();
                    if (together) {
                        lock = Ownership.awaitLock(db, workload.name(), cancelled::get, listener);
                        List<String> keys = chunks(db, schema, false).stream()
                                .map(c -> LoadLedger.key(c.table().name(), c.index())).toList();
                        long[] all = SharedLoad.lastOrNull(db, admin, workload.name(), keys, spec.finishOnly(), share,
                                listener);
                        if (all == null) {
                            return shareReport(db, schema, t0, loaded);
                        }
                        listener.onMessage("Every chunk is loaded: this generator builds the indexes, constraints and "
                                + "statistics.");
                        // The schema's rows, of which this generator loaded loaded[0] - loaded[2] itself.
                        loaded = new long[] {all[0], all[1], all[0] - (loaded[0] - loaded[2]),
                                all[1] - (loaded[1] - loaded[3])};
                    }
                    int threads = db.dialect().parallelIndexBuilds() ? spec.threads() : 1;
                    parallel(db, pool, "index", schema.postLoadSql(), (conn, sql) -> {
                        db.dialect().prepareDdlSession(conn, spec.options());
                        try (Statement st = conn.createStatement()) {
                            st.execute(sql);
                        }
                    }, spec.resume() || together, threads);
                    // Largest tables first, so the longest task does not start last.
                    List<String> byRows = schema.tables().stream()
                            .sorted(java.util.Comparator.comparingLong(TableDef::rows).reversed())
                            .map(TableDef::name).toList();
                    parallel(db, pool, "analyze", byRows,
                            (conn, table) -> db.dialect().analyze(conn, List.of(table)), false, threads);
                    checkCancelled();
                }
                timed("finish", schema.finishSql().size(), "statements", () -> finish(db, admin, schema));
                if (!schema.codeSql().isEmpty()) {
                    timed("code", schema.codeSql().size(), "statements", () -> installCode(admin, schema));
                }
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
                // Speeds from what this generation loaded itself: rows a resumed one found loaded took no time here.
                long rowsNow = loaded[0] - loaded[2];
                long bytesNow = loaded[1] - loaded[3];
                return new GenerateReport(workload.name(), db.dialect().name(), spec.scale(), spec.seed(), spec.threads(),
                        false, tables, List.copyOf(phases), round(secs), loaded[0], loaded[1],
                        loadSecs > 0 ? round(rowsNow / loadSecs) : 0, loadSecs > 0 ? round(bytesNow / 1e6 / loadSecs) : 0,
                        schema.estimatedBytes(), loaded[2]);
            } finally {
                // The lock before the admin connection, as before shared loads: H2 minds the order on a full disk.
                if (lock != null) {
                    lock.close();
                    lock = null;
                }
            }
        } catch (SQLException e) {
            throw failed(db, e);
        } catch (RuntimeException | AssertionError e) {
            if (e instanceof SurgeException surge) {
                throw surge;
            }
            // A driver that fails outside its own exceptions: H2 2.x, once another session's write found the disk
            // full, throws a NullPointerException (or, under -ea, an AssertionError) from its store. Asked like
            // an SQLException, the dialect can still tell a full disk from a bug.
            throw failed(db, new SQLException(e.toString(), e));
        }
    }

    /** The one sentence for a generation that failed on the database. */
    private SurgeException failed(Database db, SQLException e) {
        SqlErrorKind kind = db.dialect().classify(e);
        String incomplete = started ? "; the schema is marked incomplete: fix the cause and rerun with --resume "
                + "or --force." : "; nothing was written.";
        String storage = db.dialect().describeStorageFailure(e, db.spec());
        if (storage != null) {
            return new SurgeException(SurgeException.RUN_FAILED, storage.substring(0, storage.length() - 1)
                    + incomplete, e);
        }
        if (kind == SqlErrorKind.READ_ONLY) {
            return new SurgeException(SurgeException.SCHEMA, "The database at " + db.spec().where() + " is "
                    + "read-only for user '" + db.spec().user() + "' (" + oneLine(e.getMessage()) + "): generate "
                    + "needs a writable database (a primary, not a standby; default_transaction_read_only off)"
                    + incomplete, e);
        }
        if (kind == SqlErrorKind.PERMISSION) {
            return new SurgeException(SurgeException.SCHEMA, "User '" + db.spec().user() + "' may not create "
                    + "the " + workload.name() + " schema at " + db.spec().where() + " (" + oneLine(e.getMessage())
                    + "): grant it CREATE on the schema" + grantHint(db) + " or connect as the schema's owner"
                    + incomplete, e);
        }
        return new SurgeException(SurgeException.RUN_FAILED, "Generating " + workload.name() + " at "
                + db.spec().where() + " failed (" + e.getSQLState() + "): " + oneLine(e.getMessage())
                + "; the schema is marked incomplete: fix the cause and rerun with --resume or --force.", e);
    }

    /**
     * Checks what exists and whose it is, resumes or drops (only the workload's own objects, or with --force
     * objects no workload owns), records what it will create as its own, creates; returns the chunks already
     * loaded. The workload's lock is held throughout (see {@link Ownership#lock}).
     */
    private Map<String, long[]> prepare(Database db, Connection admin, Schema schema) throws SQLException {
        Ownership own = Ownership.read(db, admin, workload, schema.objects());
        SchemaRegistry.Entry existing = own.entry();
        if (spec.finishOnly() && (existing == null || existing.complete())) {
            throw new SurgeException(SurgeException.SCHEMA, "There is no " + workload.name() + " schema being loaded "
                    + "at " + db.spec().where() + " to finish" + (existing == null ? "" : " (it is complete already)")
                    + ": --finish completes what generators with --generator K/N loaded.");
        }
        if ((spec.share() != null || spec.finishOnly()) && existing != null && !existing.complete()) {
            // Another generator of the same schema created it (or this one did, before an interruption): join it.
            if (existing.scale() != spec.scale() || existing.seed() != spec.seed()
                    || (spec.share() != null && !recordedOptions().equals(existing.options()))) {
                throw new SurgeException(SurgeException.USAGE, "The " + workload.name() + " schema being loaded at "
                        + db.spec().where() + " has scale " + existing.scale() + ", seed " + existing.seed()
                        + " and options " + existing.options() + ": every generator must give the same scale, seed, "
                        + "--generator count and options (this one: scale " + spec.scale() + ", seed " + spec.seed()
                        + ", options " + recordedOptions() + "); nothing was loaded.");
            }
            started = true;
            LoadLedger.ensureTable(admin);
            Map<String, long[]> done = LoadLedger.done(admin, workload.name());
            if (spec.share() != null) {
                listener.onMessage("Joining the " + workload.name() + " schema being loaded as generator "
                        + spec.share() + " (" + done.size() + " chunks are loaded).");
            }
            return done;
        }
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
            started = true;
            LoadLedger.ensureTable(admin);
            Map<String, long[]> done = LoadLedger.done(admin, workload.name());
            listener.onMessage("Resuming: " + done.size() + " chunks were loaded before.");
            return done;
        }
        own.refuseCollisions();
        if (existing != null && !spec.force()) {
            throw new SurgeException(SurgeException.SCHEMA, "A " + workload.name() + " schema (scale "
                    + existing.scale() + ", " + existing.status() + ") exists already at " + db.spec().where()
                    + ": add --force to replace it" + (existing.complete() ? "" : ", --resume to finish it")
                    + ", or run `surge drop " + workload.name() + "` first.");
        }
        List<SchemaObject> strangers = own.strangers();
        if (!strangers.isEmpty() && !spec.force()) {
            throw own.strangersRefused("generate");
        }
        List<SchemaObject> targets = new ArrayList<>(own.existingOwn());
        targets.addAll(strangers);
        if (!targets.isEmpty()) {
            own.prepareDrop(targets, strangers);
            listener.onMessage(own.dropNote(targets, strangers));
            timed("drop", targets.size(), "objects", () -> own.drop(targets, strangers));
        }
        try {
            SchemaRegistry.markLoading(admin, workload.name(), spec.scale(), spec.seed(), recordedOptions(),
                    schema.objects());
        } catch (SQLException e) {
            // Another workload recorded one of our names since we looked: say whose, or report the error.
            Ownership.read(db, admin, workload, schema.objects()).refuseCollisions();
            throw e;
        }
        started = true;
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

    /**
     * The options as the registry records them (secrets masked); for generators of one schema with their count,
     * which every generator must share: the chunks each loads depend on it and on the chunk options.
     */
    private String recordedOptions() {
        Map<String, String> o = new java.util.TreeMap<>(Secrets.maskOptions(spec.options()));
        if (spec.share() != null) {
            o.put("generators", Integer.toString(spec.share().count()));
        }
        return o.toString();
    }

    /** What a generator that is not the last reports: its own share's load, nothing built yet. */
    private GenerateReport shareReport(Database db, Schema schema, long t0, long[] loaded) {
        double secs = (System.nanoTime() - t0) / 1e9;
        double loadSecs = phases.stream().filter(p -> p.phase().equals("load")).mapToDouble(
                GenerateReport.PhaseTiming::seconds).sum();
        long rowsNow = loaded[0] - loaded[2];
        long bytesNow = loaded[1] - loaded[3];
        return new GenerateReport(workload.name(), db.dialect().name(), spec.scale(), spec.seed(), spec.threads(),
                false, List.of(), List.copyOf(phases), round(secs), loaded[0], loaded[1],
                loadSecs > 0 ? round(rowsNow / loadSecs) : 0, loadSecs > 0 ? round(bytesNow / 1e6 / loadSecs) : 0,
                schema.estimatedBytes(), loaded[2]);
    }

    /**
     * Runs the finishing statements in order, in one transaction where the database has transactional DDL.
     * A resumed generation runs them one by one and skips objects an earlier attempt created (H2 and Oracle
     * commit each DDL statement, so an interrupted finish can leave some behind).
     */
    private void finish(Database db, Connection admin, Schema schema) throws SQLException {
        long n = 0;
        try (Statement s = admin.createStatement()) {
            for (String sql : schema.finishSql()) {
                // Progress per statement: validating a foreign key of a billion rows is one of them.
                listener.onProgress("finish", n++, 0);
                if (!spec.resume() && !spec.finishOnly()) {
                    s.execute(sql);
                    continue;
                }
                try {
                    s.execute(sql);
                    admin.commit();
                } catch (SQLException e) {
                    admin.rollback();
                    if (!db.dialect().isAlreadyExists(e)) {
                        throw e;
                    }
                }
            }
        }
        admin.commit();
    }

    /** Installs (or replaces) the workload's stored code, in order, and commits. */
    private static void installCode(Connection admin, Schema schema) throws SQLException {
        try (Statement s = admin.createStatement()) {
            for (String sql : schema.codeSql()) {
                s.execute(sql);
            }
        }
        admin.commit();
    }

    /**
     * {@code --only-code}: the stored code into an existing, complete schema; nothing else is touched. The
     * workload's lock keeps it apart from a generate or drop of the same workload.
     */
    private GenerateReport installCodeOnly(Database db) {
        long t0 = System.nanoTime();
        try (Connection admin = db.connect(); SchemaLock lock = Ownership.lock(db, workload.name())) {
            SchemaRegistry.Entry entry = SchemaRegistry.read(admin, db.dialect(), workload.name());
            if (entry == null || !entry.complete()) {
                throw new SurgeException(SurgeException.SCHEMA, "--only-code needs a complete " + workload.name()
                        + " schema at " + db.spec().where() + ", and there is " + (entry == null ? "none" : "only an "
                        + "incomplete one") + ": run `surge generate " + workload.name() + "` (it installs the code "
                        + "too).");
            }
            Schema schema = workload.schema(new SchemaOptions(db.dialect().name(), entry.scale(), entry.seed(),
                    spec.options()));
            if (schema.codeSql().isEmpty()) {
                throw SurgeException.usage("The " + workload.name() + " workload has no stored code for "
                        + db.dialect().name() + " databases: nothing to install.");
            }
            timed("code", schema.codeSql().size(), "statements", () -> installCode(admin, schema));
            double secs = (System.nanoTime() - t0) / 1e9;
            return new GenerateReport(workload.name(), db.dialect().name(), entry.scale(), entry.seed(),
                    spec.threads(), false, List.of(), List.copyOf(phases), round(secs), 0, 0, 0, 0, 0);
        } catch (SQLException e) {
            throw new SurgeException(SurgeException.RUN_FAILED, "Installing the " + workload.name() + " code at "
                    + db.spec().where() + " failed (" + e.getSQLState() + "): " + oneLine(e.getMessage())
                    + "; the data is untouched.", e);
        }
    }

    /** A key range of a table; {@code serverSql} is set when the database generates the rows itself. */
    private record Chunk(TableDef table, long index, long from, long to, String serverSql) {
    }

    /** Option: generate rows with set-based SQL inside the database where the workload provides it. */
    public static final String SERVER_SIDE = "server-side";
    /** Option: keys per server-side chunk (one INSERT ... SELECT and commit each). */
    public static final String SERVER_SIDE_CHUNK = "server-side-chunk";

    private long serverChunkKeys(Dialect dialect) {
        String v = spec.options().getOrDefault(SERVER_SIDE_CHUNK, Long.toString(dialect.serverSideChunkKeys()));
        try {
            long n = Long.parseLong(v.strip());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw SurgeException.usage("--option " + SERVER_SIDE_CHUNK + "=" + v + " must be a positive number of keys.");
    }

    /** Loads one chunk with the database's own row generator; the caller records it and commits. */
    private long[] loadServerSide(Database db, Connection conn, Chunk c) throws SQLException {
        String sql = c.serverSql().replace("${from}", Long.toString(c.from())).replace("${to}", Long.toString(c.to()))
                .replace("${seed}", Long.toString(spec.seed()));
        long n = db.dialect().executeServerSide(conn, sql);
        return new long[] {n, n * c.table().estimatedRowBytes()};
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

    /**
     * Every chunk of the schema, in a fixed order (tables in order, keys ascending): what each generator of a
     * shared load takes ({@link SharedLoad#isMine}) and what the last one checks is loaded. {@code say}: name the
     * tables that have no server-side SQL.
     */
    private List<Chunk> chunks(Database db, Schema schema, boolean say) {
        List<Chunk> chunks = new ArrayList<>();
        boolean serverSide = Boolean.parseBoolean(spec.options().getOrDefault(SERVER_SIDE, "false"));
        for (TableDef t : schema.tables()) {
            String sql = serverSide ? workload.serverSideSql(options(db.dialect().name()), t.name()) : null;
            if (say && serverSide && sql == null && t.keys() > 0) {
                listener.onMessage("No server-side SQL for " + t.name() + " on " + db.dialect().name()
                        + ": loading it from the client.");
            }
            // Server-side chunks are larger (set-based SQL, parallel inside the database) and are numbered
            // below zero in the ledger so that they never match a client chunk on --resume.
            long size = sql == null ? CHUNK_KEYS : serverChunkKeys(db.dialect());
            long n = Math.max(1, (t.keys() + size - 1) / size);
            for (long i = 0; i < n && t.keys() > 0; i++) {
                long index = sql == null ? i : -1 - i;
                chunks.add(new Chunk(t, index, i * size + 1, Math.min(t.keys(), (i + 1) * size), sql));
            }
        }
        return chunks;
    }

    /**
     * Loads every chunk not yet done; returns {rows, bytes} including those loaded before a resume, then
     * {rows, bytes} of those alone.
     */
    private long[] load(Database db, ConnectionPool pool, Schema schema, Map<String, long[]> done) throws SQLException {
        List<Chunk> chunks = new ArrayList<>();
        long totalRows = 0;
        AtomicLong rows = new AtomicLong();
        AtomicLong bytes = new AtomicLong();
        GeneratorShare share = spec.share();
        List<Chunk> all = chunks(db, schema, true);
        for (int j = 0; j < all.size(); j++) {
            Chunk c = all.get(j);
            if (!SharedLoad.isMine(j, share)) {
                continue;
            }
            // A share's rows, for its progress: the table's rows in proportion to the share's keys.
            totalRows += share == null ? 0 : Math.round((double) c.table().rows() * (c.to() - c.from() + 1)
                    / c.table().keys());
            long[] prior = done.get(LoadLedger.key(c.table().name(), c.index()));
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
        listener.onPhaseStart("load", totalRows, "rows");
        if (rowsBefore > 0) {
            listener.onPhaseResumed("load", rowsBefore, bytesBefore);
        }
        long t0 = System.nanoTime();
        ExecutorService workers = Executors.newFixedThreadPool(spec.threads(), r -> {
            Thread th = new Thread(r, "surge-load");
            th.setDaemon(true);
            return th;
        });
        try {
            CompletionService<Object> finished = new ExecutorCompletionService<>(workers);
            for (Chunk c : chunks) {
                finished.submit(() -> {
                    if (cancelled.get()) {
                        return null;
                    }
                    if (c.serverSql() != null) {
                        try (Connection conn = loadSession(db, pool)) {
                            long[] n = loadServerSide(db, conn, c);
                            LoadLedger.record(conn, workload.name(), c.table().name(), c.index(), n[0], n[1]);
                            conn.commit();
                            listener.onProgress("load", rows.addAndGet(n[0]), bytes.addAndGet(n[1]));
                        }
                        return null;
                    }
                    try (Connection conn = loadSession(db, pool);
                         BulkLoader loader = db.dialect().bulkLoader(conn, c.table(), spec.options())) {
                        c.table().generator().generate(spec.seed(), c.from(), c.to(), loader);
                        loader.finish();
                        LoadLedger.record(conn, workload.name(), c.table().name(), c.index(), loader.rows(),
                                loader.bytes());
                        conn.commit();
                        listener.onProgress("load", rows.addAndGet(loader.rows()), bytes.addAndGet(loader.bytes()));
                    }
                    return null;
                });
            }
            try {
                awaitAll(finished, chunks.size());
            } catch (SQLException e) {
                cancelled.set(true);
                throw e;
            }
            // Cancelled chunks were skipped: the phase did not end, whatever the count of futures says.
            checkCancelled();
        } catch (InterruptedException e) {
            cancelled.set(true);
            Thread.currentThread().interrupt();
            throw cancelled();
        } finally {
            workers.shutdownNow();
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        phases.add(new GenerateReport.PhaseTiming("load", round(secs)));
        listener.onPhaseEnd("load", secs);
        return new long[] {rows.get(), bytes.get(), rowsBefore, bytesBefore};
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
            CompletionService<Object> done = new ExecutorCompletionService<>(workers);
            for (String s : items) {
                done.submit(() -> {
                    if (cancelled.get()) {
                        return null;
                    }
                    try (Connection conn = loadSession(db, pool)) {
                        try {
                            task.run(conn, s);
                            conn.commit();
                        } catch (SQLException e) {
                            conn.rollback();
                            if (!tolerateExisting || !db.dialect().isAlreadyExists(e)) {
                                throw e;
                            }
                        }
                    }
                    listener.onProgress(phase, doneCount.incrementAndGet(), 0);
                    return null;
                });
            }
            awaitAll(done, items.size());
            checkCancelled();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw cancelled();
        } finally {
            workers.shutdownNow();
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        phases.add(new GenerateReport.PhaseTiming(phase, round(secs)));
        listener.onPhaseEnd(phase, secs);
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

    private void note(String message) {
        if (message != null) {
            listener.onMessage(message);
        }
    }

    private void checkCancelled() {
        if (cancelled.get()) {
            throw cancelled();
        }
    }

    /** Exit code 130, as for any Ctrl-C: a cancelled generation is the user's choice, not a failure. */
    private static SurgeException cancelled() {
        return new SurgeException(SurgeException.INTERRUPTED, "Generation cancelled; the schema is marked "
                + "incomplete: rerun with --resume to finish it or --force to start over.");
    }

    /**
     * Waits for every task in the order they end, so the first failure ends the wait at once: a worker that never
     * returns (H2 2.x spins in its store once another session's write found the disk full) cannot hide the failure
     * that stopped the phase. The workers are daemons, shut down by the caller.
     */
    private static void awaitAll(CompletionService<Object> done, int tasks) throws InterruptedException, SQLException {
        for (int i = 0; i < tasks; i++) {
            try {
                done.take().get();
            } catch (ExecutionException e) {
                throw unwrap(e);
            }
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
