package org.surgebench.core.driver;

import java.sql.Connection;
import java.sql.SQLException;

/** Ending a user's transaction or connection at best effort: after a failure, nothing more is to report. */
final class QuietJdbc {
    private QuietJdbc() {}

    static void rollback(Connection c) {
        if (c != null) {
            try {
                // In autocommit (soe's server calls) there is nothing to roll back, and the driver would say so
                // with an exception: one built and thrown per pooled transaction (issue 50) cost client CPU.
                if (!c.getAutoCommit()) {
                    c.rollback();
                }
            } catch (SQLException ignored) {
                // The transaction failed already; a failed rollback adds nothing to report.
            }
        }
    }

    static void close(Connection c) {
        if (c != null) {
            rollback(c); // Best effort before returning the connection.
            try {
                c.close();
            } catch (SQLException ignored) {
                // Closing a dead connection may fail; it is gone either way.
            }
        }
    }
}
