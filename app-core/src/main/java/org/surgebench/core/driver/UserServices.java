package org.surgebench.core.driver;

import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.metrics.ErrorLog;
import org.surgebench.core.metrics.TxMetrics;

/**
 * What every user of one run shares, made once when the run begins: the mix and its deck, the metrics, the
 * connections, the open model's schedule and the run's control.
 *
 * @param mixPlan  the transactions and their weights
 * @param deck     the run's shared deck, or null when each user draws independently
 * @param metrics  one per transaction, in the mix plan's order
 * @param pool     where users get their connections
 * @param pacer    the open model's schedule, or null for the closed model
 * @param control  the run, as its users see it
 * @param dialect  the database's dialect (how to tell its errors apart)
 * @param errorLog where the measured errors go
 * @param phase    the running phase's mix and think times, or null for a run without phases
 */
record UserServices(
        MixPlan mixPlan,
        MixDeck deck,
        TxMetrics[] metrics,
        ConnectionPool pool,
        Pacer pacer,
        RunControl control,
        Dialect dialect,
        ErrorLog errorLog,
        LivePhase phase) {}
