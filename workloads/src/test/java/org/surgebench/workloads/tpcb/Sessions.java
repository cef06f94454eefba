package org.surgebench.workloads.tpcb;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;
import org.surgebench.testdata.LocalPostgres;

/**
 * The server's sessions of a database that ran a workload's writes, watched from pg_stat_activity while a run
 * goes on: how many at once and how many in all (a session shows there with the last statement it ran).
 */
final class Sessions implements AutoCloseable {
    private final String url;
    private final String tables;
    private final Set<Integer> seen = new HashSet<>();
    private final Thread watcher;
    private volatile boolean stop;
    private int mostAtOnce;
    private int mostBackends;
    private SQLException failure;

    private Sessions(String url, String tables) {
        this.url = url;
        this.tables = tables;
        this.watcher = Thread.ofPlatform().daemon(true).start(this::watch);
    }

    /** Watches the sessions of {@code url}'s database whose last statement wrote to a table named {@code tables}*. */
    static Sessions watch(String url, String tables) {
        return new Sessions(url, tables);
    }

    private void watch() {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            while (!stop) {
                int atOnce = 0;
                int backends = 0;
                try (ResultSet rs = s.executeQuery("SELECT pid, query ~ '^(UPDATE|INSERT INTO) " + tables
                        + "' FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")) {
                    while (rs.next()) {
                        backends++;
                        if (rs.getBoolean(2)) {
                            atOnce++;
                            synchronized (this) {
                                seen.add(rs.getInt(1));
                            }
                        }
                    }
                }
                synchronized (this) {
                    mostAtOnce = Math.max(mostAtOnce, atOnce);
                    mostBackends = Math.max(mostBackends, backends);
                }
                Thread.sleep(2);
            }
        } catch (SQLException e) {
            synchronized (this) {
                failure = e;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The most sessions seen at once whose last statement was one of the writes. */
    synchronized int mostAtOnce() {
        return mostAtOnce;
    }

    /** The sessions seen running one of the writes, over the whole watch. */
    synchronized int seen() {
        return seen.size();
    }

    @Override
    public synchronized String toString() {
        return seen.size() + " sessions ran the writes, at most " + mostAtOnce + " at once (" + mostBackends
                + " backends of the database at most, the run's own housekeeping included)";
    }

    @Override
    public void close() throws SQLException {
        stop = true;
        try {
            watcher.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the session watcher stopped", e);
        }
        synchronized (this) {
            if (failure != null) {
                throw failure;
            }
        }
    }
}
