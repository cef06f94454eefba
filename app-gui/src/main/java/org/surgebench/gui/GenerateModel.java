package org.surgebench.gui;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
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
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;

/**
 * What the generation wizard does, without a window: the estimate, the commands start and cancel, one
 * {@link PhaseProgress} per phase, the messages, and the report or the failure at the end. The generation runs
 * on a worker thread; its progress reaches the properties on the UI thread, an {@link Executor} injected with
 * the engine so the model is tested in plain JUnit.
 */
final class GenerateModel {
    /** A generation is running: the form and Generate are locked. */
    final BooleanProperty running = new SimpleBooleanProperty();
    /** A generation is running and not yet asked to cancel. */
    final BooleanProperty cancellable = new SimpleBooleanProperty();
    /** The size the settings give ("≈ 12.0 MB in 100,000 rows (4 tables)") or why there is none. */
    final StringProperty estimate = new SimpleStringProperty("");

    final ObservableList<PhaseProgress> phases = FXCollections.observableArrayList();
    /** The engine's messages and the end, in the app's words. */
    final ObservableList<String> messages = FXCollections.observableArrayList();
    /** The last generation's report; null until one completed. */
    final ObjectProperty<GenerateReport> report = new SimpleObjectProperty<>();
    /** The last generation's failure, in one sentence; null when it completed. */
    final StringProperty failure = new SimpleStringProperty();

    private final BiFunction<GenerateSpec, GenerateListener, GenerateSession> engine;
    private final Function<GenerateSpec, GenerateReport> planner;
    private final Executor fx;
    private final Map<String, PhaseProgress> byName = new LinkedHashMap<>();
    /** The generation in progress, once the engine started it; {@link #cancelAsked} covers a cancel before. */
    private volatile GenerateSession session;

    private volatile boolean cancelAsked;

    /** The app's model: generates through the engine's front door, state on the JavaFX thread. */
    GenerateModel() {
        this(Surgebench::startGenerate, Surgebench::plan, javafx.application.Platform::runLater);
    }

    /**
     * @param engine  starts a generation and returns its session ({@link Surgebench#startGenerate})
     * @param planner estimates a generation without touching the database ({@link Surgebench#plan})
     * @param fx      runs a task on the UI thread, in order
     */
    GenerateModel(
            BiFunction<GenerateSpec, GenerateListener, GenerateSession> engine,
            Function<GenerateSpec, GenerateReport> planner,
            Executor fx) {
        this.engine = engine;
        this.planner = planner;
        this.fx = fx;
    }

    /** Estimates what the settings build; a setting that is wrong is shown in the estimate's place. */
    void estimate(Supplier<GenerateSpec> settings) {
        try {
            GenerateReport plan = planner.apply(settings.get());
            estimate.set(String.format(
                    Locale.ROOT,
                    "≈ %s in %s rows (%d tables)",
                    Formats.bytes(plan.estimatedBytes()),
                    Formats.count(plan.rows()),
                    plan.tables().size()));
        } catch (SurgeException e) {
            estimate.set(GuiWording.of(e.getMessage()));
        }
    }

    /** Starts generating what the settings say, on a worker thread; a wrong setting is one message. */
    void start(Supplier<GenerateSpec> settings) {
        GenerateSpec spec;
        try {
            spec = settings.get();
        } catch (SurgeException e) {
            message("✗ " + e.getMessage());
            return;
        }
        phases.clear();
        byName.clear();
        report.set(null);
        failure.set(null);
        cancelAsked = false;
        running.set(true);
        cancellable.set(true);
        message("Generating " + spec.workload() + " at scale " + spec.scale() + " with " + spec.threads()
                + " threads…");
        Thread.ofPlatform().daemon(true).name("surge-gui-generate").start(() -> generate(spec));
    }

    /** The worker: start, hand the session over, wait for the report, report the end on the UI thread. */
    private void generate(GenerateSpec spec) {
        GenerateReport r = null;
        String error = null;
        try {
            GenerateSession s = engine.apply(spec, new Progress());
            session = s;
            if (cancelAsked) {
                // Cancel was asked for while the generation was starting; cancel() saw no session yet.
                s.cancel();
            }
            r = s.await();
        } catch (SurgeException e) {
            error = e.getMessage();
        } catch (InterruptedException | RuntimeException e) {
            error = "Generation failed: " + e;
        }
        GenerateReport done = r;
        String failed = error;
        fx.execute(() -> ended(done, failed));
    }

    /** Asks the generation to stop after the chunks in flight; the schema stays incomplete (resume finishes it). */
    void cancel() {
        if (!cancellable.get()) {
            return; // nothing running, or asked already
        }
        cancelAsked = true;
        GenerateSession s = session;
        if (s != null) {
            s.cancel();
        }
        cancellable.set(false);
        message("Cancelling after the chunks in flight…");
    }

    private void ended(GenerateReport r, String error) {
        if (error != null) {
            message("✗ " + error);
        } else {
            message(String.format(
                            Locale.ROOT,
                            "✓ Done: %s rows in %.1f s (%.0f rows/s)",
                            Formats.count(r.rows()),
                            r.seconds(),
                            r.rowsPerSecond())
                    // Not every database reports sizes (H2 does not); say nothing rather than "0 B".
                    + (r.tableBytes() > 0
                            ? ", " + Formats.bytes(r.tableBytes()) + " of tables and " + Formats.bytes(r.indexBytes())
                                    + " of indexes."
                            : "."));
        }
        session = null;
        failure.set(error);
        report.set(r);
        running.set(false);
        cancellable.set(false);
    }

    private void message(String text) {
        messages.add(GuiWording.of(text));
    }

    /** The engine's progress, from its worker threads, handed to the UI thread. */
    private final class Progress implements GenerateListener {
        @Override
        public void onPhaseStart(String phase, long total, String unit) {
            fx.execute(() -> {
                PhaseProgress p = new PhaseProgress(phase, total, unit);
                byName.put(phase, p);
                phases.add(p);
            });
        }

        @Override
        public void onProgress(String phase, long done, long bytes) {
            fx.execute(() -> {
                PhaseProgress p = byName.get(phase);
                if (p != null) {
                    p.progress(done, bytes);
                }
            });
        }

        @Override
        public void onPhaseEnd(String phase, double seconds) {
            fx.execute(() -> {
                PhaseProgress p = byName.get(phase);
                if (p != null) {
                    p.ended(seconds);
                }
            });
        }

        @Override
        public void onMessage(String message) {
            fx.execute(() -> message(message));
        }
    }
}
