package org.surgebench.core.figures;

import static org.surgebench.core.figures.RunFigure.Better.HIGHER;
import static org.surgebench.core.figures.RunFigure.Better.LOWER;
import static org.surgebench.core.figures.RunFigure.Format.COUNT;
import static org.surgebench.core.figures.RunFigure.Format.MS;
import static org.surgebench.core.figures.RunFigure.Format.RATE;
import static org.surgebench.core.figures.RunFigure.Format.WHOLE;

import java.util.List;
import java.util.Optional;
import org.surgebench.core.metrics.TxSummary;

/**
 * The catalogue of a run's figures, in the order people read them. The console summary, the transaction tables,
 * the HTML report, the comparisons (console, HTML, desktop app) and the desktop app's result view render this
 * list: a figure added here shows up in each of them (CONTRIBUTING.md, "Adding a figure"). The database's own
 * figures have their catalogue in {@code dbview}.
 */
public final class RunFigures {
    private RunFigures() {}

    public static final RunFigure TRANSACTIONS = new RunFigure(
            "transactions",
            "transactions",
            "count",
            "",
            COUNT,
            HIGHER,
            r -> (double) r.summary().transactions(),
            t -> (double) t.count());

    public static final RunFigure TPS = new RunFigure(
            "tps", "TPS", "TPS", "tx/s", RATE, HIGHER, r -> r.summary().tps(), t -> t.tps());

    public static final RunFigure TPM = new RunFigure(
            "tpm", "TPM", "TPM", "tx/min", WHOLE, HIGHER, r -> r.summary().tpm(), null);

    public static final RunFigure QPS = new RunFigure(
            "qps", "QPS", "QPS", "statements/s", RATE, HIGHER, r -> r.summary().qps(), null);

    public static final RunFigure AVG_MS = new RunFigure(
            "avgMs",
            "avg ms",
            "avg ms",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().avgMs(),
            t -> t.service().avgMs());

    public static final RunFigure MIN_MS = new RunFigure(
            "minMs",
            "min ms",
            "min",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().minMs(),
            t -> t.service().minMs());

    public static final RunFigure P50_MS = new RunFigure(
            "p50Ms",
            "p50 ms",
            "p50",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().p50Ms(),
            t -> t.service().p50Ms());

    public static final RunFigure P90_MS = new RunFigure(
            "p90Ms",
            "p90 ms",
            "p90",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().p90Ms(),
            t -> t.service().p90Ms());

    public static final RunFigure P95_MS = new RunFigure(
            "p95Ms",
            "p95 ms",
            "p95",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().p95Ms(),
            t -> t.service().p95Ms());

    public static final RunFigure P99_MS = new RunFigure(
            "p99Ms",
            "p99 ms",
            "p99",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().p99Ms(),
            t -> t.service().p99Ms());

    public static final RunFigure P999_MS = new RunFigure(
            "p999Ms",
            "p99.9 ms",
            "p99.9",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().p999Ms(),
            t -> t.service().p999Ms());

    public static final RunFigure MAX_MS = new RunFigure(
            "maxMs",
            "max ms",
            "max",
            "ms",
            MS,
            LOWER,
            r -> r.summary().service().maxMs(),
            t -> t.service().maxMs());

    public static final RunFigure ERRORS = new RunFigure(
            "errors",
            "errors",
            "errors",
            "",
            COUNT,
            LOWER,
            r -> (double) r.summary().errors(),
            t -> (double) t.errors());

    /** Transactions that committed on their first try (all of them, without {@code --max-tries}). */
    public static final RunFigure FIRST_TRY = new RunFigure(
            "firstTry",
            "first try",
            "1st try",
            "",
            COUNT,
            HIGHER,
            r -> (double)
                    r.transactions().stream().mapToLong(TxSummary::firstTry).sum(),
            t -> (double) t.firstTry());

    /** Transactions that committed after the database rolled them back once or more ({@code --max-tries}). */
    public static final RunFigure RETRIED = new RunFigure(
            "retried",
            "retried",
            "retried",
            "",
            COUNT,
            LOWER,
            r -> (double) r.transactions().stream()
                    .mapToLong(t -> t.retries().retried())
                    .sum(),
            t -> (double) t.retries().retried());

    /** Transactions rolled back for a serialization failure or a deadlock on their last try (errors too). */
    public static final RunFigure OUT_OF_TRIES = new RunFigure(
            "outOfTries",
            "out of tries",
            "no tries",
            "",
            COUNT,
            LOWER,
            r -> (double) r.transactions().stream()
                    .mapToLong(t -> t.retries().outOfTries())
                    .sum(),
            t -> (double) t.retries().outOfTries());

    /**
     * Seconds in which the database did not answer: no transaction completed in the run's outages, added up (see
     * {@link Outages}, the table of each one). 0 for a run without, and for results written before outages were
     * watched for.
     */
    public static final RunFigure OUTAGE_SECONDS = new RunFigure(
            "outageSeconds",
            "outage s",
            "outage",
            "s",
            RATE,
            LOWER,
            r -> r.outagesFound().stream()
                    .mapToDouble(org.surgebench.core.results.Outage::silentSeconds)
                    .sum(),
            null);

    /** Every figure, in reading order. */
    public static final List<RunFigure> ALL = List.of(
            TRANSACTIONS,
            TPS,
            TPM,
            QPS,
            AVG_MS,
            MIN_MS,
            P50_MS,
            P90_MS,
            P95_MS,
            P99_MS,
            P999_MS,
            MAX_MS,
            ERRORS,
            FIRST_TRY,
            RETRIED,
            OUT_OF_TRIES,
            OUTAGE_SECONDS);

    /** The retry figures: the console's transaction table shows them for a run with retries, or with --wide. */
    public static final List<RunFigure> RETRIES = List.of(FIRST_TRY, RETRIED, OUT_OF_TRIES);

    /** The figures with a value per transaction type, in reading order (the transaction tables' columns). */
    public static List<RunFigure> perTransaction() {
        return ALL.stream().filter(RunFigure::hasPerTransaction).toList();
    }

    /** The figure of a key ("p95Ms", as in the results' JSON), if it is one of the catalogue's. */
    public static Optional<RunFigure> byKey(String key) {
        return ALL.stream().filter(f -> f.key().equals(key)).findFirst();
    }

    /** The figure of a label ("p95 ms"), if it is one of the catalogue's. */
    public static Optional<RunFigure> byLabel(String label) {
        return ALL.stream().filter(f -> f.label().equals(label)).findFirst();
    }
}
