package org.surgebench.gui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.surgebench.core.api.ResultFile;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SwingbenchImport;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;

/**
 * The main window: a menu (generate, open and compare results, screenshot, quit) over tabs, the first of
 * which is the live session; each finished or opened run gets a results tab, each comparison its own.
 */
final class MainWindow extends BorderPane {
    final SessionView session;
    final TabPane tabs = new TabPane();
    private final FileOpener open;

    MainWindow(FileOpener open) {
        this.open = open;
        setId("mainWindow");
        session = new SessionView(this::runEnded);
        Tab sessionTab = new Tab("Session", session);
        sessionTab.setClosable(false);
        tabs.getTabs().add(sessionTab);
        tabs.setId("tabs");
        setTop(menu());
        setCenter(tabs);
    }

    private MenuBar menu() {
        MenuItem generate = item(
                "Generate schema…",
                "Shortcut+G",
                e -> GenerateWizard.open(
                        getScene().getWindow(), session.form::connection, session.form.workload.getValue()));
        MenuItem openResults = item("Open results…", "Shortcut+O", e -> openResults(false));
        MenuItem compare = item("Compare results…", null, e -> openResults(true));
        MenuItem openConfig = item("Open Swingbench configuration…", null, e -> chooseSwingbenchConfig());
        MenuItem screenshot = item("Save screenshot…", null, e -> saveScreenshot());
        // A close request, like the window's own close button, so a live run is stopped and written first.
        MenuItem quit = item(
                "Quit",
                "Shortcut+Q",
                e -> getScene()
                        .getWindow()
                        .fireEvent(new javafx.stage.WindowEvent(
                                getScene().getWindow(), javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)));
        Menu file = new Menu(
                "File",
                null,
                generate,
                new SeparatorMenuItem(),
                openResults,
                compare,
                openConfig,
                new SeparatorMenuItem(),
                screenshot,
                new SeparatorMenuItem(),
                quit);
        return new MenuBar(file);
    }

    /** Closing the window mid-run stops the users and waits for the results to be written, then closes. */
    void stopRunsOnClose(javafx.stage.Stage stage) {
        stage.setOnCloseRequest(e -> {
            if (session.running()) {
                e.consume();
                session.log("Closing: stopping the run and writing its results first…");
                session.stopThen(stage::close);
            }
        });
    }

    /** A live run ended: its results tab opens, and its HTML report too when asked and written. */
    private void runEnded(RunResult r) {
        showResult(r);
        String html = r.files() == null ? null : r.files().get("html");
        if (session.form.openReport.isSelected() && html != null && java.nio.file.Files.exists(Path.of(html))) {
            Path report = Path.of(html);
            boolean opened = open.open(report);
            if (!opened) {
                session.log("No browser opened the HTML report; it is at " + report.toAbsolutePath());
            }
            if (tabs.getSelectionModel().getSelectedItem().getContent() instanceof ResultView v) {
                v.openStatus.show(report, opened);
            }
        }
    }

    /** Shows a run's results in a new tab and selects it. */
    void showResult(RunResult r) {
        Tab t = new Tab(
                r.config().workload() + " " + r.summary().maxUsers() + "u · "
                        + Formats.rate(r.summary().tps()) + " TPS",
                new ResultView(r, open));
        t.setId("result-" + r.runId());
        tabs.getTabs().add(t);
        tabs.getSelectionModel().select(t);
    }

    /** Runs side by side in a new tab, with a button for the engine's HTML comparison page. */
    void showComparison(List<RunResult> runs, List<Path> files) {
        CompareView table = new CompareView(runs);
        Button report = new Button("Open comparison report (HTML)");
        report.setId("compareReport");
        OpenStatus status = new OpenStatus();
        report.setOnAction(e -> {
            try {
                status.open(open, CompareView.writeReport(runs, files));
            } catch (IOException | RuntimeException ex) {
                Dialogs.error(getScene(), "Cannot write the comparison report", String.valueOf(ex.getMessage()));
            }
        });
        VBox box = new VBox(8, report, status, table);
        box.setPadding(new javafx.geometry.Insets(8));
        VBox.setVgrow(table, javafx.scene.layout.Priority.ALWAYS);
        Tab t = new Tab("Compare " + runs.size() + " runs", box);
        tabs.getTabs().add(t);
        tabs.getSelectionModel().select(t);
    }

