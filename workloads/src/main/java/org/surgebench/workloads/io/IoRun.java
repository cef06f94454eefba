package org.surgebench.workloads.io;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.TxContext;

/**
 * One io run: the schema's shape read from {@code io_meta}, the run's knobs, and SLOB's loop iteration as three
 * transactions. Each iteration picks a random key r and works on the range (r - work-unit, r]: READ selects it
 * through the key index (random single-block reads), UPDATE rewrites it and commits, SCAN reads the user's schema's
 * scan table in full. User u works on schema ((u - 1) / threads-per-schema) mod schemas + 1, so users = schemas x
 * threads-per-schema is SLOB's layout.
 */
public final class IoRun {
    private final IoShape shape;
    private final IoKnobs knobs;
    private final int schemas;
    /** The physical connections whose reads are timed already (PostgreSQL's track_io_timing). */
    private final java.util.Set<Connection> timed = java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());
    /** False once the server refused to time reads (not a superuser), or when the run asked for no timing. */
    private volatile boolean timing;
    /** Iterations per user so far, for "every Nth iteration" (hot spot, think time): users hold no state of their own. */
    private final ConcurrentHashMap<Integer, AtomicLong> iterations = new ConcurrentHashMap<>();
    /**
     * The database setting {@code multiblock} sets in every session, or null when the run asks for none:
     * Oracle's db_file_multiblock_read_count, PostgreSQL 17's io_combine_limit (blocks a sequential scan reads
     * in one request), effective_io_concurrency before 17 (pages a bitmap heap scan prefetches ahead, so SCAN
     * then runs as a bitmap heap scan).
     */
    private final String multiblockSetting;
    /** The database's SQL for session settings; null without a multiblock setting. */
    private final SqlDialect sql;
    /** The event-loop users whose sessions made the run's settings (a user keeps its connection). */
    private final java.util.Set<Integer> loopSessions = ConcurrentHashMap.newKeySet();
    /** What the server reported for each setting the sessions made, by setting name. */
    private final ConcurrentHashMap<String, java.util.Set<String>> reported = new ConcurrentHashMap<>();

    IoRun(IoShape shape, IoKnobs knobs) {
        this(shape, knobs, null, null);
    }

    IoRun(IoShape shape, IoKnobs knobs, String multiblockSetting, SqlDialect sql) {
        this.shape = shape;
        this.knobs = knobs;
        this.multiblockSetting = multiblockSetting;
        this.sql = sql;
        this.schemas = knobs.schemas() == 0 ? shape.schemas() : knobs.schemas();
        this.timing = knobs.ioTiming();
        if (schemas > shape.schemas()) {
            throw SurgeException.usage("--option schemas=" + schemas + " asks for more schemas than the io schema "
                    + "has (" + shape.schemas() + "): generate with --option schemas=" + schemas + ".");
        }
        if (knobs.workUnit() > shape.rowsPerSchema()) {
            throw SurgeException.usage("--option work-unit=" + knobs.workUnit() + " is more rows than a schema has ("
                    + shape.rowsPerSchema() + "): give a smaller work unit or generate a larger size.");
        }
        if (knobs.scanPct() > 0 && knobs.updatePct() < 100 && shape.scanRows() == 0) {
            throw SurgeException.usage("--option scan-pct=" + knobs.scanPct() + " needs a scan table: generate io "
                    + "with --option scan-table-size=SIZE (e.g. 1G).");
        }
        if (knobs.hotspotRows() > 0 && knobs.hotspotOffsetRows() + knobs.hotspotRows() > shape.rowsPerSchema()) {
            throw SurgeException.usage(
                    "The hot spot (hotspot-offset + hotspot-size = " + (knobs.hotspotOffsetRows() + knobs.hotspotRows())
                            + " blocks) lies beyond a schema's " + shape.rowsPerSchema() + " blocks.");
        }
    }

    /**
     * Reads the shape generate recorded in io_meta and checks the knobs against it; with {@code multiblock},
     * makes the setting once on this connection so that a value the server refuses stops the run before it
     * starts.
     */
    static IoRun prepare(Connection c, IoKnobs knobs, SqlDialect dialect) throws SQLException {
        IoShape shape;
        // By position (schemas, rows_per_schema, scan_rows, block_bytes): schemas is a reserved word on MariaDB
        // and MySQL, whose meta.sql quotes it.
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT * FROM " + IoShape.META_TABLE)) {
            if (!rs.next()) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        "The io schema has no row in " + IoShape.META_TABLE
                                + ": generate it again (surge generate io --force).");
            }
            shape = new IoShape(rs.getInt(1), rs.getLong(2), rs.getLong(3));
        }
        if (knobs.multiblock() < 0) {
            IoRun run = new IoRun(shape, knobs);
            run.probeTiming(c, dialect);
            return run;
        }
        String setting = dialect.multiblockReadSetting(c);
        if (setting == null) {
            throw SurgeException.usage("--option multiblock needs a database with a multiblock read "
                    + "setting (Oracle, PostgreSQL); " + dialect.name() + " has none.");
        }
        IoRun run = new IoRun(shape, knobs, setting, dialect);
        try {
            run.setMultiblock(c);
        } catch (SQLException refused) {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
            throw SurgeException.usage("--option multiblock=" + knobs.multiblock() + ": the server refused " + setting
                    + " = " + knobs.multiblock() + " (" + refused.getMessage().strip() + ").");
        }
        run.probeTiming(c, dialect);
        return run;
    }

    /**
     * Tries the timing of reads once on the run's first connection, so that a server that refuses it (the run's
     * user is no superuser) is known before the users start: the event-loop users make the setting inside their
     * first transaction, which a refusal would abort. Threads try again per connection, to the same answer.
     */
    private void probeTiming(Connection c, SqlDialect dialect) throws SQLException {
        String timeReads = dialect == null ? null : dialect.timeReadsStatement();
        if (!timing || timeReads == null) {
            return;
        }
        try (Statement s = c.createStatement()) {
            s.execute(timeReads);
            if (!c.getAutoCommit()) {
                c.commit();
            }
        } catch (SQLException refused) {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
            timing = false;
        }
    }

    /**
     * The bytes of the tables this run reads: the data tables of the schemas it uses (one block a row) and, when
     * it scans, their scan tables. A hot spot narrows what is read most, not what is read.
     */
    long dataSetBytes() {
        long rows = shape.rowsPerSchema() + (knobs.scanPct() > 0 && knobs.updatePct() < 100 ? shape.scanRows() : 0);
        return schemas * rows * IoShape.BLOCK_BYTES;
    }

    /** The settings the sessions made, as the server reported them: one value, or all of them when sessions differed. */
    java.util.Map<String, String> sessionSettings() {
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        reported.forEach((k, v) -> out.put(k, String.join(", ", new java.util.TreeSet<>(v))));
        return out;
    }

    public IoShape shape() {
        return shape;
    }

    public IoKnobs knobs() {
        return knobs;
    }

    /** The data table user {@code userId} works on. */
    String tableOf(int userId) {
        return IoShape.table(schemaOf(userId));
    }

    /** The scan table user {@code userId} reads: its own schema's, as SLOB's sessions scan their schema's table. */
    String scanTableOf(int userId) {
        return IoShape.scanTable(schemaOf(userId));
    }

    private int schemaOf(int userId) {
        return (userId - 1) / knobs.threadsPerSchema() % schemas + 1;
    }

    static void read(TxContext ctx) throws SQLException {
        IoRun run = ctx.shared();
        run.timeReads(ctx);
        IoIteration it = IoIteration.of(run, ctx.userId(), ctx.random());
        PreparedStatement ps = ctx.prepare(run.readSql(ctx.userId()));
        ps.setLong(1, it.low());
        ps.setLong(2, it.top());
        try (ResultSet rs = ctx.query(ps)) {
            rs.next();
            ctx.rows(rs.getLong(1));
        }
        ctx.commit();
        run.thinkAfter(ctx, it.number());
    }

    static void update(TxContext ctx) throws SQLException {
        IoRun run = ctx.shared();
        run.timeReads(ctx);
        IoIteration it = IoIteration.withTexts(run, ctx.userId(), ctx.random());
        PreparedStatement ps = ctx.prepare(run.updateSql(ctx.userId()));
        int columns = it.texts().size();
        for (int i = 1; i <= columns; i++) {
            ps.setString(i, it.texts().get(i - 1));
        }
        ps.setLong(columns + 1, it.low());
        ps.setLong(columns + 2, it.top());
        ctx.rows(ctx.update(ps));
        ctx.commit();
        run.thinkAfter(ctx, it.number());
    }

    static void scan(TxContext ctx) throws SQLException {
        IoRun run = ctx.shared();
        run.timeReads(ctx);
        IoIteration it = IoIteration.numberOnly(run, ctx.userId());
        if (run.bitmapScan()) {
            try (Statement s = ctx.connection().createStatement()) {
                for (String setting : BITMAP_SCAN) {
                    s.execute(setting);
                }
            }
        }
        PreparedStatement ps = ctx.prepare(run.scanSql(ctx.userId()));
        try (ResultSet rs = ctx.query(ps)) {
            rs.next();
            ctx.rows(rs.getLong(1));
        }
        ctx.commit();
        run.thinkAfter(ctx, it.number());
    }

    /**
     * PostgreSQL before 17 prefetches (effective_io_concurrency pages ahead) in bitmap heap scans only: with it as
     * the multiblock setting SCAN reads every page of the table in page order as one, through all the keys of its
     * index. SET LOCAL: for this transaction only, so the READ and UPDATE iterations keep their plans.
     */
    static final List<String> BITMAP_SCAN = List.of(
            "SET LOCAL enable_seqscan = off",
            "SET LOCAL enable_indexscan = off",
            "SET LOCAL enable_indexonlyscan = off");

    /** Whether SCAN runs as a bitmap heap scan ({@link #BITMAP_SCAN}). */
    boolean bitmapScan() {
        return "effective_io_concurrency".equals(multiblockSetting);
    }

    /** READ's statement for the user's table: the rows of the range (?, ?]. */
    String readSql(int userId) {
        return "SELECT COUNT(c2) FROM " + tableOf(userId) + " WHERE id > ? AND id <= ?";
    }

    /** The columns UPDATE sets: all eight with heavy-redo, else c2. */
    int updatedColumns() {
        return knobs.heavyRedo() ? IoRows.WIDE_COLUMNS : 1;
    }

    /** UPDATE's statement for the user's table: {@link #updatedColumns} values, then the range (?, ?]. */
    String updateSql(int userId) {
        String set = knobs.heavyRedo() ? "c2 = ?, c3 = ?, c4 = ?, c5 = ?, c6 = ?, c7 = ?, c8 = ?, c9 = ?" : "c2 = ?";
        return "UPDATE " + tableOf(userId) + " SET " + set + " WHERE id > ? AND id <= ?";
    }

    /** SCAN's statement for the user's scan table. */
    String scanSql(int userId) {
        String table = scanTableOf(userId);
        return bitmapScan() ? "SELECT COUNT(c2) FROM " + table + " WHERE id > 0" : "SELECT COUNT(c2) FROM " + table;
    }

    /**
     * Turns on the timing of block reads for this session (PostgreSQL's track_io_timing), once per connection, so that the load profile has
     * the average read time (blk_read_time) and its histogram. It is a superuser setting: for other users the
     * run goes on untimed, and the report says the reads were not timed.
     */
    private void timeReads(TxContext ctx) throws SQLException {
        String timeReads = ctx.sql().timeReadsStatement();
        boolean timeable = timeReads != null;
        if (multiblockSetting == null && (!timing || !timeable)) {
            return;
        }
        Connection c = ctx.connection().unwrap(Connection.class);
        synchronized (timed) {
            if (!timed.add(c)) {
                return;
            }
        }
        if (multiblockSetting != null) {
            setMultiblock(c);
        }
        if (!timing || !timeable) {
            return;
        }
        try (Statement s = c.createStatement()) {
            s.execute(timeReads);
            c.commit();
        } catch (SQLException refused) {
            c.rollback();
            timing = false;
        }
    }

    /**
     * Makes the multiblock setting in this session and reads it back from the server: the run's results say
     * what the sessions ran with (pg_settings and v$parameter show the session's own value).
     */
    private void setMultiblock(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(setMultiblockSql());
            String value;
            try (ResultSet rs = s.executeQuery(showMultiblockSql())) {
                value = rs.next() ? rs.getString(1) : "?";
            } catch (SQLException unreadable) {
                // E.g. an Oracle user without SELECT on v$parameter; the setting itself was taken.
                value = knobs.multiblock() + " (not read back: "
                        + unreadable.getMessage().strip() + ")";
            }
            reportMultiblock(value);
            if (!c.getAutoCommit()) {
                c.commit();
            }
        }
    }

    /** The multiblock setting the sessions make; null when the run asks for none. */
    String multiblockSetting() {
        return multiblockSetting;
    }

    /** The statement that makes the multiblock setting in a session. */
    String setMultiblockSql() {
        return sql.setSession(multiblockSetting, knobs.multiblock());
    }

    /** The query that reads the session's multiblock setting back. */
    String showMultiblockSql() {
        return sql.showSetting(multiblockSetting);
    }

    /** Notes the multiblock value a session reported, for the run's results. */
    void reportMultiblock(String value) {
        reported.computeIfAbsent(multiblockSetting, k -> ConcurrentHashMap.newKeySet())
                .add(value);
    }

    /** Whether the reads are timed (false once the server refused, or when the run asked for no timing). */
    boolean timing() {
        return timing;
    }

    /** Whether the event-loop user's session is still to make the run's settings: true once per user. */
    boolean firstLoopSession(int userId) {
        return loopSessions.add(userId);
    }

    /** Whether SLOB's think time follows this iteration (every think-tm-frequency-th). */
    boolean thinksAfter(long iteration) {
        return knobs.thinkFrequency() > 0 && iteration % knobs.thinkFrequency() == 0;
    }

    long next(int userId) {
        return iterations.computeIfAbsent(userId, u -> new AtomicLong()).incrementAndGet();
    }

    /** The top key r of this iteration's range (r - work-unit, r]: in the hot spot every Nth iteration. */
    long rangeTop(Rng random, long iteration) {
        long unit = knobs.workUnit();
        if (knobs.hotspotFrequency() > 0 && iteration % knobs.hotspotFrequency() == 0) {
            long low = knobs.hotspotOffsetRows() + Math.min(unit, knobs.hotspotRows());
            long high = knobs.hotspotOffsetRows() + knobs.hotspotRows();
            return random.between(Math.min(low, high), high);
        }
        return random.between(unit, shape.rowsPerSchema());
    }

    /** SLOB's think time: every think-tm-frequency-th iteration sleeps think-tm-min..max, left out of response times. */
    private void thinkAfter(TxContext ctx, long iteration) {
        if (!thinksAfter(iteration)) {
            return;
        }
        double seconds = knobs.thinkMinSeconds()
                + ctx.random().nextDouble() * (knobs.thinkMaxSeconds() - knobs.thinkMinSeconds());
        long nanos = (long) (seconds * 1e9);
        long start = System.nanoTime();
        LockSupport.parkNanos(nanos);
        ctx.recordThink(System.nanoTime() - start);
    }
}
