package org.surgebench.gui;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;

/**
 * One interactive load session: the form on the left; Start, Stop and the live user count on top; live
 * figures, charts, the per-transaction table and the event log on the right. Runs go through the engine's
 * public API ({@link Surgebench#start}); every engine callback reaches this view on the FX thread.
 */
final class SessionView extends SplitPane implements RunListener {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    final SessionForm form = new SessionForm();
    final Button start = new Button("▶ Start");
    final Button stop = new Button("■ Stop");
    final Spinner<Integer> liveUsers = new Spinner<>(0, 100_000, 8);
    final Button applyUsers = new Button("Set users");
    final Label phase = new Label("Idle");
    final LiveCharts charts = new LiveCharts();
    final LiveTxTable liveTransactions = new LiveTxTable();
    final ListView<String> eventLog = new ListView<>();
    private final Figure tps = new Figure("TPS");
    private final Figure qps = new Figure("QPS");
    private final Figure avg = new Figure("Avg ms");
    private final Figure p95 = new Figure("p95 ms");
    private final Figure users = new Figure("Users");
    private final Figure errors = new Figure("Errors");
    private final Figure elapsed = new Figure("Elapsed");
    private final Consumer<RunResult> onResult;
    private volatile RunSession session;
    private Runnable afterEnd;
    private volatile boolean stopRequested;
    private long totalErrors;

    SessionView(Consumer<RunResult> onResult) {
        this.onResult = onResult;
        start.setId("start");
        stop.setId("stop");
        liveUsers.setId("liveUsers");
        liveUsers.setEditable(true);
        liveUsers.setPrefWidth(90);
        applyUsers.setId("applyUsers");
        phase.setId("phase");
        eventLog.setId("eventLog");
        WrappingCells.install(eventLog);
        // Not a default button: Enter in a form field must never start a load run.
        start.setOnAction(e -> start());
        stop.setOnAction(e -> stop());
        applyUsers.setOnAction(e -> applyUsers());
        setRunning(false);

        HBox controls = new HBox(8, start, stop, new Separator(Orientation.VERTICAL), new Label("Live users"),
                liveUsers, applyUsers, spacer(), phase);
        controls.setAlignment(Pos.CENTER_LEFT);
        HBox figures = new HBox(6, tps, qps, avg, p95, users, errors, elapsed);
        figures.getChildren().forEach(f -> HBox.setHgrow(f, Priority.ALWAYS));

        // The transactions and the event log side by side: both matter while a run is live.
        SplitPane bottom = new SplitPane(titled("Transactions", liveTransactions), titled("Event log", eventLog));
        bottom.setDividerPositions(0.62);
        bottom.setPrefHeight(200);
        bottom.setMinHeight(120);

        VBox top = new VBox(6, controls, figures);
        top.setPadding(new Insets(6));
        SplitPane center = new SplitPane(charts, bottom);
        center.setOrientation(Orientation.VERTICAL);
        center.setDividerPositions(0.70);
        BorderPane right = new BorderPane(center, top, null, null, null);

        ScrollPane left = new ScrollPane(form);
        left.setFitToWidth(true);
        left.setMinWidth(330);
        getItems().addAll(left, right);
        setDividerPositions(0.3);
        SplitPane.setResizableWithParent(left, false);
    }

    /** Whether a run is starting or live. */
    boolean running() {
        return start.isDisabled();
    }

    /** Stops the live run and calls {@code then} once its results are written (or it failed). */
    void stopThen(Runnable then) {
        afterEnd = then;
        stop();
    }

