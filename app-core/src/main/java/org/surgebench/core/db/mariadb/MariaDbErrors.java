package org.surgebench.core.db.mariadb;

import java.sql.SQLException;
import java.util.Locale;
import java.util.Set;
import org.surgebench.core.db.ConnectionSpec;

/**
 * What MariaDB's and MySQL's errors mean, read from the server's error numbers (the same in both; the SQLStates
 * are too coarse: 42000 is a syntax error as well as an unknown database), and the one sentence for a failed
 * log-on.
 */
final class MariaDbErrors {
    static final int ACCESS_DENIED = 1045;
    static final int DB_ACCESS_DENIED = 1044;
    static final int UNKNOWN_DATABASE = 1049;
    static final int TOO_MANY_CONNECTIONS = 1040;
    static final int TOO_MANY_USER_CONNECTIONS = 1203;
    static final int USER_LIMIT_REACHED = 1226;
    static final int HOST_NOT_ALLOWED = 1130;
    static final int NO_SUCH_TABLE = 1146;
    static final int TABLE_FULL = 1114;
    static final int DISK_FULL = 1021;
    static final int READ_ONLY = 1290;
    static final int READ_ONLY_TRANSACTION = 1792;

    /** Table, key name, primary key, foreign key, sequence or routine already there. */
    private static final Set<Integer> ALREADY_EXISTS = Set.of(1050, 1061, 1068, 1826, 1304, 1359, 1022);
    /** Server gone away, lost during a query, shutdown in progress, connection killed. */
    private static final Set<Integer> CONNECTION_LOST = Set.of(2006, 2013, 1053, 1927, 1152, 1158, 1159, 1160, 1161);

    private MariaDbErrors() {}

    static boolean isConnectionLost(SQLException e) {
        String state = e.getSQLState();
        return state != null && state.startsWith("08") || CONNECTION_LOST.contains(e.getErrorCode());
    }

    static boolean isAlreadyExists(SQLException e) {
        return ALREADY_EXISTS.contains(e.getErrorCode());
    }

    static boolean isMissingTable(SQLException e) {
        return e.getErrorCode() == NO_SUCH_TABLE || "42S02".equals(e.getSQLState());
    }

    /**
     * 1969 statement timeout (MariaDB), 3024 max_execution_time (MySQL), 1317 query interrupted; 1044, 1142,
     * 1143, 1227 access denied; 1290 and 1792 read-only.
     */
    static org.surgebench.core.spi.SqlErrorKind kind(SQLException e) {
        return switch (e.getErrorCode()) {
            case 1969, 3024, 1317 -> org.surgebench.core.spi.SqlErrorKind.TIMEOUT;
            case DB_ACCESS_DENIED, 1142, 1143, 1227 -> org.surgebench.core.spi.SqlErrorKind.PERMISSION;
            case READ_ONLY, READ_ONLY_TRANSACTION -> org.surgebench.core.spi.SqlErrorKind.READ_ONLY;
            default -> null;
        };
    }

    static String describeStorageFailure(String product, SQLException e, ConnectionSpec spec) {
        return switch (e.getErrorCode()) {
            case TABLE_FULL, DISK_FULL ->
                product + " at " + spec.where() + " ran out of space (" + firstLine(e.getMessage())
                        + "): free disk space on the server or make the data smaller.";
            case READ_ONLY, READ_ONLY_TRANSACTION ->
                product + " at " + spec.where() + " is read-only (" + firstLine(e.getMessage())
                        + "): use a writable server (not a replica) or turn read_only off.";
            default -> null;
        };
    }

    static String describeConnectFailure(String product, SQLException e, ConnectionSpec spec) {
        String msg = e.getMessage() == null ? "" : e.getMessage();
        return switch (e.getErrorCode()) {
            case ACCESS_DENIED ->
                product + " rejected user '" + spec.user() + "' at " + spec.where()
                        + ": check --user and the password (--password, SURGE_PASSWORD or -p to be asked).";
            case DB_ACCESS_DENIED ->
                product + " at " + spec.where() + " does not let user '" + spec.user()
                        + "' use that database: GRANT ALL ON the database TO the user, or fix the URL.";
            case UNKNOWN_DATABASE ->
                "The database in " + spec.where() + " does not exist: create it (CREATE " + "DATABASE) or fix the URL.";
            case HOST_NOT_ALLOWED ->
                product + " at " + spec.where() + " does not let user '" + spec.user()
                        + "' in from this host: the server's administrator must create the user for it.";
            case TOO_MANY_CONNECTIONS ->
                product + " at " + spec.where() + " refused the connection because all "
                        + "of its connections are in use (Too many connections, max_connections): end idle sessions, "
                        + "use fewer users or --pool, or raise max_connections.";
            case TOO_MANY_USER_CONNECTIONS, USER_LIMIT_REACHED ->
                product + " at " + spec.where() + " refused the "
                        + "connection because user '" + spec.user() + "' is at its connection limit ("
                        + firstLine(msg) + "): use fewer users or --pool, or raise the user's MAX_USER_CONNECTIONS.";
            default -> {
                String lower = msg.toLowerCase(Locale.ROOT);
                if (lower.contains("connection refused")
                        || lower.contains("socket fail to connect")
                        || lower.contains("communications link failure")) {
                    yield "Cannot connect to " + product + " at " + spec.where() + " (" + firstLine(msg)
                            + "): is the server running and the host and port right?";
                }
                yield null;
            }
        };
    }

    static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int i = s.indexOf('\n');
        return (i < 0 ? s : s.substring(0, i)).strip();
    }
}
