package org.surgebench.gui;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.spi.Workload;

/**
 * Builds a workload's schema into the session's database: workload, scale with its estimated size
 * ({@link Surgebench#plan}), threads, seed and options; then one progress bar per phase and Cancel.
 */
final class GenerateWizard extends VBox implements GenerateListener {
    final ComboBox<Workload> workload = new ComboBox<>();
    final TextField scale = new TextField("0.1");
    final Label estimate = new Label();
    final Spinner<Integer> threads = new Spinner<>(1, 256, Math.max(2, Runtime.getRuntime().availableProcessors()));
    final TextField seed = new TextField("1");
    final CheckBox force = new CheckBox("Drop an existing schema first");
    final CheckBox resume = new CheckBox("Resume an interrupted generation");
    final CheckBox skipDiskCheck = new CheckBox("Skip the free-space check");
    final TextField options = new TextField();
    final Button generate = new Button("Generate");
    final Button cancel = new Button("Cancel");
    final VBox phases = new VBox(4);
    final ListView<String> messages = new ListView<>();
    private final Map<String, ProgressBar> bars = new LinkedHashMap<>();
    private final Map<String, Label> barTexts = new LinkedHashMap<>();
    private final Map<String, Long> totals = new LinkedHashMap<>();
    private final Supplier<ConnectionSpec> connection;
    /** The generation in progress, once started; {@link #cancelAsked} covers a cancel before that. */
    private volatile GenerateSession running;
    private volatile boolean cancelAsked;

    GenerateWizard(Supplier<ConnectionSpec> connection, Workload initial) {
        this.connection = connection;
        setId("generateWizard");
        setSpacing(8);
        setPadding(new Insets(10));
        workload.setId("genWorkload");
        scale.setId("genScale");
        estimate.setId("genEstimate");
        threads.setId("genThreads");
        generate.setId("genStart");
        cancel.setId("genCancel");
        threads.setEditable(true);
        workload.getItems().setAll(Surgebench.workloads());
        workload.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Workload w) {
                return w == null ? "" : w.name() + " — " + w.description();
            }

