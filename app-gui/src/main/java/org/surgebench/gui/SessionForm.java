package org.surgebench.gui;

import java.nio.file.Path;
import java.time.Duration;
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
import javafx.util.StringConverter;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.driver.MixPlan;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.swingbench.SwingbenchConfig;
import org.surgebench.core.swingbench.SwingbenchRunSpec;
import org.surgebench.core.util.Durations;

/**
 * The left side of the session window: connection, workload and mix with per-transaction weights, the load
 * shape (users, think times, ramp-up, warm-up, run time), database snapshots and where results go. Turns
 * itself into a {@link RunSpec}; it knows nothing about running.
 */
final class SessionForm extends VBox {
    final TextField url = field("url", "jdbc:h2:./surge-data/surgebench");
    final TextField user = field("user", "sa");
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
    final TextField thinkMin = field("thinkMin", "0ms");
    final TextField thinkMax = field("thinkMax", "0ms");
    final TextField intraThinkMin = field("intraThinkMin", "0ms");
    final TextField intraThinkMax = field("intraThinkMax", "0ms");
    /** Response times keep the think time inside transactions (--timings-include-think). */
    final CheckBox timingsIncludeThink = new CheckBox("in times");
    final TextField queryTimeout = field("queryTimeout", "0s");
    final TextField rampUp = field("rampUp", "0s");
    final TextField warmUp = field("warmUp", "0s");
    final TextField runTime = field("runTime", RunSpec.DEFAULT_RUN_TIME);
    final CheckBox snapshots = new CheckBox();
    final CheckBox openReport = new CheckBox("Open the HTML report when the run ends");
    /** The CLI's default folder (./results), shown as the absolute path it is from where the app started. */
    final TextField resultsDir = field("resultsDir",
            Path.of(RunSpec.DEFAULT_RESULTS_DIR).toAbsolutePath().toString());

    static final String DEFAULT_VARIANT = "default";

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
        workload.getItems().setAll(Surgebench.workloads());
        workload.valueProperty().addListener((o, a, w) -> {
            mix.getItems().setAll(w == null ? java.util.List.of() : w.mixes());
            mix.setValue(w == null ? null : w.defaultMix());
            variant.getItems().setAll(DEFAULT_VARIANT);
            if (w != null) {
                w.variants().forEach(v -> variant.getItems().add(v.name()));
            }
            variant.setValue(DEFAULT_VARIANT);
            variant.setDisable(w == null || w.variants().isEmpty());
            applyRunDefaults(a == null ? RunDefaults.ENGINE : a.runDefaults(),
                    w == null ? RunDefaults.ENGINE : w.runDefaults());
        });
        mix.valueProperty().addListener((o, a, m) -> {
            if (workload.getValue() != null) {
                transactions.show(workload.getValue(), m);
            }
        });
        workload.setValue(preferredWorkload());
        url.textProperty().addListener((o, a, b) -> updateSnapshotChoice());
        updateSnapshotChoice();
        connectionStatus.textProperty().bind(check.status);
        testConnection.disableProperty().bind(check.busy);
        testConnection.setOnAction(e -> check.test(connection(),
                workload.getValue() == null ? null : workload.getValue().name()));
        layOut();
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

        GridPane wl = grid();
        row(wl, 0, "Workload", workload);
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
        for (TextField f : new TextField[] {thinkMin, thinkMax, intraThinkMin, intraThinkMax, rampUp, warmUp,
            runTime}) {
            f.setPrefColumnCount(6);
            f.setTooltip(new Tooltip("A duration: 250ms, 30s, 5m, 1h"));
        }

        GridPane out = grid();
        out.add(snapshots, 0, 0, 2, 1);
        row(out, 1, "Results", results);
        out.add(openReport, 0, 2, 2, 1);

