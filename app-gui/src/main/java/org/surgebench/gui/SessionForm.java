package org.surgebench.gui;

import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;
import org.surgebench.core.api.SwingbenchImport;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Workload;

/**
 * The left side of the session window: connection, workload and mix with per-transaction weights, the load
 * shape (users, think times, ramp-up, warm-up, run time), database snapshots and where results go. It only
 * shows its {@link SessionFormModel}, which turns into a {@link RunSpec}; it knows nothing about running.
 */
final class SessionForm extends VBox {
    final SessionFormModel model = new SessionFormModel();
    final TextField url = field("url");
    final TextField user = field("user");
    final PasswordField password = new PasswordField();
    final Button testConnection = new Button("Test connection");
    final Label connectionStatus = new Label();
    final ConnectionCheck check = new ConnectionCheck();
    final ComboBox<Workload> workload = new ComboBox<>();
    final ComboBox<Mix> mix = new ComboBox<>();
    /** The workload's variants; "default" lets the engine choose by database (soe: server, client on H2). */
    final ComboBox<String> variant = new ComboBox<>();

    final WeightTable transactions = new WeightTable();
    final Spinner<Integer> users = new Spinner<>(1, 100_000, RunDefaults.ENGINE.users());
    final TextField thinkMin = field("thinkMin");
    final TextField thinkMax = field("thinkMax");
    final TextField intraThinkMin = field("intraThinkMin");
    final TextField intraThinkMax = field("intraThinkMax");
    /** Response times keep the think time inside transactions (--timings-include-think). */
    final CheckBox timingsIncludeThink = new CheckBox("in times");

    final TextField queryTimeout = field("queryTimeout");
    final TextField rampUp = field("rampUp");
    final TextField warmUp = field("warmUp");
    final TextField runTime = field("runTime");
    final CheckBox snapshots = new CheckBox();
    final CheckBox openReport = new CheckBox("Open the HTML report when the run ends");
    final TextField resultsDir = field("resultsDir");

    SessionForm() {
        setSpacing(6);
        setPadding(new Insets(6));
        setPrefWidth(420);
        getStyleClass().add("session-form");
        password.setId("password");
        testConnection.setId("testConnection");
        connectionStatus.setId("connectionStatus");
        connectionStatus.setWrapText(true);
        workload.setId("workload");
        mix.setId("mix");
        variant.setId("variant");
        variant.setPrefWidth(90);
        timingsIncludeThink.setId("timingsIncludeThink");
        users.setId("users");
        users.setEditable(true);
        snapshots.setId("snapshots");
        openReport.setId("openReportAtEnd");
        openReport.setSelected(true);
        workload.setConverter(converter(Workload::name));
        mix.setConverter(converter(m -> m == null ? "" : m.name()));
        workload.setMaxWidth(Double.MAX_VALUE);
        mix.setMaxWidth(Double.MAX_VALUE);
        bind();
        connectionStatus.textProperty().bind(check.status);
        testConnection.disableProperty().bind(check.busy);
        testConnection.setOnAction(e ->
                check.test(connection(), workload.getValue() == null ? null : model.reference(workload.getValue())));
        layOut();
    }

    /** Every control shows, and edits, its field of the model. */
    private void bind() {
        url.textProperty().bindBidirectional(model.url);
        user.textProperty().bindBidirectional(model.user);
        password.textProperty().bindBidirectional(model.password);
        workload.setItems(model.workloads);
        workload.valueProperty().bindBidirectional(model.workload);
        mix.setItems(model.mixes);
        mix.valueProperty().bindBidirectional(model.mix);
        variant.setItems(model.variants);
        variant.valueProperty().bindBidirectional(model.variant);
        variant.disableProperty().bind(model.variantChoosable.not());
        transactions.setItems(model.transactions);
        users.getValueFactory().valueProperty().bindBidirectional(model.users);
        thinkMin.textProperty().bindBidirectional(model.thinkMin);
        thinkMax.textProperty().bindBidirectional(model.thinkMax);
        intraThinkMin.textProperty().bindBidirectional(model.intraThinkMin);
        intraThinkMax.textProperty().bindBidirectional(model.intraThinkMax);
        timingsIncludeThink.selectedProperty().bindBidirectional(model.timingsIncludeThink);
        queryTimeout.textProperty().bindBidirectional(model.queryTimeout);
        rampUp.textProperty().bindBidirectional(model.rampUp);
        warmUp.textProperty().bindBidirectional(model.warmUp);
        runTime.textProperty().bindBidirectional(model.runTime);
        snapshots.selectedProperty().bindBidirectional(model.snapshots);
        snapshots.textProperty().bind(model.snapshotsText);
        snapshots.disableProperty().bind(model.snapshotsAvailable.not());
        resultsDir.textProperty().bindBidirectional(model.resultsDir);
    }

