package org.surgebench.gui;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;

/**
 * What one interactive load session is, without a window (after JabRef's {@code NetworkTabViewModel}): the
 * phase, whether a run is starting or live, the live user count, the live figures and the event log as JavaFX
 * properties; the commands start, stop and setUsers. It owns the session protocol the view used to hold:
 * connecting off the UI thread, a stop asked for while connecting, user changes off the UI thread, the end.
 *
 * <p>The engine and the UI thread come in from outside ({@code Surgebench::start} and
 * {@code Platform::runLater} in the app), so the protocol is tested in plain JUnit against real databases.
 * Properties change only on the UI thread.
 */
final class SessionModel {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    /** What the session is doing, in words ("Idle", "Measuring", "Finished (stopped)"...). */
    final StringProperty phase = new SimpleStringProperty("Idle");
    /** A run is starting or live: the form and Start are locked. */
    final BooleanProperty running = new SimpleBooleanProperty();
    /** A run is live and not yet asked to stop. */
    final BooleanProperty stoppable = new SimpleBooleanProperty();
    /** A run is live: its user count can change. */
    final BooleanProperty live = new SimpleBooleanProperty();
    /** The live user count: the run's target, and what {@link #setUsers()} asks for. */
    final ObjectProperty<Integer> users = new SimpleObjectProperty<>(8);
    /** The latest interval; null when a new run starts (charts and tables start again). */
    final ObjectProperty<IntervalSnapshot> lastInterval = new SimpleObjectProperty<>();

    final LiveFigures figures = new LiveFigures();
    /** The event log, time-stamped, in the app's words. */
    final ObservableList<String> eventLog = FXCollections.observableArrayList();

    private final Function<RunSpec, RunSession> engine;
    private final Executor fx;
    private Consumer<RunResult> onResult = r -> {};
    private Consumer<String> onFailure = e -> {};
    private volatile RunSession session;
    private volatile boolean stopRequested;
    private Runnable afterEnd;

    /** The app's model: runs through the engine's front door, state on the JavaFX thread. */
    SessionModel() {
        this(Surgebench::start, javafx.application.Platform::runLater);
    }

    /**
     * @param engine starts a run and returns at once ({@link Surgebench#start})
     * @param fx     runs a task on the UI thread, in order
     */
    SessionModel(Function<RunSpec, RunSession> engine, Executor fx) {
        this.engine = engine;
        this.fx = fx;
    }

    /** Called on the UI thread with each run's result, unless the window closed meanwhile. */
    void onResult(Consumer<RunResult> then) {
        this.onResult = then;
    }

    /** Called on the UI thread with the sentence of a run that failed, unless the window closed meanwhile. */
    void onFailure(Consumer<String> then) {
        this.onFailure = then;
    }

    /**
     * Starts {@code spec} off the UI thread (connecting and checking the schema block). Call on the UI thread.
     *
     * @param forHowLong the run time as the person wrote it, for the event log
     */
    void start(RunSpec spec, String forHowLong) {
        spec.listener(new FxRunListener(new Updates(), fx));
        lastInterval.set(null);
        figures.clear();
        stopRequested = false;
        users.set(spec.users());
        running.set(true);
        stoppable.set(false);
        live.set(false);
        phase.set("Connecting…");
        log("Starting " + spec.users() + " users of " + spec.workload() + " against "
                + spec.connection().where() + " for " + forHowLong + ".");
        Thread.ofPlatform().daemon(true).name("surge-gui-run").start(() -> runToTheEnd(spec));
    }

    /** The worker: start, hand the session over, wait for the result, report the end on the UI thread. */
    private void runToTheEnd(RunSpec spec) {
        try {
            RunSession s = engine.apply(spec);
            session = s;
            if (stopRequested) {
                // Stop was asked for while connecting; stop() saw no session yet.
                s.stop();
            }
            fx.execute(() -> {
                stoppable.set(true);
                live.set(true);
            });
            RunResult result = s.await();
            fx.execute(() -> ended(result, null));
        } catch (SurgeException e) {
            fx.execute(() -> ended(null, e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            fx.execute(() -> ended(null, "The run failed: " + e));
        }
    }

    /** Asks the run to stop: the users finish their transactions, then the results are written. */
    void stop() {
        stopRequested = true;
        RunSession s = session;
        if (s != null) {
            log("Stopping: the users finish their transactions, then the results are written.");
            stoppable.set(false);
            s.stop();
        }
    }

    /** Stops the live run and calls {@code then} once its results are written (or it failed), instead of telling. */
    void stopThen(Runnable then) {
        afterEnd = then;
        stop();
    }

    /** Sets the live run's user count to {@link #users}, off the UI thread (it may resize the pool, connecting). */
    void setUsers() {
        RunSession s = session;
        Integer n = users.get();
        if (s != null && n != null) {
            Thread.ofVirtual().name("surge-gui-users").start(() -> {
                try {
                    s.setUsers(n);
                } catch (SurgeException e) {
                    fx.execute(() -> log("✗ " + e.getMessage()));
                }
            });
        }
    }

    /** Adds a line to the event log, in the app's words (engine sentences name CLI flags). */
    void log(String message) {
        eventLog.add(LocalTime.now().format(CLOCK) + "  " + GuiWording.of(message));
    }

    private void ended(RunResult result, String error) {
        session = null;
        running.set(false);
        stoppable.set(false);
        live.set(false);
        if (afterEnd != null) {
            // The window is closing: the results are on disk, nothing more to show.
            afterEnd.run();
            return;
        }
        if (error != null) {
            phase.set("Failed");
            log("✗ " + error);
            onFailure.accept(error);
            return;
        }
        phase.set("Finished (" + result.summary().stopReason() + ")");
        log(String.format(
                Locale.ROOT,
                "Run finished: %s transactions, %.1f TPS, %.1f QPS, p95 %.2f ms, " + "%d errors.",
                Formats.count(result.summary().transactions()),
                result.summary().tps(),
                result.summary().qps(),
                result.summary().service().p95Ms(),
                result.summary().errors()));
        if (result.writeProblem() != null) {
            log("✗ " + result.writeProblem());
        }
        String json = result.files().get("json");
        if (json != null) {
            log("Results written to " + json);
        }
        onResult.accept(result);
    }

    /** The engine's callbacks, on the UI thread through {@link FxRunListener}. */
    private final class Updates implements RunListener {
        @Override
        public void onPhase(RunPhase p) {
            phase.set(
                    switch (p) {
                        case CONNECTING -> "Connecting…";
                        case WAITING -> "Waiting for the start…";
                        case WARM_UP -> "Warming up (not measured)";
                        case MEASURING -> "Measuring";
                        case STOPPING -> "Stopping, writing results…";
                        case FINISHED -> "Finished";
                    });
            log("Phase: " + p.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }

        @Override
        public void onInterval(IntervalSnapshot s) {
            figures.add(s);
            lastInterval.set(s);
        }

        @Override
        public void onUsersChanged(int target) {
            users.set(target);
        }

        @Override
        public void onEvent(String message) {
            log(message);
        }
    }
}
