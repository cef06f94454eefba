package org.surgebench.core.figures;

import java.util.Locale;
import java.util.function.Function;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;

/**
 * One figure of a run (TPS, a response-time percentile, errors ...) as every presenter shows it: the console
 * summary, the HTML report, the comparisons, the desktop app. Declared once in {@link RunFigures}.
 *
 * @param key            a stable name, as in the results' JSON where it is there ({@code tps}, {@code p95Ms})
 * @param label          what people read beside the value ("TPS", "p95 ms")
 * @param column         the short heading of a narrow table column ("p95": its unit said by the table)
 * @param unit           the unit ("tx/s", "ms", "" for a plain count)
 * @param format         how the value is written
 * @param better         which way is better when two runs compare
 * @param run            the figure of the whole run (the measured window)
 * @param perTransaction the figure of one transaction type, or null when the figure is the run's only
 */
public record RunFigure(
        String key,
        String label,
        String column,
        String unit,
        Format format,
        Better better,
        Function<RunResult, Double> run,
        Function<TxSummary, Double> perTransaction) {

    /** Which way is better. */
    public enum Better {
        HIGHER,
        LOWER
    }

    /** How a value is written: the same digits in every presenter. */
    public enum Format {
        /** 1,234.5 tx/s. */
        RATE,
        /** 74,091 a minute: whole. */
        WHOLE,
        /** 12.34 ms, 12,345 from ten seconds up (no one reads the hundredths there). */
        MS,
        /** 1,234. */
        COUNT;

        public String format(double v) {
            return switch (this) {
                case RATE -> String.format(Locale.ROOT, "%,.1f", v);
                case WHOLE, COUNT -> String.format(Locale.ROOT, "%,.0f", v);
                case MS -> String.format(Locale.ROOT, v >= 10_000 ? "%,.0f" : "%.2f", v);
            };
        }
    }

    /** The run's value, written in this figure's format. */
    public String format(RunResult r) {
        return format.format(run.apply(r));
    }

    /** One transaction type's value, written in this figure's format. */
    public String format(TxSummary t) {
        return format.format(perTransaction.apply(t));
    }

    /** Whether the figure has a value per transaction type (the transaction tables show those). */
    public boolean hasPerTransaction() {
        return perTransaction != null;
    }

    /** Whether the figure is a throughput (a count per time): the console's line of rates shows those. */
    public boolean isRate() {
        return unit.contains("/");
    }

    /**
     * Whether {@code now} is better, worse or the same as {@code base} for this figure: "better", "worse", "same",
     * or blank when either is missing.
     */
    public String verdict(Double base, Double now) {
        if (base == null || now == null || base.isNaN() || now.isNaN()) {
            return "";
        }
        int cmp = Double.compare(now, base);
        if (cmp == 0) {
            return "same";
        }
        return (cmp > 0) == (better == Better.HIGHER) ? "better" : "worse";
    }
}
