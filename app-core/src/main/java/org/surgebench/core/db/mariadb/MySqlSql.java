package org.surgebench.core.db.mariadb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MySQL 8's SQL where databases differ: as MariaDB's (see {@link MariaDbSql}), under MySQL's name, but for what
 * MySQL 8 lacks. No FETCH clause: {@code LIMIT n}. No sequences: a sequence is a table whose only column is its
 * AUTO_INCREMENT primary key (the workloads' {@code mysql/create.sql} make them), a value is taken by inserting
 * a row and reading its generated key (the counter never goes back, as a sequence's; the rows stay, one per
 * value). No sequence engine ({@code seq_1_to_n}): the numbers 1..n as a UNION ALL of n rows.
 */
public final class MySqlSql extends MariaDbSql {
    /** {@code AUTO_INCREMENT=n} in SHOW CREATE TABLE: the counter as the storage engine holds it now. */
    private static final Pattern COUNTER = Pattern.compile("AUTO_INCREMENT=(\\d+)");

    public MySqlSql() {
        super(new MySqlDialect());
    }

    /** MySQL has no NEXT VALUE FOR: callers ask {@link #nextValueInsert} first. */
    @Override
    public String nextValue(String sequence) {
        throw new UnsupportedOperationException(
                "MySQL has no sequences: take " + sequence + "'s values with nextValueInsert");
    }

    @Override
    public String nextValueInsert(String sequence) {
        return "INSERT INTO " + sequence + " () VALUES ()";
    }

    @Override
    public String integers(int n, String column) {
        StringBuilder out = new StringBuilder("SELECT 1 AS " + column);
        for (int i = 2; i <= n; i++) {
            out.append(" UNION ALL SELECT ").append(i);
        }
        return out.toString();
    }

    /** The tables of the schema whose only column is an AUTO_INCREMENT one: the sequences' tables. */
    @Override
    public Set<String> sequences(Connection c) throws SQLException {
        Set<String> out = new TreeSet<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT table_name FROM information_schema.columns "
                        + "WHERE table_schema = DATABASE() GROUP BY table_name "
                        + "HAVING COUNT(*) = 1 AND MAX(extra LIKE '%auto_increment%') = 1")) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    /** MySQL has no sequences: its counter is read with SHOW CREATE TABLE ({@link #peekNextValue}), no query. */
    @Override
    public String sequenceStateQuery(String sequence) {
        return null;
    }

    /**
     * The counter as SHOW CREATE TABLE shows it (MySQL 8's information_schema.TABLES may show a cached one,
     * {@code information_schema_stats_expiry}), and never below the highest value taken so far plus one.
     */
    @Override
    public long peekNextValue(Connection c, String sequence) throws SQLException {
        long next = 1;
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW CREATE TABLE " + sequence)) {
            if (rs.next()) {
                Matcher m = COUNTER.matcher(rs.getString(2));
                if (m.find()) {
                    next = Long.parseLong(m.group(1));
                }
            }
        }
        String column = null;
        try (PreparedStatement ps = c.prepareStatement("SELECT column_name FROM information_schema.columns "
                + "WHERE table_schema = DATABASE() AND table_name = ?")) {
            ps.setString(1, sequence);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    column = rs.getString(1);
                }
            }
        }
        if (column != null) {
            try (Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT COALESCE(MAX(" + column + "), 0) + 1 FROM " + sequence)) {
                rs.next();
                next = Math.max(next, rs.getLong(1));
            }
        }
        return next;
    }
}