            @Override
            public Workload fromString(String s) {
                return null;
            }
        });
        workload.setValue(initial != null ? initial : workload.getItems().isEmpty() ? null : workload.getItems().get(0));
        workload.setMaxWidth(520);
        options.setPromptText("key=value, key=value (e.g. partition=true)");
        options.setTooltip(new Tooltip("Workload options, as with `surge generate --option`"));
        workload.valueProperty().addListener((o, a, b) -> updateEstimate());
        scale.textProperty().addListener((o, a, b) -> updateEstimate());
        updateEstimate();

        GridPane g = new GridPane();
        g.setHgap(8);
        g.setVgap(6);
        Label into = new Label("Into " + connection.get().where() + " as " + connection.get().user());
        g.addRow(0, new Label("Database"), into);
        g.addRow(1, new Label("Workload"), workload);
        g.addRow(2, new Label("Scale"), new HBox(8, scale, estimate));
        g.addRow(3, new Label("Threads"), threads);
        g.addRow(4, new Label("Seed"), seed);
        g.addRow(5, new Label("Options"), options);
        g.add(new VBox(4, force, resume, skipDiskCheck), 1, 6);

        // No default button: Enter in a field must not start (and maybe drop and rebuild) a schema.
        generate.setOnAction(e -> start());
        cancel.setDisable(true);
        cancel.setOnAction(e -> cancel());
        messages.setPrefHeight(110);
        WrappingCells.install(messages);
        VBox.setVgrow(messages, Priority.ALWAYS);
        getChildren().addAll(g, new HBox(8, generate, cancel), new Label("Progress"), phases, messages);
    }

    static Stage open(Window owner, Supplier<ConnectionSpec> connection, Workload initial) {
        Stage stage = new Stage();
        stage.setTitle("Generate a schema — Surgebench");
        stage.initOwner(owner);
        GenerateWizard wizard = new GenerateWizard(connection, initial);
        stage.setScene(new Scene(wizard, 640, 520));
        stage.getScene().getStylesheets().addAll(owner.getScene().getStylesheets());
        stage.setOnCloseRequest(e -> wizard.cancel());
        stage.show();
        return stage;
    }

    private GenerateSpec spec() {
        if (workload.getValue() == null) {
            throw SurgeException.usage("Choose a workload.");
        }
        GenerateSpec spec = new GenerateSpec(workload.getValue().name()).connection(connection.get())
                .scale(number("Scale", scale.getText())).seed((long) number("Seed", seed.getText()))
                .threads(threads.getValue()).force(force.isSelected()).resume(resume.isSelected())
                .diskCheck(!skipDiskCheck.isSelected());
        for (String kv : options.getText().split(",")) {
            if (kv.isBlank()) {
                continue;
            }
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw SurgeException.usage("Options are key=value pairs separated by commas; '" + kv.strip()
                        + "' has no '='.");
            }
            spec.option(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
        return spec;
    }

    private void updateEstimate() {
        try {
            GenerateReport plan = Surgebench.plan(spec());
            estimate.setText(String.format(Locale.ROOT, "≈ %s in %s rows (%d tables)", Formats.bytes(plan.estimatedBytes()),
                    Formats.count(plan.rows()), plan.tables().size()));
        } catch (SurgeException e) {
            estimate.setText(GuiWording.of(e.getMessage()));
        }
    }

    private void start() {
        GenerateSpec spec;
        try {
            spec = spec();
        } catch (SurgeException e) {
            message("✗ " + e.getMessage());
            return;
        }
        phases.getChildren().clear();
        bars.clear();
        barTexts.clear();
        totals.clear();
        cancelAsked = false;
        generate.setDisable(true);
        cancel.setDisable(false);
        message("Generating " + spec.workload() + " at scale " + spec.scale() + " with " + spec.threads() + " threads…");
        GenerateListener fx = this;
        Thread.ofPlatform().daemon(true).name("surge-gui-generate").start(() -> {
            String end;
            try {
                GenerateSession session = Surgebench.startGenerate(spec, new GenerateListener() {
                    @Override
                    public void onPhaseStart(String phase, long total, String unit) {
                        Platform.runLater(() -> fx.onPhaseStart(phase, total, unit));
                    }

                    @Override
                    public void onProgress(String phase, long done, long bytes) {
                        Platform.runLater(() -> fx.onProgress(phase, done, bytes));
                    }

                    @Override
                    public void onPhaseEnd(String phase, double seconds) {
                        Platform.runLater(() -> fx.onPhaseEnd(phase, seconds));
                    }

                    @Override
                    public void onMessage(String message) {
                        Platform.runLater(() -> fx.onMessage(message));
                    }
                });
                running = session;
                if (cancelAsked) {
                    session.cancel();
                }
                GenerateReport r = session.await();
                end = String.format(Locale.ROOT, "✓ Done: %s rows in %.1f s (%.0f rows/s)", Formats.count(r.rows()),
                        r.seconds(), r.rowsPerSecond())
                        // Not every database reports sizes (H2 does not); say nothing rather than "0 B".
                        + (r.tableBytes() > 0 ? ", " + Formats.bytes(r.tableBytes()) + " of tables and "
                        + Formats.bytes(r.indexBytes()) + " of indexes." : ".");
            } catch (SurgeException e) {
                end = "✗ " + e.getMessage();
            } catch (RuntimeException e) {
                end = "✗ Generation failed: " + e;
            } catch (InterruptedException e) {
                end = "✗ Generation failed: " + e;
            }
            String text = end;
            Platform.runLater(() -> {
                message(text);
                running = null;
                generate.setDisable(false);
                cancel.setDisable(true);
            });
        });
    }

    void cancel() {
        if (!generate.isDisabled()) {
            return; // nothing running
        }
        cancelAsked = true;
        GenerateSession session = running;
        if (session != null) {
            session.cancel();
        }
        cancel.setDisable(true);
        message("Cancelling after the chunks in flight…");
    }

    // GenerateListener, on the FX thread.

    @Override
    public void onPhaseStart(String phase, long total, String unit) {
        ProgressBar bar = new ProgressBar(0);
        bar.setId("phase-" + phase);
        bar.setMaxWidth(Double.MAX_VALUE);
        Label name = new Label(phase);
        name.setMinWidth(70);
        Label text = new Label("0 / " + Formats.count(total) + " " + unit);
        text.setMinWidth(200);
        HBox row = new HBox(8, name, bar, text);
        HBox.setHgrow(bar, Priority.ALWAYS);
        phases.getChildren().add(row);
        bars.put(phase, bar);
        barTexts.put(phase, text);
        totals.put(phase, total);
    }

    @Override
    public void onProgress(String phase, long done, long bytes) {
        ProgressBar bar = bars.get(phase);
        long total = totals.getOrDefault(phase, 0L);
        if (bar != null && total > 0) {
            bar.setProgress(Math.min(1, done / (double) total));
            barTexts.get(phase).setText(Formats.count(done) + " / " + Formats.count(total)
                    + (bytes > 0 ? " · " + Formats.bytes(bytes) : ""));
        }
    }

    @Override
    public void onPhaseEnd(String phase, double seconds) {
        ProgressBar bar = bars.get(phase);
        if (bar != null) {
            bar.setProgress(1);
            barTexts.get(phase).setText(barTexts.get(phase).getText() + String.format(Locale.ROOT, " · %.1f s", seconds));
        }
    }

    @Override
    public void onMessage(String message) {
        message(message);
    }

    private void message(String text) {
        messages.getItems().add(GuiWording.of(text));
        messages.scrollTo(messages.getItems().size() - 1);
    }

    private static double number(String what, String text) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw SurgeException.usage(what + " must be a number (got '" + text.strip() + "').");
        }
    }
}
