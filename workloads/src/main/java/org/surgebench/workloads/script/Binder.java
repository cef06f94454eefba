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

    /** Binds a value {@link #value} gave. */
    static void bind(PreparedStatement ps, int index, Object value) throws SQLException {
        switch (value) {
            case null -> ps.setNull(index, Types.NULL);
            case Long l -> ps.setLong(index, l);
            case Double d -> ps.setDouble(index, d);
            case Boolean b -> ps.setBoolean(index, b);
            case BigDecimal d -> ps.setBigDecimal(index, d);
            case String s -> ps.setString(index, s);
            case Object o -> ps.setObject(index, o);
        }
    }

    /**
     * What a variable is bound as, on either executor: a Long, Double, Boolean, BigDecimal or String, the object
     * a query returned, or null for NULL.
     */
    static Object value(Value v) {
        return switch (v) {
            case Value.Int i -> i.value();
            case Value.Dbl d -> d.value();
            case Value.Bool b -> b.value();
            case Value.Null n -> null;
            case Value.Column c -> c.value();
            case Value.Text t -> fromText(t.text());
        };
    }

    private static Object fromText(String text) {
        String s = text.strip();
        if (INTEGER.matcher(s).matches()) {
            return Long.parseLong(s);
        }
        if (DECIMAL.matcher(s).matches()) {
            return new BigDecimal(s);
        }
        return text;
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
