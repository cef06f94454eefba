package org.surgebench.core.driver;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.SeriesCsv;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;

/**
 * Tells a run's listeners, and its series file as it goes, what happens. A listener that fails is logged and
 * never stops the run: a broken chart or exporter must not cost the measurement.
 */
final class RunAnnouncer {
    private static final Logger LOG = LoggerFactory.getLogger(RunAnnouncer.class);

    private final List<RunListener> listeners;
    /** The series appended to the run's CSV as it goes; null without a results folder. */
    private SeriesCsv seriesCsv;
    /** The transaction log ({@code --log-transactions}), open from the run's start when one is asked for. */
    private final TransactionLog transactionLog = new TransactionLog();

    /** The announcer of a run: its plan's listeners, and the meters of its registry when it has one. */
    static RunAnnouncer of(
            org.surgebench.core.run.RunPlan plan,
            String workload,
            String runId,
            org.surgebench.core.metrics.RunMetrics metrics) {
        List<RunListener> listeners = new java.util.ArrayList<>(plan.listeners());
        plan.meterRegistry()
                .ifPresent(registry -> listeners.add(new org.surgebench.core.run.MicrometerBinder(
                        registry,
                        workload,
                        runId,
                        plan.generator()
                                .map(org.surgebench.core.settings.GeneratorShare::toString)
                                .orElse(null),
                        metrics)));
        return new RunAnnouncer(listeners);
    }

    RunAnnouncer(List<RunListener> listeners) {
        this.listeners = List.copyOf(listeners);
    }

    /** From now on each interval is also appended to this file. */
    void seriesTo(SeriesCsv csv) {
        this.seriesCsv = csv;
    }

    boolean writesSeries() {
        return seriesCsv != null;
    }

    TransactionLog transactionLog() {
        return transactionLog;
    }

    /** Closes the series and the transaction log. */
    void closeSeries() {
        if (seriesCsv != null) {
            seriesCsv.close();
        }
        transactionLog.close();
    }

    void phase(RunPhase phase) {
        for (RunListener l : listeners) {
            safe(() -> l.onPhase(phase));
        }
    }

    void interval(IntervalSnapshot s) {
        if (seriesCsv != null) {
            seriesCsv.append(s);
        }
        for (RunListener l : listeners) {
            safe(() -> l.onInterval(s));
        }
    }

    void event(String message) {
        LOG.debug(message);
        for (RunListener l : listeners) {
            safe(() -> l.onEvent(message));
        }
    }

    void usersChanged(int users) {
        for (RunListener l : listeners) {
            safe(() -> l.onUsersChanged(users));
        }
    }

    void finished(RunResult r) {
        for (RunListener l : listeners) {
            safe(() -> l.onFinished(r));
        }
    }

    private static void safe(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            LOG.warn("A run listener failed: {}", e.toString());
        }
    }
}
