package org.surgebench.workloads.script.expr;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How pgbench turns one kind of value into another: doubles round half to even into integers, booleans are not
 * numbers, numbers are not booleans except where a condition asks for a truth ({@code \if}, {@code CASE WHEN}), and
 * a variable's text reads as NULL, a boolean, an integer or a double. The messages are pgbench's.
 */
public final class Coerce {
    private static final double TWO_63 = 0x1p63;
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    private static final Pattern DOUBLE =
            Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?|[+-]?(?i:nan|inf|infinity)");

    private Coerce() {}

    /** The value as an integer; a double rounds half to even (pgbench's rint). */
    public static long toInt(Value v) {
        return switch (v) {
            case Value.Int i -> i.value();
            case Value.Dbl d -> doubleToInt(d.value());
            case Value.Bool b -> throw new EvalException("cannot coerce boolean to int");
            case Value.Null n -> throw new EvalException("cannot coerce NULL to int");
            case Value.Text t -> throw new EvalException("cannot coerce text to int");
            case Value.Column c -> throw new EvalException("cannot coerce text to int");
        };
    }

    static long doubleToInt(double d) {
        double r = Math.rint(d);
        if (Double.isNaN(r) || r < -TWO_63 || r >= TWO_63) {
            throw new EvalException("double to int overflow for " + printf(d));
        }
        return (long) r;
    }

    /** A double as C's {@code printf("%f")} prints it (pgbench's messages): its exact value to six decimals. */
    static String printf(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        return new java.math.BigDecimal(d)
                .setScale(6, java.math.RoundingMode.HALF_EVEN)
                .toPlainString();
    }

    public static double toDouble(Value v) {
        return switch (v) {
            case Value.Int i -> i.value();
            case Value.Dbl d -> d.value();
            case Value.Bool b -> throw new EvalException("cannot coerce boolean to double");
            case Value.Null n -> throw new EvalException("cannot coerce NULL to double");
            case Value.Text t -> throw new EvalException("cannot coerce text to double");
            case Value.Column c -> throw new EvalException("cannot coerce text to double");
        };
    }

    /** The value as a boolean where only a boolean will do (AND, OR, NOT). */
    public static boolean toBool(Value v) {
        return switch (v) {
            case Value.Bool b -> b.value();
            case Value.Int i -> throw new EvalException("cannot coerce int to boolean");
            case Value.Dbl d -> throw new EvalException("cannot coerce double to boolean");
            case Value.Null n -> throw new EvalException("cannot coerce NULL to boolean");
            default -> throw new EvalException("cannot coerce text to boolean");
        };
    }

    /** Whether a condition holds ({@code \if}, {@code CASE WHEN}): NULL is false, a number is true when not zero. */
    public static boolean truth(Value v) {
        return switch (v) {
            case Value.Bool b -> b.value();
            case Value.Int i -> i.value() != 0;
            case Value.Dbl d -> d.value() != 0.0;
            case Value.Null n -> false;
            default -> throw new EvalException("cannot coerce text to boolean");
        };
    }

    /**
     * A variable's value as an expression reads it: text (a define, a value a query returned) as pgbench reads its
     * variables, anything else as it is.
     *
     * @param name the variable, for the message when its text is none of these
     */
    public static Value resolve(String name, Value v) {
        return switch (v) {
            case Value.Text t -> parse(name, t.text());
            case Value.Column c -> parse(name, c.text());
            default -> v;
        };
    }

    /**
     * Text as pgbench reads a variable: {@code null} (any case) is NULL; a prefix of {@code true} or {@code yes}, or
     * {@code on}, is true; a prefix of {@code false} or {@code no}, or {@code off}, is false; an integer is an integer;
     * anything else must be a double.
     */
    static Value parse(String name, String text) {
        String s = text.strip();
        String lower = s.toLowerCase(Locale.ROOT);
        if (!s.isEmpty()) {
            if (lower.equals("null")) {
                return Value.NULL;
            }
            if ("true".startsWith(lower) || "yes".startsWith(lower) || lower.equals("on")) {
                return Value.of(true);
            }
            if ("false".startsWith(lower) || "no".startsWith(lower) || lower.equals("off") || lower.equals("of")) {
                return Value.of(false);
            }
            if (INTEGER.matcher(s).matches()) {
                try {
                    return Value.of(Long.parseLong(s.startsWith("+") ? s.substring(1) : s));
                } catch (NumberFormatException e) {
                    throw malformed(name, text);
                }
            }
            if (DOUBLE.matcher(s).matches()) {
                return Value.of(parseDouble(s));
            }
        }
        throw malformed(name, text);
    }

    private static double parseDouble(String s) {
        String l = s.toLowerCase(Locale.ROOT);
        if (l.endsWith("nan")) {
            return Double.NaN;
        }
        if (l.endsWith("inf") || l.endsWith("infinity")) {
            return l.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        return Double.parseDouble(s);
    }

    private static EvalException malformed(String name, String text) {
        return new EvalException("malformed variable \"" + name + "\" value: \"" + text + "\"");
    }
}
