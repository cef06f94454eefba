package org.surgebench.core.generate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;

/**
 * Refuses a generation that cannot fit: the estimated size of tables and indexes against the free space
 * where the data will live, when that is knowable from here. Knowable: an embedded H2 file (its folder), and
 * a PostgreSQL server on this machine whose data directory we may read (superuser or pg_read_all_settings).
 * Not knowable: a remote server; then the estimate is only reported.
 */
final class DiskSpace {
    /** Indexes, page overhead and free space in pages, on top of the workload's table-data estimate. */
    static final double OVERHEAD = 1.3;
    private static final Pattern PG_HOST = Pattern.compile("^jdbc:postgresql://\\[?([^/:\\]?]*)\\]?[:/]?.*");
    private static final Set<String> LOCAL = Set.of("", "localhost", "127.0.0.1", "::1");

    private DiskSpace() {
    }

    /** Free bytes and the place they were measured, or null when unknown. */
    record Free(long bytes, String where) {
    }

    /** The folder of an embedded H2 file database, checked before connecting (connecting creates the file). */
    static Free h2(String url) {
        if (!url.startsWith("jdbc:h2:")) {
            return null;
        }
        String rest = url.substring("jdbc:h2:".length());
        int semi = rest.indexOf(';');
        rest = semi < 0 ? rest : rest.substring(0, semi);
        if (rest.startsWith("mem:") || rest.startsWith("tcp:") || rest.startsWith("ssl:") || rest.startsWith("zip:")) {
            return null;
        }
        rest = rest.startsWith("file:") ? rest.substring("file:".length()) : rest;
        if (rest.startsWith("~")) {
            rest = System.getProperty("user.home") + rest.substring(1);
        }
        return freeAt(Path.of(rest).toAbsolutePath().getParent());
    }

    /** The data directory of a PostgreSQL server on this machine, if this session may read its setting. */
    static Free postgres(String url, Connection c) throws SQLException {
        Matcher m = PG_HOST.matcher(url);
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
        return dir == null ? null : freeAt(Path.of(dir));
    }

    private static Free freeAt(Path dir) {
        Path p = dir;
        while (p != null && !Files.exists(p)) {
            p = p.getParent();
        }
        if (p == null) {
            return null;
        }
        try {
            return new Free(Files.getFileStore(p).getUsableSpace(), p.toString());
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** Throws when the estimate does not fit; returns a note for the listener when the space is unknown. */
    static String require(String workload, double scale, long estimatedTableBytes, Free free, Database db) {
        long needed = (long) (estimatedTableBytes * OVERHEAD);
        if (free == null) {
            return "Free space at " + db.spec().where() + " is not knowable from here (remote server or no right "
                    + "to read its data directory): make sure it has room for about " + bytes(needed) + ".";
        }
        if (needed > free.bytes()) {
            throw SurgeException.usage("Scale " + scale + " of " + workload + " needs about " + bytes(needed)
                    + " (tables and indexes) but only " + bytes(free.bytes()) + " is free at " + free.where()
                    + ": choose a smaller --scale or free some space (--skip-disk-check if the estimate is wrong).");
        }
        return null;
    }

    static String bytes(long b) {
        double v = b;
        String[] units = {"B", "KB", "MB", "GB", "TB", "PB"};
        int i = 0;
        while (v >= 1024 && i < units.length - 1) {
            v /= 1024;
            i++;
        }
        return String.format(Locale.ROOT, i == 0 ? "%.0f %s" : "%.1f %s", v, units[i]);
    }
}
