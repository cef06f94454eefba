package org.surgebench.cli;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;

/** Small superuser helpers for PostgreSQL fault tests: whose backends are whose, and killing them. */
final class PgAdmin {
    private PgAdmin() {}

    static String dbName(String url) {
        String s = url.substring(url.lastIndexOf('/') + 1);
        int q = s.indexOf('?');
        return q < 0 ? s : s.substring(0, q);
    }

    static String adminUrl(String url) {
        return url.substring(0, url.lastIndexOf('/') + 1) + "postgres";
    }

    /** Process ids of Surgebench's sessions on the test database (never anyone else's). */
    static Set<Integer> surgeBackends(String url) throws SQLException {
        Set<Integer> pids = new HashSet<>();
        try (Connection c = DriverManager.getConnection(adminUrl(url), "postgres", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT pid FROM pg_stat_activity WHERE datname = '" + dbName(url)
                        + "' AND application_name = 'surgebench'")) {
            while (rs.next()) {
                pids.add(rs.getInt(1));
            }
        }
        return pids;
    }

    /** Terminates Surgebench's sessions on the test database; returns how many were ended. */
    static int terminateSurgeBackends(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(adminUrl(url), "postgres", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM "
                        + "pg_stat_activity WHERE datname = '" + dbName(url)
                        + "' AND application_name = 'surgebench'")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** Waits until at least n Surgebench sessions are on the database (users logged on). */
    static Set<Integer> awaitBackends(String url, int n, long seconds) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        Set<Integer> pids = surgeBackends(url);
        while (pids.size() < n && System.nanoTime() < deadline) {
            Thread.sleep(100);
            pids = surgeBackends(url);
        }
        return pids;
    }

    static long count(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "postgres", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