    /** The four sections, top to bottom: connection, workload, load, snapshots and results. */
    private void layOut() {
        Button browse = new Button("…");
        browse.setTooltip(new Tooltip("Choose the results folder"));
        browse.setOnAction(e -> chooseResultsDir());
        HBox results = new HBox(4, resultsDir, browse);
        HBox.setHgrow(resultsDir, Priority.ALWAYS);

        GridPane conn = grid();
        row(conn, 0, "JDBC URL", url);
        row(conn, 1, "User", user);
        row(conn, 2, "Password", password);
        conn.add(new HBox(8, testConnection), 1, 3);
        conn.add(connectionStatus, 0, 4, 2, 1);

        Button openFile = new Button("File…");
        openFile.setId("workloadFile");
        openFile.setTooltip(new Tooltip("Run a workload file of your own (app.yaml; docs/custom-workloads.md)"));
        openFile.setOnAction(e -> chooseWorkloadFile());
        HBox workloadRow = new HBox(4, workload, openFile);
        HBox.setHgrow(workload, Priority.ALWAYS);
        GridPane wl = grid();
        row(wl, 0, "Workload", workloadRow);
        HBox mixAndVariant = new HBox(6, mix, new Label("Variant"), variant);
        mixAndVariant.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox.setHgrow(mix, Priority.ALWAYS);
        row(wl, 1, "Mix", mixAndVariant);
        variant.setTooltip(new Tooltip("soe: server runs each transaction as one stored-procedure call (Swingbench's "
                + "default), client a round trip per statement; default: server, client on H2"));
        wl.add(transactions, 0, 2, 2, 1);

        GridPane load = grid();
        row(load, 0, "Users", users);
        row(load, 1, "Think time", new HBox(4, thinkMin, new Label("to"), thinkMax));
        HBox inside = new HBox(4, intraThinkMin, new Label("to"), intraThinkMax, timingsIncludeThink);
        inside.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        row(load, 2, "Think inside", inside);
        timingsIncludeThink.setTooltip(new Tooltip("Response times include the think time inside transactions "
                + "(by default they leave it out, as Swingbench does)"));
        row(load, 3, "Query timeout", queryTimeout);
        row(load, 4, "Ramp-up", rampUp);
        row(load, 5, "Warm-up", warmUp);
        row(load, 6, "Run time", runTime);
        queryTimeout.setTooltip(new Tooltip("Cancel a statement running longer than this (whole seconds, 0s: never)"));
        for (TextField f :
                new TextField[] {thinkMin, thinkMax, intraThinkMin, intraThinkMax, rampUp, warmUp, runTime}) {
            f.setPrefColumnCount(6);
            f.setTooltip(new Tooltip("A duration: 250ms, 30s, 5m, 1h"));
        }

        GridPane out = grid();
        out.add(snapshots, 0, 0, 2, 1);
        row(out, 1, "Results", results);
        out.add(openReport, 0, 2, 2, 1);

        getChildren()
                .addAll(
                        section("Connection", conn),
                        section("Workload", wl),
                        section("Load", load),
                        section("Snapshots and results", out));
    }

    ConnectionSpec connection() {
        return model.connection();
    }

    /** The run as configured; a {@link SurgeException} names the first bad field. */
    RunSpec toSpec() {
        return model.toSpec();
    }

    /**
     * Fills the form from a Swingbench configuration; returns what it does not take from the file, each with
     * why ({@link SessionFormModel#load}).
     */
    List<String> load(SwingbenchImport config) {
        List<String> notApplied = model.load(config);
        // The weight cells show a row's weight when drawn; the file changed them under the table.
        transactions.refresh();
        return notApplied;
    }

    /** A workload file chosen, read and selected; one that does not read says why, naming its line. */
    private void chooseWorkloadFile() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Workload file");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Workload files", "*.yaml", "*.yml"));
        var file = chooser.showOpenDialog(getScene().getWindow());
        if (file != null) {
            try {
                model.addFile(file.toPath());
            } catch (SurgeException ex) {
                Dialogs.error(getScene(), "Workload file", ex.getMessage());
            }
        }
    }

    private void chooseResultsDir() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Results folder");
        Path current = Path.of(resultsDir.getText().strip());
        if (current.toFile().isDirectory()) {
            chooser.setInitialDirectory(current.toFile());
        }
        var dir = chooser.showDialog(getScene().getWindow());
        if (dir != null) {
            resultsDir.setText(dir.getPath());
        }
    }

    private static TextField field(String id) {
        TextField f = new TextField();
        f.setId(id);
        return f;
    }

    private static GridPane grid() {
        GridPane g = new GridPane();
        g.setHgap(8);
        g.setVgap(6);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(72);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        values.setFillWidth(true);
        g.getColumnConstraints().addAll(labels, values);
        return g;
    }

    private static void row(GridPane g, int row, String label, javafx.scene.Node value) {
        g.add(new Label(label), 0, row);
        g.add(value, 1, row);
    }

    private static TitledPane section(String title, javafx.scene.Node content) {
        TitledPane p = new TitledPane(title, content);
        p.setCollapsible(false);
        return p;
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> show) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : show.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }
}
