package org.surgebench.core.driver;

import java.sql.SQLException;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.StopReason;

/**
 * What the users tell a run and ask of it ({@link RunControl}), answered from the run's parts: the measured
 * window, the roster, the metrics and the listeners. An error (--max-errors, --abort-on-error) or the end of
 * the transaction count may ask the run to stop, and so does a failure of the database's storage (a full disk).
 */
final class RunSignals implements RunControl {
    /** Asks the run to end, with the reason and a sentence (or null). */
    interface StopRequest {
        void stop(StopReason reason, String message);
    }

    private final RunPlan plan;
    private final MeasuredWindow window;
    private final UserRoster roster;
    private final RunMetrics metrics;
    private final RunAnnouncer announce;
    private final StopRequest stop;
    /** The sentence for an error that is a failure of the database's storage, or null for any other error. */
    private final java.util.function.Function<Throwable, String> storageFailure;

    private final AtomicLong errorsSeen = new AtomicLong();
    /** Failed transactions of the measured window, for a counting run's error share. */
    private final AtomicLong measuredFailures = new AtomicLong();

    private volatile boolean stopping;
    private final ReconnectSlots reconnects = new ReconnectSlots();

    RunSignals(
            RunPlan plan,
            MeasuredWindow window,
            UserRoster roster,
            RunMetrics metrics,
            RunAnnouncer announce,
            StopRequest stop,
            java.util.function.Function<Throwable, String> storageFailure) {
        this.plan = plan;
        this.storageFailure = storageFailure;
        this.window = window;
        this.roster = roster;
        this.metrics = metrics;
        this.announce = announce;
        this.stop = stop;
    }

    /** The run is ending: users leave as soon as they see it. */
    void stopNow() {
        stopping = true;
    }

    @Override
    public long reconnectWait(long now, long backoff) {
        return reconnects.wait(now, backoff);
    }

    @Override
    public boolean stopping() {
        return stopping;
    }

    @Override
    public boolean measuring() {
        return window.measuring();
    }

    @Override
    public void errorSeen(Throwable error) {
        errorSeen(error, true);
    }

    /** {@code transaction}: a failed transaction, not a failed log-on (whose share may be accepted). */
    private void errorSeen(Throwable error, boolean transaction) {
        long n = errorsSeen.incrementAndGet();
        // A full disk fails every transaction that follows, or worse: H2 went on answering commits it no longer
        // wrote (1.6 million reported, 12 thousand in the database) and a run counted them as done. The run ends
        // at the first such error, whatever --max-errors allows, with the storage's sentence (exit 6).
        String storage = storageFailure.apply(error);
        if (storage != null) {
            stop.stop(StopReason.STORAGE, storage);
        } else if (plan.abortOnError()) {
            stop.stop(StopReason.ABORT_ON_ERROR, "The run was aborted at the first error: " + error.getMessage());
        } else if (plan.maxErrors().isPresent() && n >= plan.maxErrors().getAsLong()) {
            stop.stop(StopReason.MAX_ERRORS, "The run ended after " + n + " errors (--max-errors).");
        } else if (transaction && plan.maxErrors().isEmpty() && window.counting() && window.measuring()) {
            failedWhileCounting();
        }
    }

    /**
     * A counting run (--max-transactions, io's work-loop) ends only when its count of transactions succeeded: a
     * failed one gives its slot back and is tried again, so a transaction that always fails would be retried for
     * ever. The share of --max-errors that judges a timed run at its end decides here as soon as it can: with
     * the count done, the attempts are count + failures, so once the failures exceed that share of them the run
     * has failed whatever comes next, and it ends now.
     */
    private void failedWhileCounting() {
        long failures = measuredFailures.incrementAndGet();
        double percent = plan.maxErrorPercent();
        long count = plan.maxTransactions().orElse(0);
        if (percent >= 100 || failures * (100 - percent) <= percent * count) {
            return;
        }
        stop.stop(
                StopReason.MAX_ERRORS,
                String.format(
                        Locale.ROOT,
                        "The run ended after %,d failed transactions: a count of %,d allows at most %,d (%s %% of "
                                + "the attempts; --max-errors changes it), most with %s.",
                        failures,
                        count,
                        (long) Math.floor(percent * count / (100 - percent)),
                        RunVerdict.number(percent),
                        RunVerdict.top(metrics.errorLog().summary())));
    }

    @Override
    public boolean counting() {
        return window.counting();
    }

    @Override
    public void loggedOn(boolean on) {
        roster.loggedOn(on);
    }

    @Override
    public void logonFailed(SQLException error) {
        metrics.logonError();
        if (window.measuring()) {
            metrics.errorLog().record(UserLife.LOGON, error);
        }
        errorSeen(error, false);
    }

    @Override
    public Slot reserve() {
        return window.reserve(() -> stopping);
    }

    @Override
    public Slot tryReserve() {
        return window.tryReserve(() -> stopping);
    }

    @Override
    public void recordOutsideWindow(Runnable record) {
        window.recordOutsideWindow(record);
    }

    @Override
    public boolean release(boolean success) {
        if (window.release(success)) {
            return true;
        }
        stop.stop(StopReason.MAX_TRANSACTIONS, null);
        return false;
    }

    @Override
    public void stalled(String message) {
        stop.stop(StopReason.STALLED, message);
    }

    @Override
    public void event(String message) {
        announce.event(message);
    }

    @Override
    public TransactionLog transactionLog() {
        return announce.transactionLog();
    }
}
