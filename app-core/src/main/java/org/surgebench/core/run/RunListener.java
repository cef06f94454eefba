package org.surgebench.core.run;

import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;

/**
 * Receives a run's lifecycle and its one-second snapshots. Called from the engine's sampler thread:
 * keep the work short (GUIs hand it to their UI thread). All methods have empty defaults.
 */
public interface RunListener {

    default void onPhase(RunPhase phase) {}

    default void onInterval(IntervalSnapshot snapshot) {}

    default void onUsersChanged(int target) {}

    /** Something a person may want to read in an event log: users logging on, reconnects, stops. */
    default void onEvent(String message) {}

    default void onFinished(RunResult result) {}
}
