package org.surgebench.workloads.soe;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import org.surgebench.core.metrics.StatementCounts;

/**
 * What PostgreSQL executed in one database since {@link #reset()}, counted by the database itself: selects,
 * inserts, updates, deletes and the COMMITs clients send by pg_stat_statements (with
 * {@code pg_stat_statements.track=all} it counts the statements run inside functions too; the users' connections
 * must not prepare statements on the server, {@code prepareThreshold=0}, or pg_stat_statements of PostgreSQL 15
 * counts a prepared COMMIT once only) or, where each call commits on its own (the server variant runs in
 * autocommit), by the transaction ids handed out (one per transaction that wrote). Not counted: the foreign-key checks PostgreSQL runs as queries of
 * its own ({@code ... FOR KEY SHARE OF x}), transaction control (BEGIN, ROLLBACK), the calls of the server
 * variants' functions themselves (their text names an {@code orderentry_}, {@code tpcds_} or {@code tpcc_} function) and their sleeps
 * ({@code pg_sleep}): what remains is the work Swingbench's counters describe. Reads go through the
 * {@code postgres} database, so that they count nowhere.
 */
public final class ExecutedStatements {
    private final String adminUrl;
    private final String database;
    private long xidBefore;

    public ExecutedStatements(String url) {
        this.database = url.substring(url.lastIndexOf('/') + 1);
        this.adminUrl = url.substring(0, url.lastIndexOf('/') + 1) + "postgres";
    }

    /** Forgets what was counted so far. */
    public void reset() {
        try (Connection c = DriverManager.getConnection(adminUrl, "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_stat_statements_reset()");
            xidBefore = nextXid(c);
        } catch (SQLException e) {
            throw new IllegalStateException("resetting the statement counts: " + e.getMessage(), e);
        }
    }

    /**
     * What was executed since the last {@link #reset()}; commits are COMMITs sent, or with
     * {@code writingTransactions} the transactions that wrote.
     */
    public StatementCounts read(boolean writingTransactions) throws SQLException {
        long[] n = new long[5];
        try (Connection c = DriverManager.getConnection(adminUrl, "postgres", "");
                PreparedStatement ps = c.prepareStatement("SELECT query, calls FROM pg_stat_statements s "
                        + "JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    if (Boolean.getBoolean("surge.debug.pgss")) {
                        System.out.println(
                                "pgss " + rs.getLong(2) + " " + rs.getString(1).replaceAll("\\s+", " "));
                    }
                    int kind = kind(rs.getString(1));
                    if (kind >= 0) {
                        n[kind] += rs.getLong(2);
                    }
                }
            }
            long commits = writingTransactions ? nextXid(c) - xidBefore : n[4];
            return new StatementCounts(n[0], n[1], n[2], n[3], commits, 0, 0);
        }
    }

    /**
     * How many times the clients sent {@code command} (BEGIN, COMMIT or ROLLBACK) since the last {@link #reset()}, as
     * pg_stat_statements counted it: where the transactions begin and end, which tells a call in autocommit (neither)
     * from one inside a BEGIN and a COMMIT, though both are one transaction on the server.
     */
    public long sent(String command) throws SQLException {
        try (Connection c = DriverManager.getConnection(adminUrl, "postgres", "");
                PreparedStatement ps = c.prepareStatement("SELECT COALESCE(SUM(s.calls), 0) FROM pg_stat_statements s "
                        + "JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = ? AND upper(trim(s.query)) = ?")) {
            ps.setString(1, database);
            ps.setString(2, command.toUpperCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** 0 select, 1 insert, 2 update, 3 delete, 4 commit; -1 for what is not counted. */
    static int kind(String query) {
        String q = query.strip().toLowerCase(Locale.ROOT);
        if (q.contains("pg_stat_statements")
                || q.contains("orderentry_")
                || q.contains("tpcds_")
                || q.contains("tpcc_")
                || q.contains("pg_sleep")
                || q.contains("for key share of x")) {
            return -1;
        }
        if (q.startsWith("select") || q.startsWith("with")) {
            return 0;
        }
        if (q.startsWith("insert")) {
            return 1;
        }
        if (q.startsWith("update")) {
            return 2;
        }
        if (q.startsWith("delete")) {
            return 3;
        }
        return q.equals("commit") ? 4 : -1;
    }

    /** The next transaction id the cluster hands out (read without taking one). */
    private static long nextXid(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
