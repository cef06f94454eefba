package org.surgebench.core.spi;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One {@code --option KEY=VALUE} a workload, a database or the engine reads: its name, the kind of value it
 * takes, its default and one line of help. The engine refuses a key nobody declared and a value of the wrong
 * kind before it touches the database ({@link OptionCheck}); {@code surge list} shows the declarations.
 *
 * @param name         the key, e.g. {@code size}
 * @param type         the kind of value
 * @param defaultValue what holds when the option is not given, as the user would write it; null for none
 * @param help         one line: what the option changes
 * @param min          smallest value of a whole number or a number
 * @param max          largest value of a whole number or a number
 * @param choices      the values a choice takes
 * @param pattern      the form a {@link Type#TEXT} value must have; null for any text
 * @param expects      what a value must be, for the error sentence and the listing, e.g. "a size (e.g. 512M, 10G)"
 */
public record OptionSpec(
        String name,
        Type type,
        String defaultValue,
        String help,
        double min,
        double max,
        List<String> choices,
        Pattern pattern,
        String expects) {

    /** The kinds of value an option takes. */
    public enum Type {
        FLAG,
        WHOLE,
        NUMBER,
        CHOICE,
        TEXT
    }

    public OptionSpec {
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    /** true or false. */
    public static OptionSpec flag(String name, boolean defaultValue, String help) {
        return new OptionSpec(name, Type.FLAG, Boolean.toString(defaultValue), help, 0, 0, null, null, "true or false");
    }

    /** A whole number from {@code min} to {@code max}; {@code defaultValue} null for none. */
    public static OptionSpec whole(String name, String defaultValue, long min, long max, String help) {
        return new OptionSpec(
                name,
                Type.WHOLE,
                defaultValue,
                help,
                min,
                max,
                null,
                null,
                max == Long.MAX_VALUE || max == Integer.MAX_VALUE
                        ? "a whole number, " + min + " or more"
                        : "a whole number from " + min + " to " + max);
    }

    /** A number (decimals allowed) from {@code min} to {@code max}. */
    public static OptionSpec number(String name, String defaultValue, double min, double max, String help) {
        return new OptionSpec(
                name,
                Type.NUMBER,
                defaultValue,
                help,
                min,
                max,
                null,
                null,
                "a number from " + plain(min) + " to " + plain(max));
    }

    /** One of a few words, compared without regard to case. */
    public static OptionSpec choice(String name, String defaultValue, String help, String... choices) {
        return new OptionSpec(
                name,
                Type.CHOICE,
                defaultValue,
                help,
                0,
                0,
                List.of(choices),
                null,
                "one of " + String.join(", ", choices));
    }

    /** Text of a given form, e.g. a size: {@code expects} says the form in words ("a size (e.g. 512M, 10G)"). */
    public static OptionSpec text(String name, String defaultValue, String regex, String expects, String help) {
        return new OptionSpec(
                name,
                Type.TEXT,
                defaultValue,
                help,
                0,
                0,
                null,
                Pattern.compile(regex, Pattern.CASE_INSENSITIVE),
                expects);
    }

    /** Any text. */
    public static OptionSpec text(String name, String defaultValue, String help) {
        return new OptionSpec(name, Type.TEXT, defaultValue, help, 0, 0, null, null, "any text");
    }

    /** Why {@code value} does not fit, as one sentence naming the option; null when it fits. */
    public String problem(String value) {
        String v = value == null ? "" : value.strip();
        boolean fits = switch (type) {
            case FLAG -> v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false");
            case WHOLE -> inRange(wholeNumber(v));
            case NUMBER -> inRange(decimal(v));
            case CHOICE -> choices.stream().anyMatch(c -> c.equalsIgnoreCase(v));
            case TEXT -> pattern == null || pattern.matcher(v).matches();
        };
        String shown =
                org.surgebench.core.common.Secrets.isSecretKey(name) ? org.surgebench.core.common.Secrets.MASK : value;
        return fits ? null : "--option " + name + "=" + shown + ": not " + expects + ".";
    }

    /** "size=SIZE  a size (e.g. 512M, 10G); default 1G: help" as {@code surge list} shows it. */
    public String describe() {
        return expects + (defaultValue == null ? "" : "; default " + defaultValue) + ". " + help;
    }

    private boolean inRange(Double d) {
        return d != null && d >= min && d <= max;
    }

    private static Double wholeNumber(String v) {
        try {
            return (double) Long.parseLong(v);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Double decimal(String v) {
        try {
            double d = Double.parseDouble(v);
            return Double.isFinite(d) ? d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.format(Locale.ROOT, "%s", d);
    }
}
