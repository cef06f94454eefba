package org.surgebench.core.db.mariadb;

import java.sql.Connection;
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
 * MariaDB's SQL where databases differ: stored procedures, but no CUBE (nor GROUPING SETS), no expression
 * indexes (its case-insensitive collation compares names as lower() would), no number masks, RANGE frames of
 * numbers only, LAG without a default; sequences by NEXT VALUE FOR, listed among the tables; the sequence
 * engine's {@code seq_1_to_n} tables for number rows. {@link MySqlSql} is the same for MySQL.
 */
public class MariaDbSql implements SqlDialect {
    private final MariaDbDialect dialect;

    public MariaDbSql() {
        this(new MariaDbDialect());
    }

    MariaDbSql(MariaDbDialect dialect) {
        this.dialect = dialect;
    }

    @Override
    public String name() {
        return dialect.name();
    }

    @Override
    public String product() {
        return dialect.product();
    }

    @Override
    public boolean has(Feature feature) {
        return feature == Feature.STORED_PROCEDURES;
    }

    @Override
    public SqlErrorKind classify(SQLException e) {
        return dialect.classify(e);
    }

    /** {@code condition} and others are reserved words here: always quoted. */
    @Override
    public String column(String name) {
        return "`" + name + "`";
    }

    /** LIMIT: MySQL 8 has no FETCH FIRST (MariaDB has it from 10.6, and keeps the form both know). */
    @Override
    public String firstRows(int n) {
        return " LIMIT " + n;
    }

    @Override
    public String integers(int n, String column) {
        return "SELECT seq AS " + column + " FROM seq_1_to_" + n;
    }

    @Override
    public String minusMinutes(String timestamp, String minutes) {
        return timestamp + " - INTERVAL (" + minutes + ") MINUTE";
    }

    /** LAG here takes no default value. */
    @Override
    public String previousOr(String expr, String orderBy, String fallback) {
        return "COALESCE(LAG(" + expr + ", 1) OVER (ORDER BY " + orderBy + "), " + fallback + ")";
    }

    /** No number masks: FORMAT(expr, 0) gives the same grouped whole number (without the mask's leading blanks). */
    @Override
    public String numberText(String expr, String mask) {
        return "FORMAT(" + expr + ", 0)";
    }

    /** RANGE frames take numbers only: the same days as day numbers. */
    @Override
    public String daysAround(String date, int days) {
        return "ORDER BY TO_DAYS(" + date + ")\n           RANGE BETWEEN " + days + " PRECEDING AND " + days
                + " FOLLOWING";
    }

    @Override
    public String showSetting(String setting) {
        return "SELECT @@SESSION." + setting;
    }

    @Override
    public Set<String> sequences(Connection c) throws SQLException {
        Set<String> out = new TreeSet<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT table_name FROM information_schema.tables "
                        + "WHERE table_schema = DATABASE() AND table_type = 'SEQUENCE'")) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    /**
     * The next value not yet handed to a session's cache: what a restarted server would give next, never below
     * what any session can still hand out from its cache.
     */
    @Override
    public long peekNextValue(Connection c, String sequence) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sequenceStateQuery(sequence))) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The value handed out next, never yet handed out (the second column, FALSE): one query, as PostgreSQL's. */
    @Override
    public String sequenceStateQuery(String sequence) {
        return "SELECT next_not_cached_value, FALSE FROM " + sequence;
    }

    /**
     * Commits + rollbacks as the server counts them, HammerDB's TPM on MariaDB and MySQL: Com_commit + Com_rollback
     * of the global status (the COMMITs of stored procedures included). The server keeps no count per database:
     * that figure is -1.
     */
    @Override
    public long[] transactionCounts(Connection c) throws SQLException {
        long server = 0;
        try (Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_commit', 'Com_rollback')")) {
            while (rs.next()) {
                server += rs.getLong(2);
            }
        }
        return new long[] {-1, server};
    }

    @Override
    public org.surgebench.core.spi.StatementStatistics statementStatistics() {
        return new PerfSchemaDigests();
    }
}
