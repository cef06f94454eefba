package org.surgebench.core.driver;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.settings.GeneratorShare;

/**
 * Starts the N generators of a run together, with the target database as the only meeting point: each
 * generator, once connected and its schema checked, adds a row to {@value #TABLE} (created by the first to
 * arrive) and waits until all N rows are there; all then start at the same instant of the database's clock,
 * {@link #MARGIN} after the last one arrived, each converting it to its own clock with the offset it measured
 * against the database. At the end of the run each generator marks its row finished; the last one deletes the
 * run's rows, and the table when no other run uses it. A row counts only while its generator holds its
 * {@link BarrierPresence}: the row of a generator killed with kill -9 is stale, neither arrived nor open, and
 * removed by the next generator that looks.
 */
final class StartBarrier {
    static final String TABLE = "surge_run_barrier";
    /** Time between the last arrival and the start: every waiting generator polls at least once in it. */
    static final Duration MARGIN = Duration.ofSeconds(2);

    private static final Duration POLL = Duration.ofMillis(200);
    private static final Duration PROGRESS = Duration.ofSeconds(10);

    private final Database db;
    private final String runId;
    private final GeneratorShare generator;
    /** Set once this generator removed its row (it gave up): nothing is left to finish. */
    private boolean left;
    /** Held from before the row is written until the generator finishes or leaves. */
    private BarrierPresence presence;

    private StartBarrier(Database db, String runId, GeneratorShare generator) {
        this.db = db;
        this.runId = runId;
        this.generator = generator;
    }

    /**
     * Arrives, waits for the others and returns the local instant at which the run starts; a one-sentence
     * {@link SurgeException} when the others do not all arrive within {@code timeout} (the own row is then
     * removed again).
     */
    static StartBarrier arrive(Database db, String runId, GeneratorShare generator) {
        StartBarrier b = new StartBarrier(db, runId, generator);
        try (Connection c = db.connect()) {
            c.setAutoCommit(true);
            createTable(c);
            b.refuseAUsedRunId(c);
            b.presence = BarrierPresence.take(db, runId, generator.index());
            if (b.presence == null) {
                throw SurgeException.usage("Generator " + generator + " of run " + runId + " is at the start barrier "
                        + "already: give each generator of the run its own K in --generator K/N.");
            }
            try (PreparedStatement del =
                    c.prepareStatement("DELETE FROM " + TABLE + " WHERE run_id = ? AND generator = ?")) {
                del.setString(1, runId);
                del.setInt(2, generator.index());
                del.executeUpdate();
            }
            try (PreparedStatement ins = c.prepareStatement("INSERT INTO " + TABLE + " (run_id, generator, "
                    + "generators, host, arrived_at, finished) VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP, 0)")) {
                ins.setString(1, runId);
                ins.setInt(2, generator.index());
                ins.setInt(3, generator.count());
                ins.setString(4, host());
                ins.executeUpdate();
            }
        } catch (SQLException | RuntimeException e) {
            b.release();
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new SurgeException(
                    SurgeException.CONNECTION,
                    "Cannot join the start barrier in " + TABLE + " at "
                            + db.spec().where() + ": " + e.getMessage(),
                    e);
        }
        return b;
    }

