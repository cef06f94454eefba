package org.surgebench.core.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Value lists for server-side generation SQL ({@link Workload#serverSideSql}). Set-based SQL picks the i-th
 * value of a list with {@code SUBSTR} from one string literal in which every value is padded to the same
 * width, so a list is defined once, in Java, for the client generator and the SQL alike, and the SQL needs no
 * lookup table (which might not be loaded yet when a chunk runs: chunks of all tables load in parallel).
 *
 * <p>{@link #put} adds three template variables for a list called {@code name}: {@code ${name}} (the quoted
 * literal), {@code ${name.width}} and {@code ${name.max}} (the last index, 0-based, as ORA_HASH's max bucket
 * wants it). Value {@code i} is then
 * {@code RTRIM(SUBSTR(${name}, ${name.width} * i + 1, ${name.width}))}.
 */
public final class SqlLists {
    /** The longest string literal Oracle accepts with MAX_STRING_SIZE = STANDARD (the default). */
    public static final int MAX_LITERAL = 4000;

    private SqlLists() {}

    /** Adds {@code ${name}}, {@code ${name.width}} and {@code ${name.max}} for a list of words. */
    public static void put(Map<String, String> vars, String name, List<String> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("List " + name + " is empty.");
        }
        int width = 1;
        for (String v : values) {
            if (v.isEmpty() || v.strip().length() != v.length() || v.contains("\n") || v.contains("\r")) {
                throw new IllegalArgumentException("List " + name + ": '" + v + "' cannot be packed (empty, "
                        + "surrounding blanks or line breaks).");
            }
            width = Math.max(width, v.length());
        }
        if ((long) width * values.size() > MAX_LITERAL) {
            throw new IllegalArgumentException("List " + name + " packs into " + (long) width * values.size()
                    + " characters, more than one SQL literal holds (" + MAX_LITERAL + "): split it.");
        }
        StringBuilder b = new StringBuilder(width * values.size() + 2).append('\'');
        for (String v : values) {
            b.append(v.replace("'", "''"));
            b.repeat(' ', width - v.length());
        }
        vars.put(name, b.append('\'').toString());
        vars.put(name + ".width", Integer.toString(width));
        vars.put(name + ".max", Integer.toString(values.size() - 1));
    }

    /** As {@link #put} for non-negative numbers, zero-padded to one width (read back with TO_NUMBER or CAST). */
    public static void putNumbers(Map<String, String> vars, String name, long[] values) {
        long max = 0;
        for (long v : values) {
            if (v < 0) {
                throw new IllegalArgumentException("List " + name + " has a negative number: " + v);
            }
            max = Math.max(max, v);
        }
        int width = Long.toString(max).length();
        List<String> digits = new ArrayList<>(values.length);
        for (long v : values) {
            String s = Long.toString(v);
            digits.add("0".repeat(width - s.length()) + s);
        }
        put(vars, name, digits);
    }

    /**
     * Each value repeated by its weight, so that a uniform pick from the result is a weighted pick. Weights
     * whose sum exceeds {@code maxSlots} are scaled down, rounded, each value keeping at least one slot (so the
     * result may exceed {@code maxSlots} by up to one slot per value).
     */
    public static List<String> weighted(List<String> values, int[] weights, int maxSlots) {
        if (values.size() != weights.length) {
            throw new IllegalArgumentException(values.size() + " values but " + weights.length + " weights");
        }
        long sum = 0;
        for (int w : weights) {
            sum += w;
        }
        double factor = sum > maxSlots ? (double) maxSlots / sum : 1;
        List<String> out = new ArrayList<>();
        for (int i = 0; i < weights.length; i++) {
            long slots = Math.max(1, Math.round(weights[i] * factor));
            for (long s = 0; s < slots; s++) {
                out.add(values.get(i));
            }
        }
        return out;
    }

    /** Weights from cumulative weights ({@code {2, 3, 4, 10}} gives {@code {2, 1, 1, 6}}). */
    public static int[] fromCumulative(int[] cumulative) {
        int[] out = new int[cumulative.length];
        for (int i = 0; i < cumulative.length; i++) {
            out[i] = cumulative[i] - (i == 0 ? 0 : cumulative[i - 1]);
        }
        return out;
    }
}
