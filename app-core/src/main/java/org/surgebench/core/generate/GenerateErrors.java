package org.surgebench.core.generate;

import java.sql.SQLException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Database;
import org.surgebench.core.spi.SqlErrorKind;

/** The sentences of a generation that failed or was cancelled: what went wrong, and what is left behind. */
final class GenerateErrors {
    private GenerateErrors() {
    }

    /**
     * The one sentence for a generation that failed on the database; {@code started}: the registry already says
     * "loading", so an incomplete schema is left behind.
     */
    static SurgeException failed(Database db, String workload, boolean started, SQLException e) {
        SqlErrorKind kind = db.dialect().classify(e);
        String incomplete = started ? "; the schema is marked incomplete: fix the cause and rerun with --resume "
                + "or --force." : "; nothing was written.";
        String storage = db.dialect().describeStorageFailure(e, db.spec());
        if (storage != null) {
            return new SurgeException(SurgeException.RUN_FAILED, storage.substring(0, storage.length() - 1)
                    + incomplete, e);
        }
        if (kind == SqlErrorKind.READ_ONLY) {
            return new SurgeException(SurgeException.SCHEMA, "The database at " + db.spec().where() + " is "
                    + "read-only for user '" + db.spec().user() + "' (" + oneLine(e.getMessage()) + "): generate "
                    + "needs a writable database (a primary, not a standby; default_transaction_read_only off)"
                    + incomplete, e);
        }
        if (kind == SqlErrorKind.PERMISSION) {
            return new SurgeException(SurgeException.SCHEMA, "User '" + db.spec().user() + "' may not create "
                    + "the " + workload + " schema at " + db.spec().where() + " (" + oneLine(e.getMessage())
                    + "): grant it CREATE on the schema" + grantHint(db) + " or connect as the schema's owner"
                    + incomplete, e);
        }
        return new SurgeException(SurgeException.RUN_FAILED, "Generating " + workload + " at "
                + db.spec().where() + " failed (" + e.getSQLState() + "): " + oneLine(e.getMessage())
                + "; the schema is marked incomplete: fix the cause and rerun with --resume or --force.", e);
    }

    /** Exit code 130, as for any Ctrl-C: a cancelled generation is the user's choice, not a failure. */
    static SurgeException cancelled() {
        return new SurgeException(SurgeException.INTERRUPTED, "Generation cancelled; the schema is marked "
                + "incomplete: rerun with --resume to finish it or --force to start over.");
    }

    private static String grantHint(Database db) {
        String hint = db.dialect().grantCreateHint(db.spec().user());
        return hint == null ? "" : " (e.g. " + hint + ")";
    }

    static String oneLine(String s) {
        if (s == null) {
            return "";
        }
        int i = s.indexOf('\n');
        return (i < 0 ? s : s.substring(0, i)).strip();
    }
}
