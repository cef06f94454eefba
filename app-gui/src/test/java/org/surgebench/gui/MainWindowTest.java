package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The main window opens what File → Open results is given: a sweep's JSON in a sweep tab, a file that is no
 * result as one sentence; says where a file is when no application opened it; and Enter starts nothing.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    MainWindow window;
    final List<Path> opened = new CopyOnWriteArrayList<>();
    volatile boolean browserThere = true;

    @Start
    void start(Stage stage) {
        Dialogs.quiet = true;
        Dialogs.lastError = null;
        window = new MainWindow(p -> opened.add(p) && browserThere);
        stage.setScene(new Scene(window, 1280, 800));
        stage.show();
    }

    @Test
    void aSweepsJsonOpensInASweepTab(FxRobot robot, @TempDir Path dir) throws Exception {
        Path json = dir.resolve("tpcb-sweep.json");
        SweepResult sweep = new SweepResult(
                "sweep",
                "tpcb",
                "tpcb-like",
                "jdbc:h2:mem:x",
                Instant.now(),
                30,
                0,
                List.of(step(1, 100, 2.0), step(2, 190, 2.1), step(4, 200, 4.5)),
                1,
                "rule",
                "pg_stat_io",
                Map.of("json", json.toString()),
                "before tuning");
        Json.mapper().writeValue(json.toFile(), sweep);

        robot.interact(() -> window.open(List.of(json), false));

        assertThat(Dialogs.lastError).isNull();
        assertThat(window.tabs.getTabs()).hasSize(2);
        assertThat(window.tabs.getSelectionModel().getSelectedItem().getText()).isEqualTo("tpcb sweep · 3 steps");
        SweepView view = robot.lookup("#sweepView").queryAs(SweepView.class);
        assertThat(view.steps.getItems()).extracting(SweepStep::users).containsExactly(1, 2, 4);
        assertThat(view.steps.getColumns().get(0).getCellObservableValue(1).getValue())
                .isEqualTo("2  ◆ knee");
        robot.clickOn("#openSweepJson");
        assertThat(opened).containsExactly(json);
    }

    @Test
    void aFileThatIsNoResultIsOneSentenceAndOpensNothing(FxRobot robot, @TempDir Path dir) throws Exception {
        Path other = dir.resolve("package.json");
        Files.writeString(other, "{\"name\": \"not surgebench\"}");
        robot.interact(() -> window.open(List.of(other), false));
        assertThat(Dialogs.lastError)
                .isEqualTo(other + " is not a Surgebench run or sweep result (no summary, "
                        + "config and transactions, nor a sweep's steps).");
        assertThat(window.tabs.getTabs()).hasSize(1);
    }

    /** The test data file {@code swingbench/RESOURCE} (a real public Swingbench file) copied into {@code dir}. */
    private static Path swingbenchFile(Path dir, String resource) throws Exception {
        Path out = dir.resolve(Path.of(resource).getFileName());
        try (var in = MainWindowTest.class.getResourceAsStream("/swingbench/" + resource)) {
            assertThat(in).as(resource).isNotNull();
            Files.copy(in, out);
        }
        return out;
    }

    @Test
    void aForeignXmlIsOneSentenceAndChangesNothing(FxRobot robot, @TempDir Path dir) throws Exception {
        Path launcher = swingbenchFile(dir, "v2.6/launcher.xml");
        String urlBefore = window.session.form.url.getText();
        int usersBefore = window.session.form.users.getValue();
        robot.interact(() -> window.openSwingbenchConfig(launcher));
        assertThat(Dialogs.lastError)
                .isEqualTo("launcher.xml is not a Swingbench configuration: its root element "
                        + "is <project>, not <SwingBenchConfiguration>.");
        assertThat(window.session.form.url.getText()).isEqualTo(urlBefore);
        assertThat(window.session.form.users.getValue()).isEqualTo(usersBefore);
    }

    @Test
    void whenNoBrowserOpensTheReportTheTabSaysWhereItIs(FxRobot robot, @TempDir Path dir) throws Exception {
        RunResult r = Surgebench.run(new RunSpec(GuiTestSupport.workload())
                .connection(GuiTestSupport.sharedDatabase())
                .users(1)
                .maxTransactions(50)
                .runTime(null)
                .resultsDir(dir));
        RunResult read = ResultWriter.read(Path.of(r.files().get("json")));
        browserThere = false;
        robot.interact(() -> window.showResult(read));
        robot.clickOn("#openReport");
        OpenStatus status = robot.lookup("#openStatus").queryAs(OpenStatus.class);
        assertThat(status.isVisible()).isTrue();
        assertThat(status.message.getText()).isEqualTo("No application opened it; the file is at:");
        assertThat(status.path.getText())
                .isEqualTo(Path.of(r.files().get("html")).toAbsolutePath().toString());
    }

    @Test
    void enterInAFormFieldStartsNoRun(FxRobot robot) throws Exception {
        robot.interact(() ->
                window.session.form.url.setText(GuiTestSupport.sharedDatabase().url()));
        robot.clickOn("#runTime").type(KeyCode.ENTER);
        robot.clickOn("#url").type(KeyCode.ENTER);
        Thread.sleep(500);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.session.start.isDefaultButton()).isFalse();
        assertThat(window.session.running()).isFalse();
        assertThat(window.session.phase.getText()).isEqualTo("Idle");
        assertThat(window.session.eventLog.getItems()).isEmpty();
    }

    private static SweepStep step(int users, double tps, double avgMs) {
        return new SweepStep(
                users,
                tps,
                tps * 6,
                tps * 3,
                null,
                avgMs,
                avgMs * 2,
                avgMs * 3,
                (long) tps * 30,
                0,
                40.0,
                "completed",
                null,
                users,
                null);
    }
}
