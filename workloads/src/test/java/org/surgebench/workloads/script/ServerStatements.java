package org.surgebench.workloads.script;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * What PostgreSQL executed in one database since {@link #reset()}, as pg_stat_statements counted it, by kind: the
 * statements on pgbench's tables ({@code select}, {@code insert}, {@code update}, {@code delete}) and the
 * transaction control ({@code begin}, {@code commit} for COMMIT and END, {@code rollback}). Read through the
 * {@code postgres} database, where reading counts nowhere.
 */
final class ServerStatements {
    private final String adminUrl;
    private final String database;

    ServerStatements(String url) {
        this.database = url.substring(url.lastIndexOf('/') + 1);
        this.adminUrl = url.substring(0, url.lastIndexOf('/') + 1) + "postgres";
    }

    void reset() throws SQLException {
        try (Connection c = DriverManager.getConnection(adminUrl, "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_stat_statements_reset()");
        }
    }

    /** Calls by kind since the last reset; {@code texts} gets each statement's text and calls, to show. */
    Map<String, Long> read(Map<String, Long> texts) throws SQLException {
        Map<String, Long> byKind = new TreeMap<>();
        try (Connection c = DriverManager.getConnection(adminUrl, "postgres", "");
                PreparedStatement ps = c.prepareStatement("SELECT query, calls FROM pg_stat_statements s "
                        + "JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String q = rs.getString(1).strip().replaceAll("\\s+", " ");
                    texts.merge(q, rs.getLong(2), Long::sum);
                    String kind = kind(q);
                    if (kind != null) {
                        byKind.merge(kind, rs.getLong(2), Long::sum);
                    }
                }
            }
        }
        return byKind;
    }

    /** The kind of a statement counted, or null for one that is not about pgbench's work. */
    static String kind(String query) {
        String q = query.toLowerCase(Locale.ROOT);
        String first = q.split("[\\s;]+")[0];
        return switch (first) {
            case "begin", "start" -> "begin";
            case "commit", "end" -> "commit";
            case "rollback", "abort" -> "rollback";
            case "select", "insert", "update", "delete" -> q.contains("pgbench_") ? first : null;
            default -> null;
        };
    }
}
