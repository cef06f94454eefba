package org.surgebench.gui;

import java.util.Locale;

/** Number formatting shared by the views: fixed decimals, thousands separators, sizes. */
final class Formats {
    private Formats() {}

    static String count(long v) {
        return String.format(Locale.ROOT, "%,d", v);
    }

    static String rate(double v) {
        return String.format(Locale.ROOT, v >= 100 ? "%,.0f" : "%,.1f", v);
    }

    static String ms(double v) {
        return String.format(Locale.ROOT, v >= 100 ? "%,.0f" : "%.2f", v);
    }

    static String bytes(long b) {
        if (b < 0) {
            return "?";
        }
        String[] units = {"B", "KB", "MB", "GB", "TB"};
        double v = b;
        int u = 0;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, u == 0 ? "%.0f %s" : "%.1f %s", v, units[u]);
    }

    static String seconds(double s) {
        long t = Math.round(s);
        return t >= 60 ? String.format(Locale.ROOT, "%d:%02d", t / 60, t % 60) : t + " s";
    }
}
