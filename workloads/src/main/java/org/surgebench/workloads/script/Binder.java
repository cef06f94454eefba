package org.surgebench.workloads.script;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.regex.Pattern;
import org.surgebench.workloads.script.expr.Value;

/**
 * Values to and from JDBC. A variable is bound as what it holds: an integer as a bigint, a double as a double, a
 * boolean as a boolean, NULL as NULL, a value a query returned as the driver gave it. Text from outside
 * ({@code --define}) has no type, as in pgbench: it is bound as a number when it reads as one (so
 * {@code --define aid=42} compares with an integer column), else as a string.
 */
final class Binder {
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]{1,18}");
    private static final Pattern DECIMAL = Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?");

    private Binder() {}

    static void bind(PreparedStatement ps, int index, Value v) throws SQLException {
        switch (v) {
            case Value.Int i -> ps.setLong(index, i.value());
            case Value.Dbl d -> ps.setDouble(index, d.value());
            case Value.Bool b -> ps.setBoolean(index, b.value());
            case Value.Null n -> ps.setNull(index, Types.NULL);
            case Value.Column c -> ps.setObject(index, c.value());
            case Value.Text t -> bindText(ps, index, t.text());
        }
    }

    private static void bindText(PreparedStatement ps, int index, String text) throws SQLException {
        String s = text.strip();
        if (INTEGER.matcher(s).matches()) {
            ps.setLong(index, Long.parseLong(s));
        } else if (DECIMAL.matcher(s).matches()) {
            ps.setBigDecimal(index, new BigDecimal(s));
        } else {
            ps.setString(index, text);
        }
    }

    /** A value a query returned, as a variable holds it. */
    static Value fromColumn(Object o) {
        return switch (o) {
            case null -> Value.NULL;
            case Long l -> Value.of(l.longValue());
            case Integer i -> Value.of(i.longValue());
            case Short s -> Value.of(s.longValue());
            case Byte b -> Value.of(b.longValue());
            case Double d -> Value.of(d.doubleValue());
            case Float f -> Value.of(f.doubleValue());
            case Boolean b -> Value.of(b.booleanValue());
            default -> new Value.Column(o);
        };
    }
}
