package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Turns the server's idle timeouts off for one of generate's sessions: a role or database with
 * {@code idle_session_timeout} (or {@code idle_in_transaction_session_timeout}) would otherwise end the session
 * that holds the workload's lock, idle for the whole load, and with it the lock, so a concurrent
 * {@code generate --force} was let in to drop the tables being loaded. Read from pg_settings, so a server that
 * does not know a setting (before PostgreSQL 14) is not asked to set it. Session settings only.
 */
final class PgIdleTimeouts {
    private PgIdleTimeouts() {}

    static void off(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeQuery("SELECT set_config(name, '0', false) FROM pg_settings WHERE name IN "
                            + "('idle_session_timeout', 'idle_in_transaction_session_timeout')")
                    .close();
        }
    }
}
