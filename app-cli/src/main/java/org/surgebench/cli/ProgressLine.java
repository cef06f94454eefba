package org.surgebench.cli;

import java.util.Locale;
import org.surgebench.core.common.Numbers;

/**
 * One line of generation progress, as people read it: {@code load  45% [#####>      ] 452 k/1.00 M rows
 * 1.51 M rows/s 48.2 MB/s ETA 0:12}. The bar takes what the terminal's width leaves; without a terminal the
 * same line comes without a bar, now and then, so logs get readable lines instead of carriage returns.
 */
record ProgressLine(
        String phase,
        long done,
        long total,
        String unit,
        double elapsedSeconds,
        long bytes,
        long resumedDone,
        long resumedBytes) {
    /** A phase that resumed nothing. */
    ProgressLine(String phase, long done, long total, String unit, double elapsedSeconds, long bytes) {
        this(phase, done, total, unit, elapsedSeconds, bytes, 0, 0);
    }

    /** Narrowest bar worth drawing; below it the line goes without one. */
    static final int MIN_BAR = 10;

    /** The line fitted to {@code width} columns, with a bar when there is room for one. */
    String withBar(int width) {
        String head = String.format(Locale.ROOT, "%-8s %3d%% ", phase, percent());
        String tail = " " + figures();
        int barWidth = width - 1 - head.length() - tail.length() - 2;
        if (barWidth < MIN_BAR) {
            return fit(head + figures(), width);
        }
        int filled = total <= 0 ? 0 : (int) Math.min(barWidth, barWidth * done / total);
        StringBuilder bar = new StringBuilder("[");
        bar.append("=".repeat(filled));
        if (filled < barWidth) {
            bar.append('>').append(" ".repeat(barWidth - filled - 1));
        }
        return fit(head + bar.append(']') + tail, width);
    }

    /**
     * Exactly {@code width - 1} columns: cut, or padded with spaces so that a redraw in place leaves nothing of
     * a longer line before it (the last column stays free, or the terminal would wrap).
     */
    static String fit(String line, int width) {
        int n = Math.max(0, width - 1);
        return line.length() >= n ? line.substring(0, n) : line + " ".repeat(n - line.length());
    }

    /** The line without a bar, for logs. */
    String plain() {
        return String.format(Locale.ROOT, "%-8s %3d%% %s", phase, percent(), figures());
    }

    /** "452 k/1.00 M rows 1.51 M rows/s 48.2 MB/s ETA 0:12" (speeds and ETA once there are any). */
    String figures() {
        StringBuilder sb = new StringBuilder(Numbers.compact(done))
                .append('/')
                .append(Numbers.compact(total))
                .append(' ')
                .append(unit);
        long doneNow = done - resumedDone;
        if (elapsedSeconds >= 0.5 && doneNow > 0) {
            sb.append(' ')
                    .append(Numbers.compact(doneNow / elapsedSeconds))
                    .append(' ')
                    .append(unit)
                    .append("/s");
            if (bytes - resumedBytes > 0) {
                sb.append(' ')
                        .append(Numbers.plain((bytes - resumedBytes) / 1e6 / elapsedSeconds))
                        .append(" MB/s");
            }
            if (done < total) {
                sb.append(" ETA ").append(clock((total - done) * elapsedSeconds / doneNow));
            }
        } else if (elapsedSeconds >= 0.5) {
            // Nothing finished yet (the first index, the finish's first statement): at least how long so far.
            sb.append(", ").append(clock(elapsedSeconds)).append(" so far");
        }
        return sb.toString();
    }

    /** The phase's end: "load     done: 1.00 M rows in 0:40, 25.0 k rows/s, 48.2 MB/s". */
    String finished() {
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT, "%-8s done: %s %s in %s", phase, Numbers.compact(done), unit, clock(elapsedSeconds)));
        long doneNow = done - resumedDone;
        if (elapsedSeconds >= 0.5 && doneNow > 0) {
            sb.append(", ")
                    .append(Numbers.compact(doneNow / elapsedSeconds))
                    .append(' ')
                    .append(unit)
                    .append("/s");
            if (bytes - resumedBytes > 0) {
                sb.append(", ")
                        .append(Numbers.plain((bytes - resumedBytes) / 1e6 / elapsedSeconds))
                        .append(" MB/s");
            }
        }
        if (resumedDone > 0) {
            sb.append(" (")
                    .append(Numbers.compact(resumedDone))
                    .append(' ')
                    .append(unit)
                    .append(" loaded before the resume)");
        }
        return sb.toString();
    }

    /** A phase stopped by Ctrl-C: "load     cancelled at 45%: 452 k/1.00 M rows after 0:12". */
    String cancelled() {
        return String.format(
                Locale.ROOT,
                "%-8s cancelled at %d%%: %s/%s %s after %s",
                phase,
                percent(),
                Numbers.compact(done),
                Numbers.compact(total),
                unit,
                clock(elapsedSeconds));
    }

    int percent() {
        return total <= 0 ? 100 : (int) Math.min(100, done * 100 / total);
    }

    /** 0:07, 3:05, 1:02:03. */
    static String clock(double seconds) {
        long s = Math.max(0, Math.round(seconds));
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
