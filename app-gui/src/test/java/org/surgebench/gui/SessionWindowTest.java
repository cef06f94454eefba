package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.spi.Workload;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives a whole session through the window, headless (Monocle): configure, test the connection, start,
 * watch the charts and the live table fill, change the live user count, stop, and check the results file.
 */
@ExtendWith(ApplicationExtension.class)
class SessionWindowTest {
    static final String WORKLOAD = GuiTestSupport.workload();
    static String url;

    @TempDir
    static Path results;

    MainWindow window;
    final List<Path> opened = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void generateTinySchema() {
        url = GuiTestSupport.sharedDatabase().url();
    }

    @Start
    void start(Stage stage) {
        Dialogs.quiet = true;
        window = new MainWindow(opened::add);
        Scene scene = new Scene(window, 1280, 800);
        scene.getStylesheets().add(SurgeApp.STYLESHEET);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void runsAWholeSessionFromTheWindow(FxRobot robot) throws Exception {
        SessionForm form = window.session.form;
        Workload w = Surgebench.workload(WORKLOAD);
        robot.interact(() -> {
            form.url.setText(url);
            form.user.setText("sa");
            form.workload.setValue(w);
            // The test stops the run itself; a shorter run could end on its own before the user count is
            // changed on a slow machine (it did, at 2m, with the checks before taking six minutes).
            form.runTime.setText("30m");
            form.resultsDir.setText(results.toString());
            form.users.getValueFactory().setValue(2);
        });
        String extra = tickATransactionOutsideTheDefaultMix(robot, form, w);

        robot.clickOn("#testConnection");
        waitUntil(
                "the connection test",
                120,
                () -> form.connectionStatus.getText().startsWith("✓"));
        assertThat(form.connectionStatus.getText()).contains("H2").contains(WORKLOAD + " schema");

        robot.clickOn("#start");
        waitUntil("3 points in the charts", 120, () -> window.session.charts.points() >= 3);
        assertThat(window.session.charts.responseSeriesCount()).isGreaterThanOrEqualTo(1);
        // TPS and QPS each on a chart (and axis) of its own.
        assertThat(seriesNames(robot, "#throughputChart")).containsExactly("TPS");
        assertThat(seriesNames(robot, "#statementChart")).containsExactly("QPS");
        assertThat(window.session.liveTransactions.getItems()).isNotEmpty();
        assertThat(window.session.liveTransactions.getItems().get(0).count()).isPositive();
        assertThat(robot.lookup("#figure-tps").queryAs(Label.class).getText()).isNotEqualTo("–");

        // Typing into controls is slow under Monocle; set the spinner, click the button as a person would.
        robot.interact(() -> window.session.liveUsers.getValueFactory().setValue(4));
        robot.clickOn("#applyUsers");
        waitUntil(
                "4 users logged on",
                120,
                () -> robot.lookup("#figure-users")
                        .queryAs(Label.class)
                        .getText()
                        .equals("4"));
        assertThat(window.session.eventLog.getItems()).anyMatch(l -> l.contains("User count set to 4"));

        robot.clickOn("#stop");
        waitUntil(
                "the end of the run", 120, () -> window.session.phase.getText().startsWith("Finished"));
        waitUntil("the results tab", 60, () -> window.tabs.getTabs().size() == 2);

        Path json;
        try (Stream<Path> files = Files.list(results)) {
            json = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        RunResult r = readResultsOfTheRun(json, extra);

        // The engine's HTML report opens by itself at the end; the results tab opens the other files.
        String html = r.files().get("html");
        assertThat(html).isNotNull();
        assertThat(Path.of(html)).exists();
        assertThat(opened).containsExactly(Path.of(html));
        robot.clickOn("#openJson");
        assertThat(opened).last().isEqualTo(json);
    }

    /**
     * Ticks a transaction of the workload that is not in the default mix (unless it is on already): the run must
     * then execute it too. Returns its short name.
     */
    private static String tickATransactionOutsideTheDefaultMix(FxRobot robot, SessionForm form, Workload w) {
        String extra = w.transactions().stream()
                .filter(t -> !form.transactions.getItems().get(0).shortName().equals(t.shortName()))
                .map(t -> t.shortName())
                .findFirst()
                .orElseThrow();
        boolean extraWasOn = form.transactions.getItems().stream()
                .filter(r -> r.shortName().equals(extra))
                .findFirst()
                .orElseThrow()
                .enabledProperty()
                .get();
        if (!extraWasOn) {
            robot.clickOn("#enable-" + extra);
        }
        return extra;
    }

    /** The results file of the run: 4 users at the end, stopped by the user, the extra transaction run. */
    private static RunResult readResultsOfTheRun(Path json, String extra) throws Exception {
        RunResult r = ResultWriter.read(json);
        assertThat(r.config().workload()).isEqualTo(WORKLOAD);
        assertThat(r.summary().transactions()).isPositive();
        assertThat(r.summary().maxUsers()).isEqualTo(4);
        assertThat(r.summary().stopReason()).isEqualTo("stopped");
        assertThat(r.timeSeries()).hasSizeGreaterThanOrEqualTo(3);
        assertThat(r.timeSeries()).anyMatch(s -> s.users() == 4);
        assertThat(r.config().weights()).containsKey(extra);
        assertThat(r.transaction(extra)).isNotNull();
        assertThat(r.transaction(extra).count()).isPositive();
        assertThat(Files.exists(
                        json.resolveSibling(json.getFileName().toString().replace(".json", ".csv"))))
                .isTrue();
        return r;
    }

    /** The names of the series of the line chart with this CSS id. */
    private static List<String> seriesNames(FxRobot robot, String chart) {
        javafx.scene.chart.LineChart<?, ?> c = robot.lookup(chart).query();
        return c.getData().stream()
                .map(javafx.scene.chart.XYChart.Series::getName)
                .toList();
    }

    /**
     * Waits for something the engine does in the background. The limits are generous on purpose: they only
     * matter when the app is broken, and a shared 2-core machine can be very slow.
     */
    static void waitUntil(String what, int seconds, BooleanSupplier condition) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
                WaitForAsyncUtils.waitForFxEvents();
                return condition.getAsBoolean();
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("Waited " + seconds + " s for: " + what, e);
        }
    }
}
