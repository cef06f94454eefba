package org.surgebench.gui;

import java.io.File;
import java.io.IOException;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
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
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.surgebench.core.results.RunResult;

/**
 * The main window: a menu (generate, open and compare results, open and save a Swingbench configuration,
 * screenshot, quit) over tabs, the first of
 * which is the live session; each finished or opened run gets a results tab, each sweep and comparison its
 * own. What it does with files is its {@link MainWindowModel}'s; the window binds to it and holds the file
 * choosers and the layout.
 */
final class MainWindow extends BorderPane {
    final SessionView session;
    final TabPane tabs = new TabPane();
    final MainWindowModel model;
    private final FileOpener open;

    MainWindow(FileOpener open) {
        this.open = open;
        setId("mainWindow");
        session = new SessionView(this::runEnded);
        model = new MainWindowModel(session.model, session.form.model, open);
        bind();
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
        MenuItem saveConfig = item("Save configuration…", "Shortcut+S", e -> saveSwingbenchConfig());
        saveConfig.setId("saveConfiguration");
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
                saveConfig,
                new SeparatorMenuItem(),
                screenshot,
                new SeparatorMenuItem(),
                quit);
        return new MenuBar(file);
    }

    /** A live run ended: its results open, and its HTML report when the form asks for it. */
    private void runEnded(RunResult r) {
        model.runEnded(r, session.form.openReport.isSelected());
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

    /** Each thing the model opens gets a tab, selected; a refusal is a dialog. */
    private void bind() {
        model.opened.addListener((ListChangeListener<Opened>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(this::addTab);
            }
        });
        model.onError((title, sentence) -> Dialogs.error(getScene(), title, sentence));
        model.onFormFilled(() -> tabs.getSelectionModel().select(0));
    }

    private void addTab(Opened opened) {
        Tab t = switch (opened) {
            case Opened.Run run -> tab(run.title(), run.id(), new ResultView(run.result(), open, run.line()));
            case Opened.Sweep sweep -> {
                ScrollPane content = new ScrollPane(new SweepView(sweep, open));
                content.setFitToWidth(true);
                yield tab(sweep.title(), sweep.id(), content);
            }
            case Opened.Comparison c -> tab(c.title(), null, comparison(c));
        };
        tabs.getTabs().add(t);
        tabs.getSelectionModel().select(t);
    }

    private static Tab tab(String title, String id, Node content) {
        Tab t = new Tab(title, content);
        t.setId(id);
        return t;
    }

    /** Runs side by side, with a button for the engine's HTML comparison page. */
    private Node comparison(Opened.Comparison c) {
        CompareView table = new CompareView(c.comparison());
        Button report = new Button("Open comparison report (HTML)");
        report.setId("compareReport");
        report.setOnAction(e -> model.openComparisonReport(c));
        VBox box = new VBox(8, report, new OpenStatus(c.line()), table);
        box.setPadding(new Insets(8));
        VBox.setVgrow(table, Priority.ALWAYS);
        return box;
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
        model.open(files.stream().map(File::toPath).toList(), compare);
    }

    private void chooseSwingbenchConfig() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a Swingbench configuration");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Swingbench configuration (*.xml)", "*.xml"));
        File f = chooser.showOpenDialog(getScene().getWindow());
        if (f != null) {
            model.openSwingbenchConfig(f.toPath());
        }
    }

    /** The session form as a Swingbench configuration file, which the CLI's -c reads (no password in it). */
    private void saveSwingbenchConfig() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the session as a Swingbench configuration");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Swingbench configuration (*.xml)", "*.xml"));
        chooser.setInitialFileName(
                session.form.workload.getValue() == null
                        ? "surgebench.xml"
                        : session.form.workload.getValue().name() + "-session.xml");
        File f = chooser.showSaveDialog(getScene().getWindow());
        if (f != null) {
            model.saveSwingbenchConfig(f.toPath());
        }
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
