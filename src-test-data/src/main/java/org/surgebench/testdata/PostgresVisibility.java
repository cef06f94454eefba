package org.surgebench.testdata;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A database of the local PostgreSQL with the pg_visibility extension, for tests that check how a load left a table
 * by what the server's visibility map counts (COPY FREEZE marks every page all-frozen; parallel chunks do not).
 */
public final class PostgresVisibility {
    private PostgresVisibility() {}

    /** Creates a fresh database with pg_visibility and returns its JDBC URL (drop it with LocalPostgres). */
    public static String createDatabase(String prefix) throws SQLException {
        String url = LocalPostgres.createDatabase(prefix);
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION IF NOT EXISTS pg_visibility");
        }
        return url;
    }

    /** The pages of {@code table} the server's visibility map counts all-frozen. */
    public static long frozenPages(String url, String table) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT all_frozen FROM pg_visibility_map_summary('" + table + "')")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
