package org.surgebench.workloads.file;

import java.sql.Types;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * A statement's values as the event loops' client takes them, which binds each by the type the server inferred and
 * takes java.time's classes only: JDBC's date and time classes (a sampled value) become java.time's, and a date
 * drawn for a timestamp parameter becomes its midnight, the value PostgreSQL compares when pgjdbc sends the date.
 */
final class LoopValues {
    private LoopValues() {}

    static List<Object> of(List<Object> values, List<Integer> types) {
        List<Object> out = new ArrayList<>(values.size());
        for (int i = 0; i < values.size(); i++) {
            out.add(of(values.get(i), types.get(i)));
        }
        return out;
    }

    private static Object of(Object v, int type) {
        Object value = v;
        if (v instanceof java.sql.Timestamp t) {
            value = t.toLocalDateTime();
        } else if (v instanceof java.sql.Date d) {
            value = d.toLocalDate();
        } else if (v instanceof java.sql.Time t) {
            value = t.toLocalTime();
        }
        if (value instanceof LocalDate d && type == Types.TIMESTAMP) {
            return d.atStartOfDay();
        }
        return value;
    }
}
