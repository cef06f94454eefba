package org.surgebench.core.db.postgres;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a PostgreSQL server on this machine keeps its data, for generate's free-space check: the location of the
 * session's {@code default_tablespace} when it has one ({@code --tablespace} sets it before the check, a role or
 * database may set it too), else the data directory. The tablespace's folder is often another disk: measuring the
 * data directory there passed a scale that then filled the tablespace's disk.
 */
final class PgDataDirectory {
    private static final Pattern HOST = Pattern.compile("^jdbc:postgresql://\\[?([^/:\\]?]*)\\]?[:/]?.*");
    private static final Set<String> LOCAL = Set.of("", "localhost", "127.0.0.1", "::1");

    private PgDataDirectory() {}

    /** The folder the tables will go to if the URL names this machine and the session may read it; else null. */
    static Path of(String url, Connection c) throws SQLException {
        Matcher m = HOST.matcher(url);
        if (!m.matches() || !LOCAL.contains(m.group(1).toLowerCase(Locale.ROOT))) {
            return null;
        }
        String tablespace = tablespaceLocation(c);
        if (tablespace != null) {
            return Path.of(tablespace);
        }
        String dir;
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT current_setting('data_directory')")) {
            rs.next();
            dir = rs.getString(1);
        } catch (SQLException e) {
            // Not allowed to read it (42501): the free space stays unknown.
            c.rollback();
            return null;
        }
        c.commit();
        return dir == null ? null : Path.of(dir);
    }

    /** The location of the session's default tablespace; null for none or pg_default (the data directory). */
    private static String tablespaceLocation(Connection c) throws SQLException {
        String sql = "SELECT pg_tablespace_location(oid) FROM pg_tablespace"
                + " WHERE spcname = current_setting('default_tablespace')";
        String location = null;
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            if (rs.next()) {
                location = rs.getString(1);
            }
        }
        c.commit();
        return location == null || location.isEmpty() ? null : location;
    }
}
