package org.surgebench.core.common;

import java.time.Duration;

/**
 * Swingbench's way of writing a time: {@code h:mm} (RunTime 0:05 is five minutes, charbench's {@code -rt 1:30}
 * is 90 minutes), {@code h:mm.ss} (charbench's seconds) and {@code h:mm:ss} (its results' TotalRunTime).
 */
public final class ClockTime {
    private ClockTime() {}

    /** The duration {@code text} writes; IllegalArgumentException when it is not one of the three forms. */
    public static Duration parse(String text) {
        String t = text.strip();
        if (!t.matches("\\d+:\\d+([.:]\\d+)?")) {
            throw new IllegalArgumentException("not h:mm, h:mm.ss or h:mm:ss: " + text);
        }
        String[] parts = t.split("[:.]");
        long seconds = Long.parseLong(parts[0]) * 3600
                + Long.parseLong(parts[1]) * 60
                + (parts.length > 2 ? Long.parseLong(parts[2]) : 0);
        return Duration.ofSeconds(seconds);
    }

    /** {@code h:mm:ss}, as Swingbench's results write TotalRunTime. */
    public static String format(Duration d) {
        long s = Math.round(d.toMillis() / 1000.0);
        return String.format(java.util.Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
