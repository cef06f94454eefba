package org.surgebench.core.db.mariadb;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.TableDef;

/**
 * Loads with {@code LOAD DATA LOCAL INFILE}, the fastest path into InnoDB from a client: rows are encoded into
 * a buffer in the statement's default text format (tab between fields, {@code \N} for NULL, backslash escapes)
 * and every few MB handed to the driver as the "file"'s stream, so nothing touches a disk on either side.
 *
 * <p>With LOCAL the server turns errors in the data (a duplicate key, a value that does not fit) into warnings
 * and skips or truncates the row; each statement's row count and warning count are checked, so such a load
 * fails with the server's first warning instead of leaving a silently different table.
 */
final class LoadDataLoader implements BulkLoader {
    /** Rows per statement are bounded by bytes: large enough that the statement's round trip does not matter. */
    static final int FLUSH_AT = 4 * 1024 * 1024;

    private final Statement statement;
    private final String table;
    private final String sql;
    private byte[] buf = new byte[FLUSH_AT + 64 * 1024];
    private int len;
    private boolean firstColumn = true;
    private long rows;
    private long rowsInBuffer;
    private long bytes;

    LoadDataLoader(Connection connection, TableDef table) throws SQLException {
        this.statement = connection.createStatement();
        this.table = table.name();
        // The file name is not read: the driver sends the stream set on the statement instead.
        this.sql = "LOAD DATA LOCAL INFILE 'surgebench.tsv' INTO TABLE " + table.name()
                + " CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' ("
                // Quoted: a column may have a reserved word's name (soe's order_items.condition).
                + String.join(", ", table.columns().stream().map(c -> "`" + c + "`").toList()) + ")";
    }

    private void separator() {
        if (firstColumn) {
            firstColumn = false;
        } else {
            put((byte) '\t');
        }
    }

    private void put(byte b) {
        if (len == buf.length) {
            buf = java.util.Arrays.copyOf(buf, buf.length * 2);
        }
        buf[len++] = b;
    }

    private void putAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            put((byte) s.charAt(i));
        }
    }

    @Override
    public RowSink value(long v) {
        separator();
        putAscii(Long.toString(v));
        return this;
    }

    @Override
    public RowSink value(int v) {
        separator();
        putAscii(Integer.toString(v));
        return this;
    }

    @Override
    public RowSink decimal(long unscaled, int scale) {
        separator();
        putAscii(java.math.BigDecimal.valueOf(unscaled, scale).toPlainString());
        return this;
    }

    @Override
    public RowSink value(String v) {
        if (v == null) {
            return nullValue();
        }
        separator();
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            switch (c) {
                case '\\' -> { put((byte) '\\'); put((byte) '\\'); }
                case '\t' -> { put((byte) '\\'); put((byte) 't'); }
                case '\n' -> { put((byte) '\\'); put((byte) 'n'); }
                case '\r' -> { put((byte) '\\'); put((byte) 'r'); }
                case '\0' -> { put((byte) '\\'); put((byte) '0'); }
                default -> {
                    if (c < 0x80) {
                        put((byte) c);
                    } else if (Character.isHighSurrogate(c) && i + 1 < v.length()) {
                        for (byte b : v.substring(i, i + 2).getBytes(StandardCharsets.UTF_8)) {
                            put(b);
                        }
                        i++;
                    } else {
                        for (byte b : String.valueOf(c).getBytes(StandardCharsets.UTF_8)) {
                            put(b);
                        }
                    }
                }
            }
        }
        return this;
    }

    @Override
    public RowSink value(LocalDate v) {
        if (v == null) {
            return nullValue();
        }
        separator();
        putAscii(v.toString());
        return this;
    }

    @Override
    public RowSink value(LocalDateTime v) {
        if (v == null) {
            return nullValue();
        }
        separator();
        putAscii(v.toString().replace('T', ' '));
        return this;
    }

    @Override
    public RowSink nullValue() {
        separator();
        put((byte) '\\');
        put((byte) 'N');
        return this;
    }

    @Override
    public void endRow() throws SQLException {
        put((byte) '\n');
        firstColumn = true;
        rows++;
        rowsInBuffer++;
        if (len >= FLUSH_AT) {
            flush();
        }
    }

    private void flush() throws SQLException {
        if (len == 0) {
            return;
        }
        setStream(new ByteArrayInputStream(buf, 0, len));
        long loaded = statement.executeLargeUpdate(sql);
        if (loaded != rowsInBuffer || statement.getWarnings() != null) {
            throw new SQLException("LOAD DATA into " + table + " took " + loaded + " of " + rowsInBuffer
                    + " rows" + firstWarning(), "22000");
        }
        bytes += len;
        len = 0;
        rowsInBuffer = 0;
    }

    /** Each driver has its own call for the stream LOAD DATA LOCAL reads; only this class knows either. */
    private void setStream(InputStream in) throws SQLException {
        if (statement.isWrapperFor(org.mariadb.jdbc.Statement.class)) {
            statement.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(in);
        } else {
            statement.unwrap(com.mysql.cj.jdbc.JdbcStatement.class).setLocalInfileInputStream(in);
        }
    }

    private String firstWarning() throws SQLException {
        try (Statement s = statement.getConnection().createStatement();
             ResultSet rs = s.executeQuery("SHOW WARNINGS LIMIT 1")) {
            return rs.next() ? ": " + rs.getString(3) : "";
        }
    }

    @Override
    public void finish() throws SQLException {
        flush();
    }

    @Override
    public long bytes() {
        return bytes + len;
    }

    @Override
    public long rows() {
        return rows;
    }

    @Override
    public void close() throws SQLException {
        statement.close();
    }
}
