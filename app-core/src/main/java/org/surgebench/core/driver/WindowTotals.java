package org.surgebench.core.driver;

import java.util.List;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxSummary;

/**
 * What the measured window counted over all transaction types: the totals the summary shows and the verdict
 * judges.
 *
 * @param seconds      the measured window's length
 * @param transactions transactions that succeeded
 * @param errors       failed transactions and failed log-ons
 * @param logonErrors  the failed log-ons among them
 * @param statements   statements executed, by kind
 */
record WindowTotals(double seconds, long transactions, long errors, long logonErrors, StatementCounts statements) {

    /** The totals of the run's metrics, whose per-type summaries are {@code txs}. */
    static WindowTotals of(RunMetrics metrics, List<TxSummary> txs) {
        long logonErrors = metrics.measuredLogonErrors();
        return new WindowTotals(
                metrics.measuredSeconds(),
                txs.stream().mapToLong(TxSummary::count).sum(),
                txs.stream().mapToLong(TxSummary::errors).sum() + logonErrors,
                logonErrors,
                txs.stream().map(TxSummary::statements).reduce(StatementCounts.ZERO, StatementCounts::plus));
    }

    /** Transactions per second over the window (0 when nothing was measured), to three decimals. */
    double tps() {
        return perSecond(transactions);
    }

    /** Statements per second over the window. */
    double qps() {
        return perSecond(statements.total());
    }

    private double perSecond(long n) {
        return seconds > 0 ? round(n / seconds) : 0;
    }

    static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
