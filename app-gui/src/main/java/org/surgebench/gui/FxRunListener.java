package org.surgebench.gui;

import javafx.application.Platform;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;

/**
 * Hands the engine's callbacks, which arrive on its sampler and user threads, over to the JavaFX
 * application thread, so the delegate may touch the scene graph freely.
 */
final class FxRunListener implements RunListener {
    private final RunListener delegate;

    FxRunListener(RunListener delegate) {
        this.delegate = delegate;
    }

    @Override
    public void onPhase(RunPhase phase) {
        Platform.runLater(() -> delegate.onPhase(phase));
    }

    @Override
    public void onInterval(IntervalSnapshot snapshot) {
        Platform.runLater(() -> delegate.onInterval(snapshot));
    }

    @Override
    public void onUsersChanged(int target) {
        Platform.runLater(() -> delegate.onUsersChanged(target));
    }

    @Override
    public void onEvent(String message) {
        Platform.runLater(() -> delegate.onEvent(message));
    }

    @Override
    public void onFinished(RunResult result) {
        Platform.runLater(() -> delegate.onFinished(result));
    }
}
