package org.surgebench.core.common;

import java.util.Locale;

/**
 * Numbers as people read them, the same in the console, the desktop app and the reports: a few significant
 * digits with thousands separators ({@code 1,234}, {@code 48.2}, {@code 0.75}) or a compact form with a
 * unit prefix ({@code 1.51 M}, {@code 152 k}) for counters and speeds that span many orders of magnitude.
 */
public final class Numbers {
    private Numbers() {}

    /** 1,234 for 100 and above, 48.2 from 10, 0.75 below; blank for null or NaN. */
    public static String plain(Double v) {
        if (v == null || v.isNaN() || v.isInfinite()) {
            return "";
        }
        double a = Math.abs(v);
        return String.format(Locale.ROOT, a >= 100 ? "%,.0f" : a >= 10 ? "%.1f" : "%.2f", v);
    }

    /** As {@link #plain(Double)} followed by a unit, or blank for null. */
    public static String plain(Double v, String unit) {
        String s = plain(v);
        return s.isEmpty() ? s : s + " " + unit;
    }

    /** A whole number with thousands separators; blank for null. */
    public static String whole(Number v) {
        return v == null ? "" : String.format(Locale.ROOT, "%,d", Math.round(v.doubleValue()));
    }

    /** 987, 15.2 k, 1.51 M, 2.04 G: three significant digits and a prefix. */
    public static String compact(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "?";
        }
        double a = Math.abs(v);
        if (a < 1000) {
            return a >= 100 || v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : plain(v);
        }
        String[] prefixes = {"k", "M", "G", "T", "P"};
        int i = -1;
        while (a >= 999.5 && i < prefixes.length - 1) {
            a /= 1000;
            v /= 1000;
            i++;
        }
        return String.format(Locale.ROOT, a >= 100 ? "%.0f %s" : a >= 10 ? "%.1f %s" : "%.2f %s", v, prefixes[i]);
    }
}
