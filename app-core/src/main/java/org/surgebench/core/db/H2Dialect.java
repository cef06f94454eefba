package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;

/** The embedded default: H2 2.x, loaded through JDBC batches. */
public final class H2Dialect implements Dialect {

    @Override
    public String name() {
        return "h2";
    }

    @Override
    public boolean accepts(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:h2:");
    }

    /** H2 locks the whole table for each index build: parallel builds only wait on each other and time out. */
    @Override
    public boolean parallelIndexBuilds() {
        return false;
    }

    @Override
    public void analyze(Connection connection, List<String> tables) throws SQLException {
        try (Statement s = connection.createStatement()) {
            for (String t : tables) {
                s.execute("ANALYZE TABLE " + t);
            }
        }
    }

    @Override
    public TableSize size(Connection connection, String table) throws SQLException {
        // H2 reports disk use per table through a function; indexes are included in it.
        try (PreparedStatement ps = connection.prepareStatement("SELECT DISK_SPACE_USED(?)")) {
            ps.setString(1, table.toUpperCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new TableSize(table, rs.getLong(1), 0);
            }
        }
    }

    /** 42S01 table, 42S11 index, 90045 constraint exists; 90017 a second primary key. */
    @Override
    public boolean isAlreadyExists(SQLException e) {
        String s = e.getSQLState();
        return Dialect.super.isAlreadyExists(e) || "42S01".equals(s) || "42S11".equals(s) || "90045".equals(s)
                || "90017".equals(s);
    }

    @Override
    public boolean isMissingTable(SQLException e) {
        return "42S02".equals(e.getSQLState()) || "42S04".equals(e.getSQLState());
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        // 90098: the database has been closed; 90067: connection is broken.
        return Dialect.super.isConnectionLost(e) || "90098".equals(e.getSQLState()) || "90067".equals(e.getSQLState());
    }

    @Override
    public String describeConnectFailure(SQLException e, ConnectionSpec spec) {
        if ("90146".equals(e.getSQLState())) {
            return "The H2 database at " + spec.where() + " does not exist; run `surge generate` first or check --url.";
        }
        if ("28000".equals(e.getSQLState())) {
            return "H2 refused user '" + spec.user() + "' at " + spec.where() + ": check --user and the password.";
        }
        if ("90020".equals(e.getSQLState())) {
            return "The H2 database file at " + spec.where() + " is in use by another process; close it or use "
                    + "AUTO_SERVER=TRUE in the URL.";
        }
        return null;
    }
}
