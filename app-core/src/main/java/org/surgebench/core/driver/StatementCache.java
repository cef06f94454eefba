package org.surgebench.core.driver;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.spi.StatementKind;

/**
 * The prepared statements of one connection, by their SQL, with the kind each counts as. A dedicated user keeps
 * one for its connection; on a shared pool each physical connection keeps one from one borrowing to the next
 * ({@link org.surgebench.core.db.ConnectionPool#keptWith}), so a pooled user prepares nothing once the
 * connection it gets has run the statement before, as a dedicated user. Used by one user at a time.
 */
final class StatementCache implements AutoCloseable {
    record Cached(PreparedStatement statement, StatementKind kind, String sql) {}

    private final Connection home;
    private final Map<String, Cached> statements = new HashMap<>();
    private final Map<PreparedStatement, Cached> kinds = new HashMap<>();

    /** The statements prepared on {@code home}: the connection itself, not a pool's wrapper of it. */
    StatementCache(Connection home) {
        this.home = home;
    }

    Connection home() {
        return home;
    }

    PreparedStatement prepare(String sql, int queryTimeoutSeconds) throws SQLException {
        Cached c = statements.get(sql);
        if (c == null) {
            c = keep(home.prepareStatement(sql), StatementKind.of(sql), sql, queryTimeoutSeconds);
        }
        return c.statement();
    }

    CallableStatement prepareCall(String sql, int queryTimeoutSeconds) throws SQLException {
        Cached c = statements.get(sql);
        if (c == null) {
            c = keep(home.prepareCall(sql), StatementKind.OTHER, sql, queryTimeoutSeconds);
        }
        return (CallableStatement) c.statement();
    }

    private Cached keep(PreparedStatement ps, StatementKind kind, String sql, int queryTimeoutSeconds)
            throws SQLException {
        if (queryTimeoutSeconds > 0) {
            ps.setQueryTimeout(queryTimeoutSeconds);
        }
        Cached c = new Cached(ps, kind, sql);
        statements.put(sql, c);
        kinds.put(ps, c);
        return c;
    }

    /** The statement as prepared here, or null for one prepared elsewhere. */
    Cached of(PreparedStatement ps) {
        return kinds.get(ps);
    }

    /** Closes and forgets every statement (the connection was replaced, or is going back without them). */
    @Override
    public void close() {
        for (Cached c : statements.values()) {
            try {
                c.statement().close();
            } catch (SQLException ignored) {
                // The connection may be gone already; nothing to release then.
            }
        }
        statements.clear();
        kinds.clear();
    }
}