        getChildren().addAll(section("Connection", conn), section("Workload", wl), section("Load", load),
                section("Snapshots and results", out));
    }

    /**
     * Shows the new workload's users, think time and query timeout in each field that still holds the previous
     * workload's default; a value the user typed stays.
     */
    private void applyRunDefaults(RunDefaults before, RunDefaults after) {
        if (users.getValue() == before.users()) {
            users.getValueFactory().setValue(after.users());
        }
        replaceIfDefault(thinkMin, before.thinkMin(), after.thinkMin());
        replaceIfDefault(thinkMax, before.thinkMax(), after.thinkMax());
        replaceIfDefault(queryTimeout, before.queryTimeout(), after.queryTimeout());
    }

    private static void replaceIfDefault(TextField f, Duration before, Duration after) {
        try {
            if (!Durations.parse(f.getText()).equals(before)) {
                return;
            }
        } catch (SurgeException e) {
            return; // not a duration: the user is typing; leave it
        }
        f.setText(Durations.format(after));
    }

    /** Order Entry when it is there (the classic), else the first workload found. */
    private static Workload preferredWorkload() {
        var all = Surgebench.workloads();
        return all.stream().filter(w -> w.name().equals("soe")).findFirst().orElse(all.isEmpty() ? null : all.get(0));
    }

    ConnectionSpec connection() {
        return new ConnectionSpec(url.getText().strip(), user.getText().strip(), password.getText());
    }

    /** The run as configured; a {@link SurgeException} names the first bad field. */
    RunSpec toSpec() {
        Workload w = workload.getValue();
        if (w == null) {
            throw SurgeException.usage("Choose a workload.");
        }
        RunSpec spec = new RunSpec(w.name()).connection(connection())
                .intraThinkTime(duration("Think inside (from)", intraThinkMin),
                        duration("Think inside (to)", intraThinkMax))
                .timingsIncludeThink(timingsIncludeThink.isSelected())
                .rampUp(duration("Ramp-up", rampUp))
                .warmUp(duration("Warm-up", warmUp))
                .runTime(duration("Run time", runTime))
                .resultsDir(Path.of(resultsDir.getText().strip()));
        // Values equal to the workload's defaults stay unset, so the results say they were the defaults.
        RunDefaults d = w.runDefaults();
        if (users.getValue() != d.users()) {
            spec.users(users.getValue());
        }
        Duration min = duration("Think time (from)", thinkMin);
        Duration max = duration("Think time (to)", thinkMax);
        if (!min.equals(d.thinkMin()) || !max.equals(d.thinkMax())) {
            spec.thinkTime(min, max);
        }
        Duration timeout = duration("Query timeout", queryTimeout);
        if (!timeout.equals(d.queryTimeout())) {
            spec.queryTimeout(timeout);
        }
        if (mix.getValue() != null) {
            spec.mix(mix.getValue().name());
        }
        if (variant.getValue() != null && !DEFAULT_VARIANT.equals(variant.getValue())) {
            spec.variant(variant.getValue());
        }
        // Every transaction gets an explicit weight, so the table is exactly what runs.
        for (TransactionRow r : transactions.getItems()) {
            spec.weight(r.shortName(), r.effectiveWeight());
        }
        String option = snapshotOption();
        if (option != null) {
            spec.option(option, Boolean.toString(snapshots.isSelected()));
        }
        return spec;
    }

    /**
     * Fills the form with a Swingbench configuration's settings (File → Open Swingbench configuration): the
     * engine's own mapping ({@link SwingbenchRunSpec}) onto a run, shown field by field. Returns what the form
     * does not take from the file, each with why, so the caller can say so in one line.
     */
    java.util.List<String> load(SwingbenchConfig config) {
        Workload w = workload.getItems().stream().filter(x -> x.name().equals(config.workload())).findFirst()
                .orElseThrow(() -> SurgeException.usage(config.source() + " configures " + config.workload()
                        + ", which this Surgebench does not have."));
        RunSpec spec = new RunSpec(w.name());
        java.util.List<String> notApplied = new java.util.ArrayList<>(SwingbenchRunSpec.apply(config, spec,
                java.util.Set.of()));
        workload.setValue(w);
        mix.setValue(w.defaultMix());
        variant.setValue(config.variant() != null ? config.variant() : DEFAULT_VARIANT);
        if (config.url() != null) {
            url.setText(config.url());
        }
        if (config.user() != null) {
            user.setText(config.user());
        }
        if (config.password() != null) {
            password.setText(config.password());
        }
        users.getValueFactory().setValue(spec.totalUsers());
        thinkMin.setText(Durations.format(spec.thinkMin()));
        thinkMax.setText(Durations.format(spec.thinkMax()));
        if (spec.intraThinkMin() != null) {
            intraThinkMin.setText(Durations.format(spec.intraThinkMin()));
            intraThinkMax.setText(Durations.format(spec.intraThinkMax()));
        }
        timingsIncludeThink.setSelected(spec.timingsIncludeThink());
        queryTimeout.setText(Durations.format(spec.queryTimeout()));
        rampUp.setText(Durations.format(spec.rampUp() == null ? Duration.ZERO : spec.rampUp()));
        warmUp.setText(Durations.format(spec.warmUp() == null ? Duration.ZERO : spec.warmUp()));
        if (spec.runTime() != null) {
            runTime.setText(Durations.format(spec.runTime()));
        }
        if (spec.totalMaxTransactions() > 0) {
            notApplied.add("MaxTransactions " + spec.totalMaxTransactions() + " (the session form has no field for "
                    + "it: use surge run -c)");
        }
        java.util.Map<String, Integer> weights = MixPlan.resolve(w,
                config.variant(), spec).weights();
        for (TransactionRow r : transactions.getItems()) {
            Integer weight = weights.get(r.shortName());
            r.enabledProperty().set(weight != null);
            if (weight != null) {
                r.weightProperty().set(weight);
            }
        }
        transactions.refresh();
        return notApplied;
    }

    /** The run option that switches the database's own snapshots on, for the database in the URL. */
    String snapshotOption() {
        Dialect dialect = Dialects.find(url.getText().strip());
        return dialect == null ? null : dialect.snapshotOption();
    }

    private void updateSnapshotChoice() {
        String option = snapshotOption();
        if ("awr".equals(option)) {
            snapshots.setText("AWR snapshots at start and end (needs the Diagnostics Pack licence)");
            snapshots.setSelected(false);
        } else if ("pgstats".equals(option)) {
            snapshots.setText("PostgreSQL statistics snapshots (pg_stat_*) at start and end");
            snapshots.setSelected(true);
        } else {
            snapshots.setText("Database snapshots (Oracle AWR, PostgreSQL statistics)");
            snapshots.setSelected(false);
        }
        snapshots.setDisable(option == null);
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

    private static Duration duration(String what, TextField f) {
        try {
            return Durations.parse(f.getText());
        } catch (SurgeException e) {
            throw SurgeException.usage(what + ": " + e.getMessage());
        }
    }

    private static TextField field(String id, String text) {
        TextField f = new TextField(text);
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