    void start() {
        RunSpec spec;
        try {
            spec = form.toSpec();
        } catch (SurgeException e) {
            log("✗ " + e.getMessage());
            Dialogs.error(getScene(), "Cannot start the run", e.getMessage());
            return;
        }
        spec.listener(new FxRunListener(this));
        charts.clear();
        liveTransactions.clear();
        totalErrors = 0;
        stopRequested = false;
        liveUsers.getValueFactory().setValue(spec.users());
        setRunning(true);
        phase.setText("Connecting…");
        log("Starting " + spec.users() + " users of " + spec.workload() + " against " + spec.connection().where()
                + " for " + form.runTime.getText().strip() + ".");
        // Connecting and checking the schema block, so they happen off the FX thread.
        Thread.ofPlatform().daemon(true).name("surge-gui-run").start(() -> {
            try {
                RunSession s = Surgebench.start(spec);
                session = s;
                if (stopRequested) {
                    // Stop was asked for while connecting.
                    s.stop();
                }
                Platform.runLater(() -> {
                    stop.setDisable(false);
                    applyUsers.setDisable(false);
                });
                RunResult result = s.await();
                Platform.runLater(() -> ended(result, null));
            } catch (SurgeException e) {
                Platform.runLater(() -> ended(null, e.getMessage()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                Platform.runLater(() -> ended(null, "The run failed: " + e));
            }
        });
    }

    void stop() {
        stopRequested = true;
        RunSession s = session;
        if (s != null) {
            log("Stopping: the users finish their transactions, then the results are written.");
            stop.setDisable(true);
            s.stop();
        }
    }

    private void applyUsers() {
        RunSession s = session;
        Integer n = liveUsers.getValue();
        if (s != null && n != null) {
            // setUsers may resize the connection pool, which connects; keep that off the FX thread.
            Thread.ofVirtual().name("surge-gui-users").start(() -> {
                try {
                    s.setUsers(n);
                } catch (SurgeException e) {
                    Platform.runLater(() -> log("✗ " + e.getMessage()));
                }
            });
        }
    }

    private void ended(RunResult result, String error) {
        session = null;
        setRunning(false);
        if (afterEnd != null) {
            // The window is closing: the results are on disk, nothing more to show.
            afterEnd.run();
            return;
        }
        if (error != null) {
            phase.setText("Failed");
            log("✗ " + error);
            Dialogs.error(getScene(), "The run did not complete", error);
            return;
        }
        phase.setText("Finished (" + result.summary().stopReason() + ")");
        log(String.format(java.util.Locale.ROOT, "Run finished: %s transactions, %.1f TPS, %.1f QPS, p95 %.2f ms, "
                        + "%d errors.", Formats.count(result.summary().transactions()), result.summary().tps(),
                result.summary().qps(), result.summary().service().p95Ms(), result.summary().errors()));
        if (result.writeProblem() != null) {
            log("✗ " + result.writeProblem());
        }
        String json = result.files().get("json");
        if (json != null) {
            log("Results written to " + json);
        }
        onResult.accept(result);
    }

    private void setRunning(boolean running) {
        start.setDisable(running);
        stop.setDisable(true);
        applyUsers.setDisable(true);
        form.setDisable(running);
    }

    // RunListener, called on the FX thread through FxRunListener.

    @Override
    public void onPhase(RunPhase p) {
        phase.setText(switch (p) {
            case CONNECTING -> "Connecting…";
            case WAITING -> "Waiting for the start…";
            case WARM_UP -> "Warming up (not measured)";
            case MEASURING -> "Measuring";
            case STOPPING -> "Stopping, writing results…";
            case FINISHED -> "Finished";
        });
        log("Phase: " + p.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
    }

    @Override
    public void onInterval(IntervalSnapshot s) {
        charts.add(s);
        liveTransactions.update(s);
        totalErrors += s.errors();
        tps.set(Formats.rate(s.tps()));
        qps.set(Formats.rate(s.qps()));
        avg.set(Formats.ms(s.avgMs()));
        p95.set(Formats.ms(s.p95Ms()));
        users.set(Integer.toString(s.users()));
        errors.set(Formats.count(totalErrors));
        elapsed.set(Formats.seconds(s.elapsedSeconds()) + (s.measured() ? "" : " (warm-up)"));
    }

    @Override
    public void onUsersChanged(int target) {
        liveUsers.getValueFactory().setValue(target);
    }

    @Override
    public void onEvent(String message) {
        log(message);
    }

    /** Adds a line to the event log, in the app's words (engine sentences name CLI flags). */
    void log(String message) {
        eventLog.getItems().add(LocalTime.now().format(CLOCK) + "  " + GuiWording.of(message));
        eventLog.scrollTo(eventLog.getItems().size() - 1);
    }

    private static javafx.scene.Node titled(String title, javafx.scene.control.Control content) {
        Label l = new Label(title);
        l.getStyleClass().add("pane-title");
        BorderPane p = new BorderPane(content, l, null, null, null);
        content.setMinHeight(60);
        return p;
    }

    private static Region spacer() {
        Region r = new Region();
        HBox.setHgrow(r, Priority.ALWAYS);
        return r;
    }

    /** A big live number with a small caption. */
    private static final class Figure extends VBox {
        private final Label value = new Label("–");

        Figure(String caption) {
            Label c = new Label(caption);
            c.getStyleClass().add("figure-caption");
            value.getStyleClass().add("figure-value");
            value.setId("figure-" + caption.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
            getChildren().addAll(value, c);
            getStyleClass().add("figure");
            setAlignment(Pos.CENTER);
            setMinWidth(70);
        }

        void set(String text) {
            value.setText(text);
        }
    }
}
