package org.surgebench.core.common;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses durations as people write them: {@code 30s}, {@code 5m}, {@code 1h}, {@code 1h30m}, {@code 250ms}, {@code 90} (seconds). */
public final class Durations {
    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h|d)");

    /** Durations beyond this are refused: nobody means them, and nanosecond arithmetic would overflow. */
    public static final Duration LONGEST = Duration.ofDays(365);

    private Durations() {}

    public static Duration parse(String text) {
        if (text == null || text.isBlank()) {
            throw SurgeException.usage("A duration is missing; write it like 30s, 5m, 1h or 250ms.");
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.matches("\\d+(\\.\\d+)?")) {
            return capped(text, Double.parseDouble(t) * 1000);
        }
        Matcher m = PART.matcher(t);
        double millis = 0;
        int end = 0;
        while (m.find()) {
            if (m.start() != end) {
                break;
            }
            double v = Double.parseDouble(m.group(1));
            millis += v
                    * (switch (m.group(2)) {
                        case "ms" -> 1;
                        case "s" -> 1000;
                        case "m" -> 60_000;
                        case "h" -> 3_600_000;
                        default -> 86_400_000;
                    });
            end = m.end();
        }
        if (end != t.length() || end == 0) {
            throw SurgeException.usage("'" + text + "' is not a duration; write it like 30s, 5m, 1h, 1h30m or 250ms.");
        }
        return capped(text, millis);
    }

    private static Duration capped(String text, double millis) {
        if (millis > LONGEST.toMillis()) {
            throw SurgeException.usage(
                    "'" + text.strip() + "' is longer than the " + LONGEST.toDays() + " days a duration may be.");
        }
        return Duration.ofMillis(Math.round(millis));
    }

    /** 90 s as "1m30s", for messages. */
    public static String format(Duration d) {
        long s = d.toSeconds();
        if (d.toMillis() % 1000 != 0 && s < 10) {
            return d.toMillis() + "ms";
        }
        StringBuilder b = new StringBuilder();
        if (s >= 3600) {
            b.append(s / 3600).append('h');
            s %= 3600;
        }
        if (s >= 60) {
            b.append(s / 60).append('m');
            s %= 60;
        }
        if (s > 0 || b.isEmpty()) {
            b.append(s).append('s');
        }
        return b.toString();
    }
}