    /** Waits until all N have arrived; returns the local instant to start at. */
    Instant await(Duration timeout, Consumer<String> progress) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long nextProgress = System.nanoTime();
        try (Connection c = db.connect()) {
            c.setAutoCommit(true);
            while (true) {
                removeStale(c, runId);
                long before = System.currentTimeMillis();
                Arrivals a = arrivals(c);
                long after = System.currentTimeMillis();
                if (a.mismatched() != null) {
                    leave();
                    throw SurgeException.usage("Run " + runId + " has a generator of " + a.mismatched()
                            + " generators at the barrier, and this one is " + generator + ": give every generator "
                            + "the same N.");
                }
                if (a.count() >= generator.count()) {
                    // The database's clock ahead of ours by this much (read halfway through the round trip).
                    long offset = a.databaseNow().toInstant().toEpochMilli() - (before + after) / 2;
                    Instant startOnDbClock = a.lastArrival().toInstant().plus(MARGIN);
                    return startOnDbClock.minusMillis(offset);
                }
                if (System.nanoTime() >= deadline) {
                    leave();
                    throw new org.surgebench.core.common.SettingException(
                            SurgeException.RUN_FAILED,
                            "Only " + a.count() + " of "
                                    + generator.count() + " generators of run " + runId
                                    + " reached the start barrier within "
                                    + Durations.format(timeout) + " (arrived: " + String.join(", ", a.labels())
                                    + "); start "
                                    + "the others with the same {run-id}, or raise {barrier-timeout}.");
                }
                if (System.nanoTime() >= nextProgress) {
                    progress.accept("Waiting for the other generators of run " + runId + ": " + a.count() + " of "
                            + generator.count() + " arrived (" + String.join(", ", a.labels()) + ").");
                    nextProgress = System.nanoTime() + PROGRESS.toNanos();
                }
                Thread.sleep(POLL.toMillis());
            }
        } catch (SQLException e) {
            leave();
            throw new SurgeException(
                    SurgeException.CONNECTION,
                    "Lost the start barrier at " + db.spec().where() + ": " + e.getMessage(),
                    e);
        } catch (InterruptedException e) {
            leave();
            Thread.currentThread().interrupt();
            throw new SurgeException(
                    SurgeException.RUN_FAILED,
                    "Interrupted while waiting for the other " + "generators of run " + runId + ".",
                    e);
        }
    }

    /** Marks this generator finished; the last one removes the run's rows and the table when it is empty. */
    @SuppressWarnings("try") // the presence is held for the try's scope, then given back
    void finish() {
        if (left) {
            return;
        }
        try (BarrierPresence mine = presence;
                Connection c = db.connect()) {
            c.setAutoCommit(true);
            try (PreparedStatement up = c.prepareStatement(
                    "UPDATE " + TABLE + " SET finished = 1 WHERE run_id = ? " + "AND generator = ?")) {
                up.setString(1, runId);
                up.setInt(2, generator.index());
                up.executeUpdate();
            }
            removeStale(c, null);
            try (PreparedStatement open =
                    c.prepareStatement("SELECT COUNT(*) FROM " + TABLE + " WHERE run_id = ? " + "AND finished = 0")) {
                open.setString(1, runId);
                try (ResultSet rs = open.executeQuery()) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        return;
                    }
                }
            }
            try (PreparedStatement del = c.prepareStatement("DELETE FROM " + TABLE + " WHERE run_id = ?")) {
                del.setString(1, runId);
                del.executeUpdate();
            }
            dropIfEmpty(c);
        } catch (SQLException | RuntimeException e) {
            // The run's results are what matter; a table left behind is removed by the next run that empties it.
            org.slf4j.LoggerFactory.getLogger(StartBarrier.class)
                    .warn("Could not clean up {}: {}", TABLE, e.getMessage());
        }
    }

    /** Removes this generator's row (it gave up waiting), and the table when that leaves it empty. */
    @SuppressWarnings("try") // the presence is held for the try's scope, then given back
    private void leave() {
        left = true;
        try (BarrierPresence mine = presence;
                Connection c = db.connect()) {
            c.setAutoCommit(true);
            try (PreparedStatement del =
                    c.prepareStatement("DELETE FROM " + TABLE + " WHERE run_id = ? AND generator = ?")) {
                del.setString(1, runId);
                del.setInt(2, generator.index());
                del.executeUpdate();
            }
            removeStale(c, null);
            dropIfEmpty(c);
        } catch (SQLException | RuntimeException e) {
            org.slf4j.LoggerFactory.getLogger(StartBarrier.class).warn("Could not leave {}: {}", TABLE, e.getMessage());
        }
    }

    private void release() {
        if (presence != null) {
            presence.close();
            presence = null;
        }
    }

    /**
     * Deletes the open rows (of this run, or of every run when {@code run} is null) whose generator no longer
     * holds its presence, and then every run with no open row left (all its generators finished or are gone).
     */
    private void removeStale(Connection c, String run) throws SQLException {
        List<Object[]> open = new ArrayList<>();
        try (PreparedStatement q = c.prepareStatement("SELECT run_id, generator FROM " + TABLE + " WHERE finished = 0"
                + (run == null ? "" : " AND run_id = ?"))) {
            if (run != null) {
                q.setString(1, run);
            }
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    open.add(new Object[] {rs.getString(1), rs.getInt(2)});
                }
            }
        }
        for (Object[] row : open) {
            String id = (String) row[0];
            int k = (Integer) row[1];
            boolean mine = id.equals(runId) && k == generator.index();
            if (!mine && !BarrierPresence.alive(db, id, k)) {
                try (PreparedStatement del = c.prepareStatement(
                        "DELETE FROM " + TABLE + " WHERE run_id = ? AND generator = ? AND finished = 0")) {
                    del.setString(1, id);
                    del.setInt(2, k);
                    del.executeUpdate();
                }
            }
        }
        if (run == null) {
            try (Statement s = c.createStatement()) {
                s.executeUpdate("DELETE FROM " + TABLE + " WHERE run_id NOT IN (SELECT run_id FROM " + TABLE
                        + " WHERE finished = 0)");
            }
        }
    }

    private void refuseAUsedRunId(Connection c) throws SQLException {
        try (PreparedStatement q =
                c.prepareStatement("SELECT COUNT(*) FROM " + TABLE + " WHERE run_id = ? " + "AND finished = 1")) {
            q.setString(1, runId);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                if (rs.getLong(1) > 0) {
                    throw new org.surgebench.core.common.SettingException("Run id " + runId + " belongs to a run whose "
                            + "generators are finishing or did finish: give this run a new {run-id}.");
                }
            }
        }
    }

    private record Arrivals(
            long count,
            OffsetDateTime lastArrival,
            OffsetDateTime databaseNow,
            Integer mismatched,
            List<String> labels) {}

    private Arrivals arrivals(Connection c) throws SQLException {
        List<String> labels = new ArrayList<>();
        Integer mismatched = null;
        try (PreparedStatement q = c.prepareStatement(
                "SELECT generator, generators FROM " + TABLE + " WHERE run_id = ? ORDER BY generator")) {
            q.setString(1, runId);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    labels.add(rs.getInt(1) + "/" + rs.getInt(2));
                    if (rs.getInt(2) != generator.count()) {
                        mismatched = rs.getInt(2);
                    }
                }
            }
        }
        // An aggregate always returns its one row: the database's clock without a FROM DUAL.
        try (PreparedStatement q = c.prepareStatement(
                "SELECT COUNT(*), MAX(arrived_at), CURRENT_TIMESTAMP FROM " + TABLE + " WHERE run_id = ?")) {
            q.setString(1, runId);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                return new Arrivals(
                        rs.getLong(1),
                        rs.getObject(2, OffsetDateTime.class),
                        rs.getObject(3, OffsetDateTime.class),
                        mismatched,
                        labels);
            }
        }
    }

    private static void createTable(Connection c) throws SQLException {
        if (exists(c)) {
            return;
        }
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE " + TABLE + " (run_id VARCHAR(64) NOT NULL, generator INTEGER NOT NULL, "
                    + "generators INTEGER NOT NULL, host VARCHAR(255), arrived_at TIMESTAMP WITH TIME ZONE NOT NULL, "
                    + "finished INTEGER NOT NULL, PRIMARY KEY (run_id, generator))");
        } catch (SQLException e) {
            // Another generator created it at the same moment.
            if (!exists(c)) {
                throw e;
            }
        }
    }

    private static boolean exists(Connection c) {
        try (Statement s = c.createStatement()) {
            s.executeQuery("SELECT COUNT(*) FROM " + TABLE + " WHERE 1 = 0").close();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    private static void dropIfEmpty(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + TABLE)) {
                rs.next();
                if (rs.getLong(1) > 0) {
                    return;
                }
            }
            s.execute("DROP TABLE " + TABLE);
        } catch (SQLException e) {
            // Dropped by another generator meanwhile.
            if (exists(c)) {
                throw e;
            }
        }
    }

    private static String host() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown";
        }
    }
}
