package org.surgebench.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

/** The text format COPY and LOAD DATA read: what the shared encoder writes, byte for byte. */
class TextFormatLoaderTest {

    /** Collects what would be sent; a tiny flush size makes every row a send of its own. */
    static final class Captured extends TextFormatLoader {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        int sends;
        long rowsSent;

        Captured(int flushAt) {
            super(flushAt);
        }

        @Override
        protected void send(byte[] buf, int len, long rows) {
            out.write(buf, 0, len);
            sends++;
            rowsSent += rows;
        }

        @Override
        public void finish() throws Exception {
            flush();
        }

        String text() {
            return out.toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void encodesEachTypeAsTheDatabasesReadIt() throws Exception {
        Captured l = new Captured(1 << 20);
        l.value(-42L).value(7).value(0L).value(Long.MIN_VALUE).endRow();
        l.value("a\tb\\c\nd\re\0f").value((String) null).value("é😀x").endRow();
        l.value(LocalDate.of(2026, 1, 2))
                .value(LocalDateTime.of(2026, 1, 2, 3, 4, 5))
                .nullValue()
                .endRow();
        l.finish();
        assertEquals(
                "-42\t7\t0\t" + Long.MIN_VALUE + "\n"
                        + "a\\tb\\\\c\\nd\\re\\0f\t\\N\té😀x\n"
                        + "2026-01-02\t2026-01-02 03:04:05\t\\N\n",
                l.text());
        assertEquals(3, l.rows());
        assertEquals(l.out.size(), l.bytes());
    }

    @Test
    void decimalsMatchBigDecimalsPlainString() throws Exception {
        long[] unscaled = {0, 5, -5, 105, -105, 123456789, -1, 99, Long.MAX_VALUE, Long.MIN_VALUE};
        int[] scales = {0, 1, 2, 4, 18, 19};
        StringBuilder expected = new StringBuilder();
        Captured l = new Captured(1 << 20);
        for (long u : unscaled) {
            for (int s : scales) {
                l.decimal(u, s).endRow();
                expected.append(BigDecimal.valueOf(u, s).toPlainString()).append('\n');
            }
        }
        l.finish();
        assertEquals(expected.toString(), l.text());
    }

    @Test
    void sendsWholeRowsOnceTheBufferIsFullAndTheRestOnFinish() throws Exception {
        Captured l = new Captured(8);
        for (int i = 0; i < 5; i++) {
            l.value(1000 + i).value("row").endRow();
        }
        assertEquals(5, l.sends);
        l.value(1).endRow();
        l.finish();
        assertEquals(6, l.sends);
        assertEquals(6, l.rowsSent);
        assertEquals(6, l.rows());
    }
}
