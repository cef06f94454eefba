package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The main window end to end (what it does with files is tested on {@link MainWindowModel}, without a
 * window): a run's JSON opens in a results tab, the tab's line says where the report is when no application
 * opened it, and Enter in a form field starts nothing.
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
    void aRunOpensInATabThatSaysWhereTheReportIsAndEnterStartsNothing(FxRobot robot, @TempDir Path dir)
            throws Exception {
        // File, Save configuration (what it writes: MainWindowModelTest).
        javafx.scene.control.MenuBar bar = (javafx.scene.control.MenuBar) window.getTop();
        assertThat(bar.getMenus().get(0).getItems())
                .anyMatch(i -> "saveConfiguration".equals(i.getId())
                        && i.getText().equals("Save configuration…")
                        && i.getAccelerator() != null);
        RunResult r = Surgebench.run(new RunSpec(GuiTestSupport.workload())
                .connection(GuiTestSupport.sharedDatabase())
                .users(1)
                .maxTransactions(50)
                .runTime(null)
                .resultsDir(dir));
        robot.interact(() -> window.model.open(List.of(Path.of(r.files().get("json"))), false));
        assertThat(Dialogs.lastError).isNull();
        assertThat(window.tabs.getTabs()).hasSize(2);
        assertThat(window.tabs.getSelectionModel().getSelectedItem().getId()).isEqualTo("result-" + r.runId());

        browserThere = false;
        robot.clickOn("#openReport");
        OpenStatus status = robot.lookup("#openStatus").queryAs(OpenStatus.class);
        assertThat(status.isVisible()).isTrue();
        assertThat(status.message.getText()).isEqualTo("No application opened it; the file is at:");
        assertThat(status.message.getStyleClass()).contains("warning");
        assertThat(status.path.getText())
                .isEqualTo(Path.of(r.files().get("html")).toAbsolutePath().toString());

        robot.interact(() -> window.tabs.getSelectionModel().select(0));
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
}
