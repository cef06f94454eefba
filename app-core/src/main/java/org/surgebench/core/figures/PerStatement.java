package org.surgebench.core.figures;

import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.metrics.StatementTime;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;

/**
 * The per-statement table ({@code --per-statement}, as {@code pgbench -r}), declared once for the console summary
 * and the HTML report: for each transaction type its statements in order, how often each ran, its average client
 * time and its time per transaction; then the statements together beside the transaction's average, the
 * difference being the client's own time between statements (and the workload's code).
 */
public final class PerStatement {
    private PerStatement() {}

    /** The table's columns. */
    public static final List<String> HEADER =
            List.of("tx", "statement", RunFigures.TRANSACTIONS.column(), RunFigures.AVG_MS.label(), "ms/tx");

    /** The row after a transaction's statements: their sum beside the transaction's own average. */
    public static final String TOGETHER = "statements together; the transaction: ";

    /** Whether the run timed its statements. */
    public static boolean any(RunResult r) {
        return r.transactions().stream().anyMatch(t -> !t.perStatement().isEmpty());
    }

    /** The table's rows, the statements' text in full. */
    public static List<List<String>> rows(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        for (TxSummary t : r.transactions()) {
            if (t.perStatement().isEmpty()) {
                continue;
            }
            double together = 0;
            for (StatementTime s : t.perStatement()) {
                double perTx = s.msPerTransaction(t.count());
                together += perTx;
                rows.add(List.of(
                        t.shortName(),
                        s.sql(),
                        RunFigure.Format.COUNT.format(s.count()),
                        RunFigure.Format.MS.format(s.avgMs()),
                        RunFigure.Format.MS.format(perTx)));
            }
            rows.add(List.of(
                    t.shortName(),
                    TOGETHER + RunFigures.AVG_MS.format(t) + " " + RunFigures.AVG_MS.label(),
                    "",
                    "",
                    RunFigure.Format.MS.format(together)));
        }
        return rows;
    }

    /** The milliseconds per transaction of {@code t} spent in its statements, added up. */
    public static double together(TxSummary t) {
        return t.perStatement().stream()
                .mapToDouble(s -> s.msPerTransaction(t.count()))
                .sum();
    }
}
