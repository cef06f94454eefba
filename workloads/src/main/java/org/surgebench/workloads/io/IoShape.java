package org.surgebench.workloads.io;

import java.util.Locale;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.SchemaOptions;

/**
 * The size of the io schema: how many data tables (SLOB's user schemas), how many rows (= database blocks) each
 * holds, and the rows of the scan table (0: none). One row fills one 8 KB block, so rows are blocks.
 *
 * <p>Sizes are given as SLOB users think of them: {@code --scale S} is S GB per schema, or
 * {@code --option size=10G} (K, M, G, T suffixes are bytes; a plain number is blocks, as SLOB's SCALE).
 */
public record IoShape(int schemas, long rowsPerSchema, long scanRows) {
    /** The database block every row fills: PostgreSQL's page and Oracle's default block size. */
    public static final int BLOCK_BYTES = 8192;
    static final long BLOCKS_PER_GB = (1L << 30) / BLOCK_BYTES;
    static final int MAX_SCHEMAS = 1024;
    /** Keeps position times stride inside a long in {@link #keyAt}. */
    static final long MAX_ROWS = 1L << 31;

    public IoShape {
        if (schemas < 1 || schemas > MAX_SCHEMAS) {
            throw SurgeException.usage("--option schemas=" + schemas + " must be from 1 to " + MAX_SCHEMAS + ".");
        }
        if (rowsPerSchema < 1 || rowsPerSchema > MAX_ROWS || scanRows < 0 || scanRows > MAX_ROWS) {
            throw SurgeException.usage("An io table holds from one block (" + BLOCK_BYTES + " bytes) to "
                    + MAX_ROWS + " blocks (16 TB); asked " + rowsPerSchema + " blocks per schema and " + scanRows
                    + " for the scan table.");
        }
    }

    /** The shape generate builds for these options: {@code schemas}, {@code size} (else the scale in GB), {@code scan-table-size}. */
    public static IoShape of(SchemaOptions options) {
        int schemas = intOption(options, "schemas", 1);
        String size = options.option("size", null);
        long rows = size == null ? Math.max(1, Math.round(options.scale() * BLOCKS_PER_GB)) : blocks("size", size);
        String scan = options.option("scan-table-size", null);
        return new IoShape(schemas, rows, scan == null ? 0 : blocks("scan-table-size", scan));
    }

    /** Blocks of a size: {@code 10G}, {@code 200M}, {@code 512K} (bytes, rounded up to whole blocks) or a plain block count. */
    static long blocks(String option, String text) {
        String t = text.strip().toUpperCase(Locale.ROOT);
        long unit = switch (t.isEmpty() ? ' ' : t.charAt(t.length() - 1)) {
            case 'K' -> 1L << 10;
            case 'M' -> 1L << 20;
            case 'G' -> 1L << 30;
            case 'T' -> 1L << 40;
            default -> 0;
        };
        String number = unit == 0 ? t : t.substring(0, t.length() - 1);
        double value;
        try {
            value = Double.parseDouble(number);
        } catch (NumberFormatException e) {
            value = -1;
        }
        if (!(value >= 0) || Double.isInfinite(value) || number.isBlank()) {
            throw SurgeException.usage("--option " + option + "=" + text + " is not a size: give e.g. 10G, 200M or "
                    + "a number of " + BLOCK_BYTES + "-byte blocks.");
        }
        return unit == 0 ? Math.round(value) : (long) Math.ceil(value * unit / BLOCK_BYTES);
    }

    static int intOption(SchemaOptions options, String name, int fallback) {
        String v = options.option(name, null);
        if (v == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw SurgeException.usage("--option " + name + "=" + v + " must be a whole number.");
        }
    }

    /** The name of data table {@code n} (1-based): one per SLOB schema. */
    public static String table(int n) {
        return "io_data_" + n;
    }

    public static final String SCAN_TABLE = "io_scan";
    public static final String META_TABLE = "io_meta";

    public long dataBytes() {
        return (long) schemas * rowsPerSchema * BLOCK_BYTES;
    }

    /**
     * The key of the row at physical position {@code k} (1-based) of a table of {@code rows} rows: rows are
     * loaded in position order, keys are a permutation of 1..rows with a large stride, so the rows of a key
     * range lie in scattered blocks and a range read is random single-block reads, not a sequential run that
     * the storage's read-ahead would serve.
     */
    static long keyAt(long k, long rows, long stride) {
        return Math.floorMod((k - 1) * stride, rows) + 1;
    }

    /** A stride coprime with {@code rows} near 0.618 rows, so {@link #keyAt} is a permutation. */
    static long stride(long rows) {
        long s = Math.max(1, (long) (rows * 0.6180339887));
        while (gcd(s, rows) != 1) {
            s++;
        }
        return s;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
