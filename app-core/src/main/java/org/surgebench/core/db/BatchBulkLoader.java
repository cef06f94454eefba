package org.surgebench.core.db;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.TableDef;

/** Loads through a batched {@code INSERT ... VALUES (?, ...)}: the portable path (H2 and others). */
public class BatchBulkLoader implements BulkLoader {
    private static final int BATCH = 2000;

    private final PreparedStatement insert;
    private int column = 1;
    private int pending;
    private long rows;
    private long bytes;

    public BatchBulkLoader(Connection connection, TableDef table) throws SQLException {
        this(connection, insertSql(table, ""));
    }

    protected BatchBulkLoader(Connection connection, String sql) throws SQLException {
        this.insert = connection.prepareStatement(sql);
    }

    public static String insertSql(TableDef table, String hint) {
        return "INSERT " + hint + "INTO " + table.name() + " (" + String.join(", ", table.columns()) + ") VALUES ("
                + "?, ".repeat(table.columns().size() - 1) + "?)";
    }

    private RowSink set(Object v, int approxBytes) {
        try {
            insert.setObject(column++, v);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        bytes += approxBytes;
        return this;
    }

    @Override
    public RowSink value(long v) {
        try {
            insert.setLong(column++, v);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        bytes += 8;
        return this;
    }

    @Override
    public RowSink value(int v) {
        try {
            insert.setInt(column++, v);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        bytes += 4;
        return this;
    }

    @Override
    public RowSink decimal(long unscaled, int scale) {
        return set(BigDecimal.valueOf(unscaled, scale), 8);
    }

    @Override
    public RowSink value(String v) {
        return v == null ? nullValue() : set(v, v.length());
    }

    @Override
    public RowSink value(LocalDate v) {
        return v == null ? nullValue() : set(java.sql.Date.valueOf(v), 4);
    }

    @Override
    public RowSink value(LocalDateTime v) {
        return v == null ? nullValue() : set(Timestamp.valueOf(v), 8);
    }

    @Override
    public RowSink nullValue() {
        try {
            insert.setNull(column++, Types.NULL);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return this;
    }

    @Override
    public void endRow() throws SQLException {
        insert.addBatch();
        column = 1;
        rows++;
        if (++pending >= BATCH) {
            insert.executeBatch();
            pending = 0;
        }
    }

    @Override
    public void finish() throws SQLException {
        if (pending > 0) {
            insert.executeBatch();
            pending = 0;
        }
    }

    @Override
    public long bytes() {
        return bytes;
    }

    @Override
    public long rows() {
        return rows;
    }

    @Override
    public void close() throws SQLException {
        insert.close();
    }
}
