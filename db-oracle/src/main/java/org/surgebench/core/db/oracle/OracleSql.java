package org.surgebench.core.db.oracle;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.SqlErrorKind;

/**
 * Oracle's SQL where databases differ: PL/SQL packages that commit, CUBE, partitioned outer joins,
 * {@code seq.NEXTVAL}, {@code FROM dual}, CONNECT BY for number rows, NUMTODSINTERVAL.
 */
public final class OracleSql implements SqlDialect {
    private static final Set<Feature> FEATURES = Set.of(
            Feature.STORED_PROCEDURES,
            Feature.COMMIT_IN_STORED_CODE,
            Feature.EXPRESSION_INDEXES,
            Feature.GROUPING_SETS,
            Feature.PARTITIONED_OUTER_JOIN);
    /** ORA-00942: table or view does not exist (or may not be read). */
    private static final int TABLE_NOT_FOUND = 942;

    private final OracleDialect dialect = new OracleDialect();

    @Override
    public String name() {
        return dialect.name();
    }

    @Override
    public String product() {
        return "Oracle";
    }

    @Override
    public boolean has(Feature feature) {
        return FEATURES.contains(feature);
    }

    @Override
    public SqlErrorKind classify(SQLException e) {
        return dialect.classify(e);
    }

    @Override
    public String nextValue(String sequence) {
        return sequence + ".NEXTVAL";
    }

    @Override
    public String fromNoTable() {
        return " FROM dual";
    }

    @Override
    public String integers(int n, String column) {
        return "SELECT LEVEL AS " + column + " FROM dual CONNECT BY LEVEL <= " + n;
    }

    @Override
    public String minusMinutes(String timestamp, String minutes) {
        return timestamp + " - NUMTODSINTERVAL(" + minutes + ", 'MINUTE')";
    }

    /** A function of the workload's PL/SQL package: {@code group.name}. */
    @Override
    public String routine(String group, String name) {
        return group + "." + name;
    }

    @Override
    public String setSession(String setting, long value) {
        return "ALTER SESSION SET " + setting + " = " + value;
    }

    /** v$parameter shows the session's own value. */
    @Override
    public String showSetting(String setting) {
        return "SELECT value FROM v$parameter WHERE name = '" + setting + "'";
    }

    @Override
    public Set<String> sequences(Connection c) throws SQLException {
        Set<String> out = new TreeSet<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT sequence_name FROM user_sequences")) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    @Override
    public long peekNextValue(Connection c, String sequence) throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("SELECT last_number FROM user_sequences WHERE sequence_name = ?")) {
            ps.setString(1, sequence.toUpperCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("sequence " + sequence + " is missing");
                }
                return rs.getLong(1);
            }
        }
    }

    /**
     * Commits + rollbacks as Oracle counts them, HammerDB's TPM on Oracle: V$SYSSTAT's {@code user commits} +
     * {@code user rollbacks} (the COMMITs inside the PL/SQL packages included), the statistics AWR's transactions
     * per second are made of; the instance's (or, in a pluggable database, as V$SYSSTAT shows them there), so other
     * work counts too. There is no figure per schema: that one is -1. Null where the user may not read V$SYSSTAT
     * (ORA-00942: it needs {@code SELECT ON v_$sysstat} or SELECT_CATALOG_ROLE).
     */
    @Override
    public long[] transactionCounts(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT SUM(value) FROM v$sysstat WHERE name IN ('user commits', 'user rollbacks')")) {
            rs.next();
            return new long[] {-1, rs.getLong(1)};
        } catch (SQLException e) {
            if (e.getErrorCode() == TABLE_NOT_FOUND) {
                return null;
            }
            throw e;
        }
    }

    @Override
    public String multiblockReadSetting(Connection c) {
        return "db_file_multiblock_read_count";
    }

    @Override
    public org.surgebench.core.spi.StatementStatistics statementStatistics() {
        return new OracleSqlStatistics();
    }
}
