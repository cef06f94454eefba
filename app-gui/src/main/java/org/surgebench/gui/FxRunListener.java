package org.surgebench.gui;

import java.util.concurrent.Executor;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;

/**
 * Hands the engine's callbacks, which arrive on its sampler and user threads, over to the UI thread, so the
 * delegate may touch its properties (and the scene graph bound to them) freely. The UI thread is an
 * {@link Executor}: {@code Platform::runLater} in the app, one plain thread in the models' tests.
 */
final class FxRunListener implements RunListener {
    private final RunListener delegate;
    private final Executor fx;

    FxRunListener(RunListener delegate, Executor fx) {
        this.delegate = delegate;
        this.fx = fx;
    }

    @Override
    public void onPhase(RunPhase phase) {
        fx.execute(() -> delegate.onPhase(phase));
    }

    @Override
    public void onInterval(IntervalSnapshot snapshot) {
        fx.execute(() -> delegate.onInterval(snapshot));
    }

    @Override
    public void onUsersChanged(int target) {
        fx.execute(() -> delegate.onUsersChanged(target));
    }

    @Override
    public void onEvent(String message) {
        fx.execute(() -> delegate.onEvent(message));
    }

    @Override
    public void onFinished(RunResult result) {
        fx.execute(() -> delegate.onFinished(result));
    }
}
