package org.surgebench.workloads.io;

import java.util.Locale;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.SchemaOptions;

/**
 * The size of the io schema: how many data tables (SLOB's user schemas), how many rows (= database blocks) each
 * holds, and the rows of each schema's scan table (0: none). One row fills one 8 KB block, so rows are blocks.
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
        if (size != null && options.scale() != 1) {
            String scale = options.scale() == Math.rint(options.scale())
                    ? String.valueOf((long) options.scale())
                    : String.valueOf(options.scale());
            throw SurgeException.usage("--scale " + scale + " and --option size=" + size + " both say the "
                    + "data size per schema: give one of them.");
        }
        long rows = size == null ? Math.max(1, Math.round(options.scale() * BLOCKS_PER_GB)) : blocks("size", size);
        if (rows < 1) {
            throw SurgeException.usage("--option size=" + size + " is less than one " + BLOCK_BYTES + "-byte block.");
        }
        String scan = options.option("scan-table-size", null);
        long scanRows = scan == null ? 0 : blocks("scan-table-size", scan);
        if (scan != null && scanRows < 1) {
            throw SurgeException.usage("--option scan-table-size=" + scan + " is less than one " + BLOCK_BYTES
                    + "-byte block: leave the option out for no scan tables.");
        }
        return new IoShape(schemas, rows, scanRows);
    }

    /** What generate builds, for its first line: "size 1 GB per schema (131,072 blocks), 2 schemas, scan tables of 50 GB each". */
    public String label() {
        String out = String.format(
                Locale.ROOT,
                "size %s per schema (%,d blocks of 8 KB), %d schema%s",
                bytes(rowsPerSchema),
                rowsPerSchema,
                schemas,
                schemas == 1 ? "" : "s");
        return scanRows == 0
                ? out
                : out
                        + String.format(
                                Locale.ROOT,
                                ", %s scan table%s of %s",
                                schemas == 1 ? "a" : "" + schemas,
                                schemas == 1 ? "" : "s",
                                bytes(scanRows));
    }

    /** Blocks as bytes with a binary unit, to three figures: 1 GB, 100 MB, 39.1 MB. */
    static String bytes(long blocks) {
        double b = (double) blocks * BLOCK_BYTES;
        String[] units = {"KB", "MB", "GB", "TB"};
        int u = 0;
        b /= 1024;
        while (b >= 1024 && u < units.length - 1) {
            b /= 1024;
            u++;
        }
        String n = b >= 100 || b == Math.rint(b)
                ? String.format(Locale.ROOT, "%.0f", b)
                : String.format(Locale.ROOT, b >= 10 ? "%.1f" : "%.2f", b).replaceAll("\\.?0+$", "");
        return n + " " + units[u];
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

    /**
     * The name of schema {@code n}'s scan table (1-based). As in SLOB, every schema has a scan table of its own
     * (a SLOB schema holds SCALE of data plus SCAN_TABLE_SZ: seed 000's 75G + 50G = 125 GB per schema), so
     * sessions of different schemas never scan the same table and share no reads.
     */
    public static String scanTable(int n) {
        return SCAN_PREFIX + n;
    }

    static final String SCAN_PREFIX = "io_scan_";

    public static final String META_TABLE = "io_meta";

    public long dataBytes() {
        return (long) schemas * (rowsPerSchema + scanRows) * BLOCK_BYTES;
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