    private void openResults(boolean compare) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(compare ? "Choose two or more results to compare" : "Open results");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Surgebench results (*.json)", "*.json"));
        File dir = new File(session.form.resultsDir.getText().strip());
        if (dir.isDirectory()) {
            chooser.setInitialDirectory(dir);
        }
        List<File> files = compare
                ? chooser.showOpenMultipleDialog(getScene().getWindow())
                : single(chooser.showOpenDialog(getScene().getWindow()));
        if (files == null || files.isEmpty()) {
            return;
        }
        open(files.stream().map(File::toPath).toList(), compare);
    }

    private void chooseSwingbenchConfig() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a Swingbench configuration");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Swingbench configuration (*.xml)", "*.xml"));
        File f = chooser.showOpenDialog(getScene().getWindow());
        if (f != null) {
            openSwingbenchConfig(f.toPath());
        }
    }

    /**
     * Fills the session form from a Swingbench configuration file and says in the session log what it read and,
     * on one line, what it did not apply; a file that is not one is one sentence in a dialog and changes nothing.
     */
    void openSwingbenchConfig(Path file) {
        SwingbenchImport config;
        try {
            config = Surgebench.importSwingbench(file);
        } catch (SurgeException e) {
            Dialogs.error(getScene(), "Cannot open the configuration", e.getMessage());
            return;
        }
        List<String> notApplied = session.form.load(config);
        tabs.getSelectionModel().select(0);
        session.log("Read " + file.getFileName() + " (" + config.benchmark() + ": " + config.workload()
                + (config.variant() == null ? "" : ", variant " + config.variant()) + ").");
        if (!notApplied.isEmpty()) {
            session.log("Not applied from " + file.getFileName() + ": " + String.join("; ", notApplied) + ".");
        }
    }

    /**
     * Shows the files: runs in results tabs (or side by side when comparing), sweeps in sweep tabs; a file
     * that is neither, or a sweep among runs to compare, is one sentence in a dialog and nothing opens.
     */
    void open(List<Path> files, boolean compare) {
        List<ResultFile> read = new ArrayList<>();
        for (Path f : files) {
            try {
                ResultFile r = ResultFile.read(f);
                if (compare && files.size() > 1 && r instanceof ResultFile.Sweep) {
                    throw SurgeException.usage(f + " is a sweep: compare its steps' results (in its folder) "
                            + "instead, or open it on its own.");
                }
                read.add(r);
            } catch (SurgeException e) {
                Dialogs.error(getScene(), "Cannot open results", e.getMessage());
                return;
            }
        }
        if (compare && read.size() > 1) {
            showComparison(read.stream().map(r -> ((ResultFile.Run) r).result()).toList(), files);
            return;
        }
        for (ResultFile r : read) {
            switch (r) {
                case ResultFile.Run run -> showResult(run.result());
                case ResultFile.Sweep sweep -> showSweep(sweep.result());
            }
        }
    }

    /** Shows a sweep in a new tab and selects it. */
    void showSweep(SweepResult r) {
        ScrollPane content = new ScrollPane(new SweepView(r, open));
        content.setFitToWidth(true);
        Tab t = new Tab(r.workload() + " sweep · " + r.steps().size() + " steps", content);
        t.setId("sweep-" + r.startedAt().toEpochMilli());
        tabs.getTabs().add(t);
        tabs.getSelectionModel().select(t);
    }

    private void saveScreenshot() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save screenshot");
        chooser.setInitialFileName("surgebench.png");
        File f = chooser.showSaveDialog(getScene().getWindow());
        if (f != null) {
            try {
                Png.write(getScene().snapshot(null), f.toPath());
            } catch (IOException e) {
                Dialogs.error(getScene(), "Cannot save the screenshot", e.getMessage());
            }
        }
    }

    private static List<File> single(File f) {
        return f == null ? null : List.of(f);
    }

    private static MenuItem item(
            String text, String accelerator, javafx.event.EventHandler<javafx.event.ActionEvent> action) {
        MenuItem m = new MenuItem(text);
        if (accelerator != null) {
            m.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        m.setOnAction(action);
        return m;
    }
}
