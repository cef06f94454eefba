package org.surgebench.workloads.file;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.function.Function;
import org.surgebench.core.common.SurgeException;

/**
 * Ranges as a workload file writes them: {@code low..high}, both inclusive, or one value for a range of one. A
 * range that does not read, or whose low end is above its high end, is an {@link IllegalArgumentException} whose
 * message is the sentence's end ("'10..1' runs backwards").
 */
final class Ranges {
    private Ranges() {}

    record Longs(long min, long max) {}

    record Decimals(BigDecimal min, BigDecimal max, int scale) {}

    record Dates(LocalDate min, LocalDate max) {}

    record Timestamps(LocalDateTime min, LocalDateTime max) {}

    record Pauses(Duration min, Duration max) {}

    static Longs longs(String text) {
        return ends(text, "whole numbers (1..100)", s -> Long.valueOf(s), (a, b) -> new Longs(a, b));
    }

    static Decimals decimals(String text) {
        return ends(
                text,
                "decimal numbers (0.50..99.99)",
                BigDecimal::new,
                (a, b) -> new Decimals(a, b, Math.max(0, Math.max(a.scale(), b.scale()))));
    }

    static Dates dates(String text) {
        return ends(text, "dates (2024-01-01..2025-12-31)", LocalDate::parse, Dates::new);
    }

    static Timestamps timestamps(String text) {
        return ends(
                text,
                "times (2025-01-01T08:00..2025-12-31T22:00)",
                s -> s.length() == 10 ? LocalDate.parse(s).atStartOfDay() : LocalDateTime.parse(s.replace(' ', 'T')),
                Timestamps::new);
    }

    static Pauses pauses(String text) {
        return ends(text, "durations (1s..3s)", org.surgebench.core.common.Durations::parse, Pauses::new);
    }

    private static <T extends Comparable<? super T>, R> R ends(
            String text, String form, Function<String, T> parse, java.util.function.BiFunction<T, T, R> make) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("a range is missing: write it as " + form);
        }
        int dots = text.indexOf("..");
        String low = dots < 0 ? text.strip() : text.substring(0, dots).strip();
        String high = dots < 0 ? low : text.substring(dots + 2).strip();
        T a;
        T b;
        try {
            a = parse.apply(low);
            b = parse.apply(high);
        } catch (NumberFormatException | DateTimeParseException | SurgeException e) {
            throw new IllegalArgumentException("'" + text + "' is not a range of " + form);
        }
        if (a.compareTo(b) > 0) {
            throw new IllegalArgumentException("'" + text + "' runs backwards: write the low end first");
        }
        return make.apply(a, b);
    }
}
