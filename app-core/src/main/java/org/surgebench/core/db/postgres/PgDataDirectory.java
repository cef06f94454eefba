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

/** Where a PostgreSQL server on this machine keeps its data, for generate's free-space check. */
final class PgDataDirectory {
    private static final Pattern HOST = Pattern.compile("^jdbc:postgresql://\\[?([^/:\\]?]*)\\]?[:/]?.*");
    private static final Set<String> LOCAL = Set.of("", "localhost", "127.0.0.1", "::1");

    private PgDataDirectory() {}

    /** The data directory if the URL names this machine and the session may read the setting; else null. */
    static Path of(String url, Connection c) throws SQLException {
        Matcher m = HOST.matcher(url);
        if (!m.matches() || !LOCAL.contains(m.group(1).toLowerCase(Locale.ROOT))) {
            return null;
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
}
