package org.surgebench.gui;

import java.util.function.Supplier;
import javafx.collections.ListChangeListener;
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
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.spi.Workload;

/**
 * Builds a workload's schema into the session's database: workload, scale with its estimated size
 * ({@link Surgebench#plan}), threads, seed and options; then one progress bar per phase and Cancel. It only
 * shows its {@link GenerateModel}, which runs the generation.
 */
final class GenerateWizard extends VBox {
    final GenerateModel model;
    final ComboBox<Workload> workload = new ComboBox<>();
    final TextField scale = new TextField("0.1");
    final Label estimate = new Label();
    final Spinner<Integer> threads =
            new Spinner<>(1, 256, Math.max(2, Runtime.getRuntime().availableProcessors()));
    final TextField seed = new TextField("1");
    final CheckBox force = new CheckBox("Drop an existing schema first");
    final CheckBox resume = new CheckBox("Resume an interrupted generation");
    final CheckBox skipDiskCheck = new CheckBox("Skip the free-space check");
    final TextField options = new TextField();
    final Button generate = new Button("Generate");
    final Button cancel = new Button("Cancel");
    final VBox phases = new VBox(4);
    final ListView<String> messages = new ListView<>();
    private final Supplier<ConnectionSpec> connection;

    GenerateWizard(Supplier<ConnectionSpec> connection, Workload initial) {
        this(new GenerateModel(), connection, initial);
    }

    GenerateWizard(GenerateModel model, Supplier<ConnectionSpec> connection, Workload initial) {
        this.model = model;
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
        workload.setValue(
                initial != null
                        ? initial
                        : workload.getItems().isEmpty()
                                ? null
                                : workload.getItems().get(0));
        workload.setMaxWidth(520);
        options.setPromptText("key=value, key=value (e.g. partition=true)");
        options.setTooltip(new Tooltip("Workload options, as with `surge generate --option`"));
        estimate.textProperty().bind(model.estimate);
        workload.valueProperty().addListener((o, a, b) -> model.estimate(this::spec));
        scale.textProperty().addListener((o, a, b) -> model.estimate(this::spec));
        model.estimate(this::spec);

        GridPane g = new GridPane();
        g.setHgap(8);
        g.setVgap(6);
        Label into = new Label(
                "Into " + connection.get().where() + " as " + connection.get().user());
        g.addRow(0, new Label("Database"), into);
        g.addRow(1, new Label("Workload"), workload);
        g.addRow(2, new Label("Scale"), new HBox(8, scale, estimate));
        g.addRow(3, new Label("Threads"), threads);
        g.addRow(4, new Label("Seed"), seed);
        g.addRow(5, new Label("Options"), options);
        g.add(new VBox(4, force, resume, skipDiskCheck), 1, 6);

        // No default button: Enter in a field must not start (and maybe drop and rebuild) a schema.
        generate.setOnAction(e -> model.start(this::spec));
        cancel.setOnAction(e -> cancel());
        generate.disableProperty().bind(model.running);
        cancel.disableProperty().bind(model.cancellable.not());
        messages.setPrefHeight(110);
        WrappingCells.install(messages);
        messages.setItems(model.messages);
        model.messages.addListener((ListChangeListener<String>)
                c -> messages.scrollTo(messages.getItems().size() - 1));
        model.phases.addListener((ListChangeListener<PhaseProgress>) c -> showPhases());
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
        GenerateSpec spec = new GenerateSpec(workload.getValue().name())
                .connection(connection.get())
                .scale(number("Scale", scale.getText()))
                .seed((long) number("Seed", seed.getText()))
                .threads(threads.getValue())
                .force(force.isSelected())
                .resume(resume.isSelected())
                .diskCheck(!skipDiskCheck.isSelected());
        for (String kv : options.getText().split(",")) {
            if (kv.isBlank()) {
                continue;
            }
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw SurgeException.usage(
                        "Options are key=value pairs separated by commas; '" + kv.strip() + "' has no '='.");
            }
            spec.option(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
        return spec;
    }

    void cancel() {
        model.cancel();
    }

    /** One bar per phase, bound to the model's progress of it. */
    private void showPhases() {
        phases.getChildren().clear();
        for (PhaseProgress p : model.phases) {
            ProgressBar bar = new ProgressBar();
            bar.setId("phase-" + p.name);
            bar.setMaxWidth(Double.MAX_VALUE);
            bar.progressProperty().bind(p.fraction);
            Label name = new Label(p.name);
            name.setMinWidth(70);
            Label text = new Label();
            text.textProperty().bind(p.text);
            text.setMinWidth(200);
            HBox row = new HBox(8, name, bar, text);
            HBox.setHgrow(bar, Priority.ALWAYS);
            phases.getChildren().add(row);
        }
    }

    private static double number(String what, String text) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw SurgeException.usage(what + " must be a number (got '" + text.strip() + "').");
        }
    }
}
