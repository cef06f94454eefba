package org.surgebench.workloads.tpcds;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.spi.Rng;

/**
 * The smallest and largest value of each kind of column, and each fact table's ticket or order numbers: what
 * Swingbench's package keeps in its MIN_/MAX_ variables. Generation takes them from the scale; a run reads them
 * from the tables when it starts, as the package's InitializeAttributeArrays does.
 */
final class Ranges {
    /** Items 1,650 to 16,400 of TPC-DS's 18,000, the package's fixed item range, as fractions of the items. */
    static final double ITEM_FROM = 1_650.0 / 18_000;

    static final double ITEM_TO = 16_400.0 / 18_000;

    /** New catalog and web orders are numbered 52 to 151 past the catalog's (1,441,600..1,441,699 at scale 1). */
    static final long ORDER_FROM = 52;

    static final long ORDER_TO = 151;

    /** New store tickets: 1,000 to 1,000,000 past the highest ticket (the package's MIN/MAX_TCKT_SK). */
    static final long TICKET_FROM = 1_000;

    static final long TICKET_TO = 1_000_000;

    static final int NEW_MIN = 1;
    static final int NEW_MAX = 100;

    private final Map<Draw, long[]> ranges = new EnumMap<>(Draw.class);
    private final Map<String, long[]> numbers = new HashMap<>();

    private Ranges() {}

    /** The ranges of a generation at {@code scale}. */
    static Ranges of(TpcdsScale scale) {
        Ranges r = new Ranges();
        for (Draw d : Draw.values()) {
            if (d.isDimension()) {
                r.ranges.put(d, new long[] {1, scale.rows(d)});
            }
        }
        r.fixed(scale.rows(Draw.ITEM));
        for (FactTable f : FactTable.ALL) {
            if (f.returnsOf() != null) {
                r.numbers.put(f.name(), new long[] {1, scale.facts(f.returnsOf().rowsAtOne())});
            }
        }
        return r;
    }

    /** The ranges of a run, read from the tables. */
    static Ranges read(Connection c) throws SQLException {
        Ranges r = new Ranges();
        for (Draw d : Draw.values()) {
            if (d.isDimension()) {
                r.ranges.put(d, new long[] {1, Math.max(1, max(c, "SELECT MAX(" + d.key + ") FROM " + d.table))});
            }
        }
        r.fixed(r.ranges.get(Draw.ITEM)[1]);
        long ticket = max(c, "SELECT MAX(ss_ticket_number) FROM store_sales");
        r.numbers.put("store_sales", new long[] {ticket + TICKET_FROM, ticket + TICKET_TO});
        long order = max(c, "SELECT MAX(cs_order_number) FROM catalog_sales");
        // The package gives web sales the catalog's order numbers too.
        r.numbers.put("catalog_sales", new long[] {order + ORDER_FROM, order + ORDER_TO});
        r.numbers.put("web_sales", r.numbers.get("catalog_sales"));
        for (FactTable f : FactTable.ALL) {
            if (f.returnsOf() != null) {
                String sql = "SELECT MAX(" + f.returnsOf().number() + ") FROM "
                        + f.returnsOf().name();
                r.numbers.put(f.name(), new long[] {1, Math.max(1, max(c, sql))});
            }
        }
        return r;
    }

    /** The calendar, the item range and the values of new rows, the same in every database. */
    private void fixed(long items) {
        ranges.put(Draw.DATE, new long[] {TpcdsScale.FIRST_2004, TpcdsScale.LAST_2004});
        ranges.put(Draw.TIME, new long[] {0, TpcdsScale.SECONDS - 1});
        long from = Math.max(1, Math.round(items * ITEM_FROM));
        ranges.put(Draw.ITEM, new long[] {from, Math.max(from, Math.round(items * ITEM_TO))});
        ranges.put(Draw.QUANTITY, new long[] {NEW_MIN, NEW_MAX});
        ranges.put(Draw.AMOUNT, new long[] {NEW_MIN, NEW_MAX});
    }

    long[] of(Draw d) {
        return ranges.get(d);
    }

    long draw(Draw d, Rng r) {
        long[] range = ranges.get(d);
        return r.between(range[0], range[1]);
    }

    /** A ticket or order number for a new row of {@code table}, or one to look a row up by. */
    long number(String table, Rng r) {
        long[] range = numbers.get(table);
        return r.between(range[0], range[1]);
    }

    private static long max(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
