package org.surgebench.core.db;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import org.surgebench.core.spi.RowSink;

/**
 * A bulk loader that encodes rows into the tab-separated text format both PostgreSQL's {@code COPY ... FROM
 * STDIN} and MariaDB's {@code LOAD DATA} read by default (tab between fields, newline after a row, {@code \N}
 * for NULL, backslash escapes), straight into a byte buffer with no object per row. Subclasses only say how a
 * full buffer reaches their database ({@link #send}).
 */
public abstract class TextFormatLoader implements BulkLoader {
    private final int flushAt;
    private byte[] buf;
    private int len;
    private boolean firstColumn = true;
    private long rows;
    private long rowsInBuffer;
    private long bytes;

    /** @param flushAt buffer size in bytes at which the rows so far are sent at the end of a row */
    protected TextFormatLoader(int flushAt) {
        this.flushAt = flushAt;
        this.buf = new byte[flushAt + 64 * 1024];
    }

    /** Hands {@code buf[0..len)}, holding {@code rows} whole rows, to the database. */
    protected abstract void send(byte[] buf, int len, long rows) throws SQLException;

    /** Sends the rows encoded since the last send, if any. */
    protected final void flush() throws SQLException {
        if (len == 0) {
            return;
        }
        send(buf, len, rowsInBuffer);
        bytes += len;
        len = 0;
        rowsInBuffer = 0;
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
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        buf[len++] = b;
    }

    private void putAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            put((byte) s.charAt(i));
        }
    }

    /** Long.toString's digits without the String: loads write hundreds of millions of keys. */
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

    /** BigDecimal.valueOf(unscaled, scale).toPlainString(), digit by digit. */
    @Override
    public RowSink decimal(long unscaled, int scale) {
        separator();
        if (scale == 0) {
            putLong(unscaled);
            return this;
        }
        if (unscaled == Long.MIN_VALUE || scale < 0 || scale > 18) {
            putAscii(BigDecimal.valueOf(unscaled, scale).toPlainString());
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
        return text(v);
    }

    /**
     * The characters of {@code v}, escaped. Printable ASCII, almost all of what generators write, is copied in one
     * tight loop into room made once (a byte per character); the rest goes by {@link #escaped}.
     */
    @Override
    public RowSink text(CharSequence v) {
        if (v == null) {
            return nullValue();
        }
        separator();
        int n = v.length();
        if (len + n > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + n));
        }
        byte[] b = buf;
        int at = len;
        int i = 0;
        for (; i < n; i++) {
            char c = v.charAt(i);
            if (c < 0x20 || c >= 0x7f || c == '\\') {
                break;
            }
            b[at++] = (byte) c;
        }
        len = at;
        for (; i < n; i++) {
            escaped(v, i);
            if (Character.isHighSurrogate(v.charAt(i)) && i + 1 < n) {
                i++;
            }
        }
        return this;
    }

    /** Character {@code i} of {@code v} (with the low surrogate after it, where it is a high one), escaped. */
    private void escaped(CharSequence v, int i) {
        char c = v.charAt(i);
        switch (c) {
            case '\\' -> {
                put((byte) '\\');
                put((byte) '\\');
            }
            case '\t' -> {
                put((byte) '\\');
                put((byte) 't');
            }
            case '\n' -> {
                put((byte) '\\');
                put((byte) 'n');
            }
            case '\r' -> {
                put((byte) '\\');
                put((byte) 'r');
            }
            case '\0' -> {
                put((byte) '\\');
                put((byte) '0');
            }
            default -> {
                if (c < 0x80) {
                    put((byte) c);
                } else if (Character.isHighSurrogate(c) && i + 1 < v.length()) {
                    // A character outside the BMP is one UTF-8 sequence of both halves, not two '?'.
                    for (byte x : v.subSequence(i, i + 2).toString().getBytes(StandardCharsets.UTF_8)) {
                        put(x);
                    }
                } else {
                    for (byte x : String.valueOf(c).getBytes(StandardCharsets.UTF_8)) {
                        put(x);
                    }
                }
            }
        }
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
        if (len >= flushAt) {
            flush();
        }
    }

    @Override
    public long bytes() {
        return bytes + len;
    }

    @Override
    public long rows() {
        return rows;
    }
}
