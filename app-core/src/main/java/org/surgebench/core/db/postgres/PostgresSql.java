package org.surgebench.core.db.postgres;

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
 * PostgreSQL's SQL where databases differ: PL/pgSQL functions (which cannot commit), CUBE, expression indexes,
 * nextval, generate_series, materialized CTEs, and its statistics views for read timing and transaction counts.
 */
public final class PostgresSql implements SqlDialect {
    private static final Set<Feature> FEATURES =
            Set.of(Feature.STORED_PROCEDURES, Feature.EXPRESSION_INDEXES, Feature.GROUPING_SETS);
    private final PostgresDialect dialect = new PostgresDialect();

    @Override
    public String name() {
        return dialect.name();
    }

    @Override
    public String product() {
        return "PostgreSQL";
    }

    @Override
    public boolean has(Feature feature) {
        return FEATURES.contains(feature);
    }

    @Override
    public SqlErrorKind classify(SQLException e) {
        return dialect.classify(e);
    }

    /** The tablespace, by default_tablespace in the DDL session ({@code PostgresDialect.prepareDdlSession}). */
    @Override
    public boolean appliesItself(String storageOption) {
        return storageOption.equals("tablespace");
    }

    @Override
    public String nextValue(String sequence) {
        return "nextval('" + sequence + "')";
    }

    @Override
    public String integers(int n, String column) {
        return "SELECT n AS " + column + " FROM generate_series(1, " + n + ") AS g(n)";
    }

    /** Kept as computed once (PostgreSQL 12+ would otherwise inline it into the join). */
    @Override
    public String cteAs() {
        return " AS MATERIALIZED ";
    }

    @Override
    public String minusMinutes(String timestamp, String minutes) {
        return timestamp + " - (" + minutes + ") * INTERVAL '1 minute'";
    }

    @Override
    public String showSetting(String setting) {
        return "SELECT setting FROM pg_settings WHERE name = '" + setting + "'";
    }

    @Override
    public Set<String> sequences(Connection c) throws SQLException {
        Set<String> out = new TreeSet<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT sequence_name FROM information_schema.sequences")) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    @Override
    public long peekNextValue(Connection c, String sequence) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sequenceStateQuery(sequence))) {
            rs.next();
            return rs.getBoolean(2) ? rs.getLong(1) + 1 : rs.getLong(1);
        }
    }

    @Override
    public String sequenceStateQuery(String sequence) {
        return "SELECT last_value, is_called FROM " + sequence;
    }

    /** io_combine_limit from PostgreSQL 17 (its read-ahead of sequential scans), effective_io_concurrency before. */
    @Override
    public String multiblockReadSetting(Connection c) throws SQLException {
        return c.getMetaData().getDatabaseMajorVersion() >= 17 ? "io_combine_limit" : "effective_io_concurrency";
    }

    @Override
    public String timeReadsStatement() {
        return "SET track_io_timing = on";
    }

    /** Commits + rollbacks in pg_stat_database: this database's and the whole server's. */
    @Override
    public long[] transactionCounts(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            // The statistics snapshot of a transaction is kept until cleared: take fresh figures.
            s.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet rs = s.executeQuery("SELECT SUM(xact_commit + xact_rollback) FILTER (WHERE datname = "
                    + "current_database()), SUM(xact_commit + xact_rollback) FROM pg_stat_database")) {
                rs.next();
                return new long[] {rs.getLong(1), rs.getLong(2)};
            }
        }
    }

    @Override
    public org.surgebench.core.spi.StatementStatistics statementStatistics() {
        return new PgStatementStatistics();
    }
}
