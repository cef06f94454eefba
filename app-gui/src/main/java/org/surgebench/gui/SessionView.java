package org.surgebench.gui;

import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
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
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/**
 * One interactive load session: the form on the left; Start, Stop and the live user count on top; live
 * figures, charts, the per-transaction table and the event log on the right. It only shows its
 * {@link SessionModel}, which runs the session.
 */
final class SessionView extends SplitPane {
    final SessionModel model;
    final SessionForm form = new SessionForm();
    final Button start = new Button("▶ Start");
    final Button stop = new Button("■ Stop");
    final Spinner<Integer> liveUsers = new Spinner<>(0, 100_000, 8);
    final Button applyUsers = new Button("Set users");
    final Label phase = new Label();
    final LiveCharts charts = new LiveCharts();
    final LiveTxTable liveTransactions = new LiveTxTable();
    final ListView<String> eventLog = new ListView<>();

    SessionView(Consumer<RunResult> onResult) {
        this(new SessionModel(), onResult);
    }

    SessionView(SessionModel model, Consumer<RunResult> onResult) {
        this.model = model;
        start.setId("start");
        stop.setId("stop");
        liveUsers.setId("liveUsers");
        liveUsers.setEditable(true);
        liveUsers.setPrefWidth(90);
        applyUsers.setId("applyUsers");
        phase.setId("phase");
        eventLog.setId("eventLog");
        WrappingCells.install(eventLog);
        bind(onResult);
        // Not a default button: Enter in a form field must never start a load run.
        start.setOnAction(e -> start());
        stop.setOnAction(e -> stop());
        applyUsers.setOnAction(e -> model.setUsers());

        HBox controls = new HBox(
                8,
                start,
                stop,
                new Separator(Orientation.VERTICAL),
                new Label("Live users"),
                liveUsers,
                applyUsers,
                spacer(),
                phase);
        controls.setAlignment(Pos.CENTER_LEFT);
        LiveFigures f = model.figures;
        HBox figures = new HBox(
                6,
                new Figure("TPS", f.tps),
                new Figure("QPS", f.qps),
                new Figure("Avg ms", f.avgMs),
                new Figure("p95 ms", f.p95Ms),
                new Figure("Users", f.users),
                new Figure("Errors", f.errors),
                new Figure("Elapsed", f.elapsed));
        figures.getChildren().forEach(n -> HBox.setHgrow(n, Priority.ALWAYS));

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

    /** The controls show the model; the model's end reaches the window and, on failure, a dialog. */
    private void bind(Consumer<RunResult> onResult) {
        phase.textProperty().bind(model.phase);
        start.disableProperty().bind(model.running);
        form.disableProperty().bind(model.running);
        stop.disableProperty().bind(model.stoppable.not());
        applyUsers.disableProperty().bind(model.live.not());
        liveUsers.getValueFactory().valueProperty().bindBidirectional(model.users);
        eventLog.setItems(model.eventLog);
        model.eventLog.addListener(
                (ListChangeListener<String>) c -> javafx.application.Platform.runLater(this::showNewest));
        model.lastInterval.addListener((o, before, s) -> {
            if (s == null) {
                charts.clear();
                liveTransactions.clear();
            } else {
                charts.add(s);
                liveTransactions.update(s);
            }
        });
        model.onResult(onResult);
        model.onFailure(error -> Dialogs.error(getScene(), "The run did not complete", error));
    }

    /**
     * The newest line of the event log in view, whole. After the list has taken in the line just added (scrolling
     * inside the change went to where the end was before it), and by the list's flow, which scrolls until the
     * cell is fully shown: ListView.scrollTo puts a cell at the top by estimated heights, and wrapped lines have
     * heights of their own, so the newest was left just below the view.
     */
    private void showNewest() {
        int last = eventLog.getItems().size() - 1;
        if (last < 0) {
            return;
        }
        if (eventLog.lookup(".virtual-flow") instanceof javafx.scene.control.skin.VirtualFlow<?> flow) {
            // Twice: the first pass lays the new cell out at its real width (so its wrapped height is known), the
            // second scrolls by that height.
            for (int pass = 0; pass < 2; pass++) {
                eventLog.applyCss();
                eventLog.layout();
                flow.scrollTo(last);
            }
        } else {
            eventLog.scrollTo(last);
        }
    }

    /** Whether a run is starting or live. */
    boolean running() {
        return model.running.get();
    }

    /** Stops the live run and calls {@code then} once its results are written (or it failed). */
    void stopThen(Runnable then) {
        model.stopThen(then);
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
        model.start(spec, form.runTime.getText().strip());
    }

    void stop() {
        model.stop();
    }

    /** Adds a line to the event log, in the app's words (engine sentences name CLI flags). */
    void log(String message) {
        model.log(message);
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

        Figure(String caption, javafx.beans.value.ObservableValue<String> shown) {
            Label c = new Label(caption);
            value.textProperty().bind(shown);
            c.getStyleClass().add("figure-caption");
            value.getStyleClass().add("figure-value");
            value.setId("figure-" + caption.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
            getChildren().addAll(value, c);
            getStyleClass().add("figure");
            setAlignment(Pos.CENTER);
            setMinWidth(70);
        }
    }
}
