package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.Predicate;

/**
 * A named lock made of a row of {@code surge_lock} in the current schema, locked with
 * {@code SELECT ... FOR UPDATE NOWAIT} and held by leaving that transaction open until the connection is closed
 * (or rolled back). Works wherever row locks and NOWAIT do: H2 in every mode (embedded, file, server,
 * AUTO_SERVER) and Oracle without the EXECUTE on DBMS_LOCK that user locks would need. A session that dies
 * releases it with its transaction. Not for PostgreSQL, where a transaction left open for a whole load would
 * hold back VACUUM: it uses advisory locks.
 */
public final class RowLock {
    public static final String TABLE = "surge_lock";

    private RowLock() {}

    /** Locks the row named {@code name} (made first if missing); false when another session holds it. */
    public static boolean tryLock(Connection c, String name, Predicate<SQLException> busy) throws SQLException {
        SchemaRegistry.createIfAbsent(c, TABLE, "(name VARCHAR(200) PRIMARY KEY)");
        if (!rowExists(c, name)) {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + TABLE + " (name) VALUES (?)")) {
                ps.setString(1, name);
                ps.executeUpdate();
                c.commit();
            } catch (SQLException e) {
                // Another session made it at the same moment: it is there now, which is all we need.
                c.rollback();
            }
        }
        try (PreparedStatement ps =
                c.prepareStatement("SELECT name FROM " + TABLE + " WHERE name = ? FOR UPDATE NOWAIT")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        } catch (SQLException e) {
            c.rollback();
            if (busy.test(e)) {
                return false;
            }
            throw e;
        }
    }

    private static boolean rowExists(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT name FROM " + TABLE + " WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            } finally {
                c.commit();
            }
        }
    }
}
