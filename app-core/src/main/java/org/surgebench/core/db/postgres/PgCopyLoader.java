package org.surgebench.core.db.postgres;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.TableDef;

/**
 * Loads through PostgreSQL's {@code COPY ... FROM STDIN} in text format, the path {@code pgbench -i} uses.
 * Rows are encoded straight into a byte buffer and streamed in 256 KB pieces, with no object per row.
 */
public final class PgCopyLoader implements BulkLoader {
    private static final int FLUSH_AT = 256 * 1024;

    private final CopyIn copy;
    private byte[] buf = new byte[FLUSH_AT + 64 * 1024];
    private int len;
    private boolean firstColumn = true;
    private long rows;
    private long bytes;

    public PgCopyLoader(Connection connection, TableDef table) throws SQLException {
        String sql = "COPY " + table.name() + " (" + String.join(", ", table.columns()) + ") FROM STDIN";
        copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
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

    private void putLong(long v) {
        if (v == Long.MIN_VALUE) {
            putAscii(Long.toString(v));
            return;
        }
        if (v < 0) {
            put((byte) '-');
            v = -v;
        }
        if (v < 10) {
            put((byte) ('0' + v));
            return;
        }
        int start = len;
        while (v > 0) {
            put((byte) ('0' + (v % 10)));
            v /= 10;
        }
        for (int i = start, j = len - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
    }

    @Override
    public RowSink value(long v) {
        separator();
        putLong(v);
        return this;
    }

    @Override
    public RowSink value(int v) {
        return value((long) v);
    }

    @Override
    public RowSink decimal(long unscaled, int scale) {
        separator();
        if (scale == 0) {
            putLong(unscaled);
            return this;
        }
        if (unscaled < 0) {
            put((byte) '-');
            unscaled = -unscaled;
        }
        long pow = 1;
        for (int i = 0; i < scale; i++) {
            pow *= 10;
        }
        putLong(unscaled / pow);
        put((byte) '.');
        String frac = Long.toString(unscaled % pow);
        for (int i = frac.length(); i < scale; i++) {
            put((byte) '0');
        }
        putAscii(frac);
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
                default -> {
                    if (c < 0x80) {
                        put((byte) c);
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
        if (len >= FLUSH_AT) {
            flush();
        }
    }

    private void flush() throws SQLException {
        if (len > 0) {
            copy.writeToCopy(buf, 0, len);
            bytes += len;
            len = 0;
        }
    }

    @Override
    public void finish() throws SQLException {
        flush();
        copy.endCopy();
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
        if (copy.isActive()) {
            copy.cancelCopy();
        }
    }
}
