package org.surgebench.core.db.oracle;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;
import org.surgebench.core.db.BatchBulkLoader;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.TableDef;

/**
 * Loads a chunk through JDBC array binds (the thin driver sends a batch as one array DML execution).
 *
 * <p>In append mode (the default, option {@code append=true}) the insert carries {@code /*+ APPEND_VALUES *}{@code /}:
 * a direct-path insert above the high-water mark, bypassing the buffer cache and writing almost no undo. Oracle
 * allows one direct-path insert into a table per transaction (ORA-12838 otherwise), so the whole chunk is sent as
 * one array at {@link #finish()}, and the caller commits it together with its ledger row. Direct-path inserts
 * into one table from several sessions take turns (an exclusive TM lock until commit): workers still generate
 * rows in parallel and only the writes queue. {@code append=false} sends conventional array inserts of
 * {@value #CONVENTIONAL_BATCH} rows that run concurrently but write undo and go through the buffer cache.
 *
 * <p>Nulls are bound with the column's own type (read once from the table's metadata) so that a batch never
 * changes bind types, which would make the driver split the array into several executions.
 */
final class OracleArrayLoader implements BulkLoader {
    static final int CONVENTIONAL_BATCH = 5000;

    private final PreparedStatement insert;
    private final boolean append;
    private final int[] nullTypes;
    private int column = 1;
    private int pending;
    private long rows;
    private long bytes;

    OracleArrayLoader(Connection connection, TableDef table, boolean append) throws SQLException {
        this.append = append;
        this.nullTypes = nullTypes(connection, table);
        this.insert = connection.prepareStatement(insertSql(table, append));
    }

    /** Whether {@code options} ask for direct-path loading; it is the default. */
    static boolean append(Map<String, String> options) {
        return !"false".equalsIgnoreCase(options.getOrDefault("append", "true"));
    }

    static String insertSql(TableDef table, boolean append) {
        return BatchBulkLoader.insertSql(table, append ? "/*+ APPEND_VALUES */ " : "");
    }

    /** The JDBC type of each column, for binding nulls; one round trip, no rows read. */
    static int[] nullTypes(Connection connection, TableDef table) throws SQLException {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT " + String.join(", ", table.columns()) + " FROM " + table.name() + " WHERE 1 = 0")) {
            ResultSetMetaData md = rs.getMetaData();
            int[] out = new int[md.getColumnCount()];
            for (int i = 0; i < out.length; i++) {
                out[i] = switch (md.getColumnType(i + 1)) {
                    case Types.NUMERIC,
                            Types.DECIMAL,
                            Types.INTEGER,
                            Types.BIGINT,
                            Types.SMALLINT,
                            Types.TINYINT,
                            Types.FLOAT,
                            Types.DOUBLE,
                            Types.REAL -> Types.NUMERIC;
                    case Types.DATE, Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> Types.TIMESTAMP;
                    case Types.CLOB, Types.NCLOB -> Types.CLOB;
                    default -> Types.VARCHAR;
                };
            }
            return out;
        }
    }

    private IllegalStateException bindFailed(SQLException e) {
        return new IllegalStateException("Cannot bind column " + column + ": " + e.getMessage(), e);
    }

    @Override
    public RowSink value(long v) {
        try {
            insert.setLong(column++, v);
        } catch (SQLException e) {
            throw bindFailed(e);
        }
        bytes += 8;
        return this;
    }

    @Override
    public RowSink value(int v) {
        // Bound as long like value(long), so a column never switches bind type within the array.
        return value((long) v);
    }

    @Override
    public RowSink decimal(long unscaled, int scale) {
        try {
            insert.setBigDecimal(column++, BigDecimal.valueOf(unscaled, scale));
        } catch (SQLException e) {
            throw bindFailed(e);
        }
        bytes += 8;
        return this;
    }

    @Override
    public RowSink value(String v) {
        if (v == null) {
            return nullValue();
        }
        try {
            insert.setString(column++, v);
        } catch (SQLException e) {
            throw bindFailed(e);
        }
        bytes += v.length();
        return this;
    }

    @Override
    public RowSink value(LocalDate v) {
        return v == null ? nullValue() : value(v.atStartOfDay());
    }

    @Override
    public RowSink value(LocalDateTime v) {
        if (v == null) {
            return nullValue();
        }
        try {
            insert.setTimestamp(column++, Timestamp.valueOf(v));
        } catch (SQLException e) {
            throw bindFailed(e);
        }
        bytes += 8;
        return this;
    }

    @Override
    public RowSink nullValue() {
        try {
            int c = column++;
            insert.setNull(c, c <= nullTypes.length ? nullTypes[c - 1] : Types.VARCHAR);
        } catch (SQLException e) {
            throw bindFailed(e);
        }
        return this;
    }

    @Override
    public void endRow() throws SQLException {
        insert.addBatch();
        column = 1;
        rows++;
        if (!append && ++pending >= CONVENTIONAL_BATCH) {
            insert.executeBatch();
            pending = 0;
        } else if (append) {
            pending++;
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
