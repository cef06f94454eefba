package org.surgebench.core.generate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;

/**
 * Refuses a generation that cannot fit: the estimated size of tables and indexes against the free space
 * where the data will live, when the dialect can tell from here ({@code Dialect.dataDirectory}: an embedded
 * H2 file's folder, a PostgreSQL server on this machine whose data directory we may read). Not knowable: a
 * remote server; then the estimate is only reported.
 */
final class DiskSpace {
    /** Indexes, page overhead and free space in pages, on top of the workload's table-data estimate. */
    static final double OVERHEAD = 1.3;

    private DiskSpace() {}

    /** Free bytes and the place they were measured, or null when unknown. */
    record Free(long bytes, String where) {}

    /** The data's folder as the dialect reads it from the URL alone (an embedded database); null if unknown. */
    static Path beforeConnect(Database db) {
        try {
            return db.dialect().dataDirectory(db.spec().url(), null);
        } catch (java.sql.SQLException e) {
            // Without a connection the dialect runs no statement; a dialect that tried has no folder to give.
            return null;
        }
    }

    /** The free space of the folder (or its nearest existing parent), or null when unknown or no folder. */
    static Free freeAt(Path dir) {
        if (dir == null) {
            return null;
        }
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
