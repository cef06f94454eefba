package org.surgebench.workloads.soe;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * How the client variant takes new ids: from the database's sequences, several in one select (NCR's three) or
 * inside the logon's insert, as Swingbench's transactions take them; where the database has no sequences (MySQL),
 * one insert per value into the table standing for the sequence, the value its generated key
 * ({@link SqlDialect#nextValueInsert}).
 */
final class SoeIds {
    private final SqlDialect sql;
    /** Null where the database has sequences. */
    private final String logonIdInsert;
    /** The logon's insert: with sequences, logon_seq's value inside it; without, the id a parameter. */
    private final String insertLogon;

    private final Map<String, String> selects = new ConcurrentHashMap<>();

    SoeIds(SqlDialect sql) {
        this.sql = sql;
        logonIdInsert = sql.nextValueInsert("logon_seq");
        insertLogon = "INSERT INTO logon (logon_id, customer_id, logon_date) VALUES ("
                + (logonIdInsert == null ? sql.nextValue("logon_seq") + ", ?, ?)" : "?, ?, ?)");
    }

    /** The next value of each sequence: one select of them all, or one insert each where there are no sequences. */
    long[] next(TxContext ctx, String... sequences) throws SQLException {
        long[] out = new long[sequences.length];
        if (sql.nextValueInsert(sequences[0]) != null) {
            for (int i = 0; i < sequences.length; i++) {
                out[i] = inserted(ctx, sql.nextValueInsert(sequences[i]));
            }
            return out;
        }
        String select = select(sequences);
        try (ResultSet rs = ctx.query(ctx.prepare(select))) {
            if (!rs.next()) {
                throw new SQLException("No value from: " + select);
            }
            for (int i = 0; i < out.length; i++) {
                out[i] = rs.getLong(i + 1);
            }
        }
        return out;
    }

    /**
     * The one select of the next value of each sequence, for a database with sequences (the event-loop form reads
     * its new ids with it too).
     */
    String select(String... sequences) {
        if (sql.nextValueInsert(sequences[0]) != null) {
            throw new IllegalStateException("soe's client variant on " + sql.name() + " takes its new ids by "
                    + "inserts with generated keys: it has no event-loop form there.");
        }
        return selects.computeIfAbsent(String.join(",", sequences), k -> {
            StringBuilder b = new StringBuilder("SELECT ");
            for (int i = 0; i < sequences.length; i++) {
                b.append(i == 0 ? "" : ", ").append(sql.nextValue(sequences[i]));
            }
            return b.append(sql.fromNoTable()).toString();
        });
    }

    /** The logon's insert where logon_seq's value is taken inside it; parameters: customer, time. */
    String insertLogonWithSequence() {
        if (logonIdInsert != null) {
            throw new IllegalStateException("soe's client variant on " + sql.name() + " takes its new ids by "
                    + "inserts with generated keys: it has no event-loop form there.");
        }
        return insertLogon;
    }

    /** Inserts a LOGON row for the customer at the time given, its id the next of logon_seq. */
    void insertLogon(TxContext ctx, long customer, LocalDateTime at) throws SQLException {
        PreparedStatement ins = ctx.prepare(insertLogon);
        int p = 1;
        if (logonIdInsert != null) {
            ins.setLong(p++, inserted(ctx, logonIdInsert));
        }
        ins.setLong(p++, customer);
        ins.setObject(p, at);
        ctx.update(ins);
    }

    /**
     * Runs an insert into a sequence's table and returns the row's generated key: counted as the insert it is (a
     * statement of its own, not cached: the key must be asked for when it is prepared).
     */
    private static long inserted(TxContext ctx, String insert) throws SQLException {
        try (PreparedStatement ps = ctx.connection().prepareStatement(insert, Statement.RETURN_GENERATED_KEYS)) {
            if (ctx.queryTimeoutSeconds() > 0) {
                ps.setQueryTimeout(ctx.queryTimeoutSeconds());
            }
            ps.executeUpdate();
            ctx.count(StatementKind.INSERT, 1);
            try (ResultSet keys = ps.getGeneratedKeys()) {
                if (!keys.next()) {
                    throw new SQLException("No generated key from: " + insert);
                }
                return keys.getLong(1);
            }
        }
    }
}
