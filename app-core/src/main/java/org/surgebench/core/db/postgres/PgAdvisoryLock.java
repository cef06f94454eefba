package org.surgebench.core.db.postgres;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Surgebench's named locks on PostgreSQL: session-level advisory locks. */
final class PgAdvisoryLock {
    private PgAdvisoryLock() {}

    /**
     * A session-level advisory lock: no table, no open transaction, released when the connection closes (also
     * when the process dies), so the session is kept from the server's idle timeouts ({@link PgIdleTimeouts}).
     * Advisory locks are per database, so the key is taken from the schema and the name.
     */
    static boolean tryLock(Connection connection, String name) throws SQLException {
        PgIdleTimeouts.off(connection);
        try (PreparedStatement ps = connection.prepareStatement("SELECT pg_try_advisory_lock(?)")) {
            ps.setLong(1, lockKey(connection.getSchema() + "." + name));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                boolean got = rs.getBoolean(1);
                connection.commit();
                return got;
            }
        }
    }

    /** A 64-bit key from the text (first 8 bytes of its SHA-256), prefixed so it meets no other tool's keys. */
    static long lockKey(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256")
                    .digest(("surgebench:" + text).getBytes(StandardCharsets.UTF_8));
            long k = 0;
            for (int i = 0; i < 8; i++) {
                k = (k << 8) | (d[i] & 0xff);
            }
            return k;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
