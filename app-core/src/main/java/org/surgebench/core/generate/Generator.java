package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.DatabaseOptions;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.db.SchemaLock;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;

/**
 * Builds a workload's schema, phase by phase: create ({@link SchemaPrepare}), parallel load in chunks of each
 * table's key range ({@link ChunkLoad}), indexes and constraints in parallel, statistics ({@link IndexAndAnalyze}),
 * finishing statements, stored code, and the registry row marking it complete.
 */
public final class Generator {
    /** Option: generate rows with set-based SQL inside the database where the workload provides it. */
    public static final String SERVER_SIDE = "server-side";
    /** Option: keys per server-side chunk (one INSERT ... SELECT and commit each). */
    public static final String SERVER_SIDE_CHUNK = "server-side-chunk";

    private final GenerateSpec spec;
    private final Workload workload;
    private final Phases phases;
    /** Set by {@link GenerateSession#cancel()} (or by a failed task, to stop the others); polled between tasks. */
    private final AtomicBoolean cancelled;
    /** Set once the registry says "loading": from then on a failure leaves an incomplete schema behind. */
    private boolean started;

    private Generator(GenerateSpec spec, GenerateListener listener, AtomicBoolean cancelled) {
        this.spec = spec;
        this.phases = new Phases(listener == null ? GenerateListener.NONE : listener);
        this.cancelled = cancelled;
        this.workload = Workloads.byName(spec.workload());
        if (!workload.needsGenerate()) {
            throw SurgeException.usage(spec.workload() + " declares no tables of its own, so there is nothing to "
                    + "generate: it runs against the tables already there (surge run " + spec.workload()
                    + "); nothing was created.");
        }
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
        return new GenerateReport(
                g.workload.name(),
                dialect,
                spec.scale(),
                spec.seed(),
                spec.threads(),
                true,
                tables,
                List.of(),
                0,
                schema.totalRows(),
                0,
                0,
                0,
                schema.estimatedBytes(),
                0);
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

    private GenerateReport run() {
        Database db = new Database(spec.connection());
        if (spec.onlyCode()) {
            return CodeInstall.only(db, workload, spec, phases);
        }
        Schema schema = workload.schema(options(db.dialect().name()));
        GeneratorShare share = spec.share();
        boolean checkDisk =
                spec.diskCheck() && !spec.resume() && !spec.finishOnly() && (share == null || share.index() == 1);
        if (checkDisk && db.dialect().diskCheck() == Dialect.DiskCheck.BEFORE_CONNECT) {
            // Before connecting: connecting to an embedded database creates it, and a refused scale writes nothing.
            phases.note(DiskSpace.require(
                    workload.name(),
                    spec.scale(),
                    schema.estimatedBytes(),
                    DiskSpace.freeAt(DiskSpace.beforeConnect(db)),
                    db));
        }
        try (Connection admin = db.connect()) {
            return build(db, admin, schema, checkDisk);
        } catch (SQLException e) {
            throw GenerateErrors.failed(db, workload.name(), started, e);
        } catch (RuntimeException | AssertionError e) {
            if (e instanceof SurgeException surge) {
                throw surge;
            }
            // A driver that fails outside its own exceptions: H2 2.x, once another session's write found the disk
            // full, throws a NullPointerException (or, under -ea, an AssertionError) from its store. Asked like
            // an SQLException, the dialect can still tell a full disk from a bug.
            throw GenerateErrors.failed(db, workload.name(), started, new SQLException(e.toString(), e));
        }
    }

    /** The phases in order, on the admin connection, holding the workload's lock where they must. */
    private GenerateReport build(Database db, Connection admin, Schema schema, boolean checkDisk) throws SQLException {
        long t0 = System.nanoTime();
        GeneratorShare share = spec.share();
        // Generators of one schema (and --finish) meet in the database: each holds the workload's lock only to
        // create or join, and again to see whether it is the last; the load itself runs without it.
        boolean together = share != null || spec.finishOnly();
        SchemaLock lock = null;
        try {
            lock = together
                    ? Ownership.awaitLock(db, workload.name(), cancelled::get, phases.listener())
                    : Ownership.lock(db, workload.name());
            db.dialect().prepareLoadSession(admin);
            db.dialect().prepareDdlSession(admin, spec.options());
            admin.commit();
            if (checkDisk && db.dialect().diskCheck() == Dialect.DiskCheck.AFTER_CONNECT) {
                checkDiskAfterConnect(db, admin, schema);
            }
            SchemaPrepare prepare = new SchemaPrepare(db, workload, spec, phases, () -> started = true);
            Map<String, long[]> done = prepare.prepare(admin, schema);
            Set<String> whole = FrozenLoad.tables(db.dialect(), admin, spec, schema);
            long[] loaded;
            try (ConnectionPool pool = db.pool(spec.threads(), "surge-generate")) {
                if (together) {
                    lock.close();
                    lock = null;
                }
                loaded = spec.finishOnly()
                        ? new long[4]
                        : new ChunkLoad(db, pool, workload, spec, phases, cancelled, whole).load(schema, done);
                checkCancelled();
                if (together) {
                    lock = Ownership.awaitLock(db, workload.name(), cancelled::get, phases.listener());
                    List<String> keys = ChunkPlan.of(workload, spec, db.dialect(), schema, whole, null).stream()
                            .map(ChunkPlan.Chunk::ledgerKey)
                            .toList();
                    long[] all = SharedLoad.lastOrNull(
                            db, admin, workload.name(), keys, spec.finishOnly(), share, phases.listener());
                    if (all == null) {
                        return report(db, schema, t0, loaded, List.of());
                    }
                    phases.note("Every chunk is loaded: this generator builds the indexes, constraints and "
                            + "statistics.");
                    // The schema's rows, of which this generator loaded loaded[0] - loaded[2] itself.
                    loaded = new long[] {
                        all[0], all[1], all[0] - (loaded[0] - loaded[2]), all[1] - (loaded[1] - loaded[3])
                    };
                }
                lock.requireHeld();
                new IndexAndAnalyze(db, pool, spec, phases, cancelled).run(schema, spec.resume() || together);
                checkCancelled();
            }
            lock.requireHeld();
            phases.timed("finish", schema.finishSql().size(), "statements", () -> finish(db, admin, schema));
            if (!schema.codeSql().isEmpty()) {
                phases.timed("code", schema.codeSql().size(), "statements", () -> CodeInstall.install(admin, schema));
            }
            lock.requireHeld();
            SchemaRegistry.markComplete(admin, workload.name());
            LoadLedger.clear(admin, workload.name());
            List<GenerateReport.TableReport> tables = new ArrayList<>();
            for (TableDef t : schema.tables()) {
                var size = db.dialect().size(admin, t.name());
                tables.add(new GenerateReport.TableReport(t.name(), t.rows(), size.tableBytes(), size.indexBytes()));
            }
            admin.commit();
            return report(db, schema, t0, loaded, tables);
        } catch (SQLException | RuntimeException | AssertionError e) {
            lock = StorageFailure.lockToClose(db, lock, e);
            throw e;
        } finally {
            // The lock before the admin connection, as before shared loads: H2 minds the order on a full disk.
            if (lock != null) {
                lock.close();
            }
        }
    }

    private void checkDiskAfterConnect(Database db, Connection admin, Schema schema) throws SQLException {
        phases.note(DiskSpace.require(
                workload.name(),
                spec.scale(),
                schema.estimatedBytes(),
                DiskSpace.freeAt(db.dialect().dataDirectory(spec.connection().url(), admin)),
                db));
    }

    /**
     * The report of what this generator did; {@code tables} empty for one that is not the last of a shared load
     * (nothing built yet). Speeds from what it loaded itself: rows a resumed one found loaded took no time here.
     */
    private GenerateReport report(
            Database db, Schema schema, long t0, long[] loaded, List<GenerateReport.TableReport> tables) {
        double secs = (System.nanoTime() - t0) / 1e9;
        double loadSecs = phases.seconds("load");
        long rowsNow = loaded[0] - loaded[2];
        long bytesNow = loaded[1] - loaded[3];
        return new GenerateReport(
                workload.name(),
                db.dialect().name(),
                spec.scale(),
                spec.seed(),
                spec.threads(),
                false,
                tables,
                phases.timings(),
                Phases.round(secs),
                loaded[0],
                loaded[1],
                loadSecs > 0 ? Phases.round(rowsNow / loadSecs) : 0,
                loadSecs > 0 ? Phases.round(bytesNow / 1e6 / loadSecs) : 0,
                schema.estimatedBytes(),
                loaded[2]);
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
                phases.listener().onProgress("finish", n++, 0);
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

    private void checkCancelled() {
        if (cancelled.get()) {
            throw GenerateErrors.cancelled();
        }
    }
}
