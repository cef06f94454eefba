package org.surgebench.gui;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * Not a test: a main that opens the real window (under Xvfb for docs), generates a small schema into an
 * in-memory H2 database, starts a session, raises the user count halfway, and saves a snapshot of the window
 * while the run is live. Usage: {@code ScreenshotDriver OUTPUT.png [seconds]}; {@code -Dshot.more=DIR} also
 * saves the results tab (of {@code -Dshot.result=RESULT.json} when given) and the generation wizard.
 */
public final class ScreenshotDriver {
    private ScreenshotDriver() {}

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/gui-session.png");
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        String workload = GuiTestSupport.workload();
        String url = TestDatabases.h2Memory("gui_demo");
        double scale = Double.parseDouble(System.getProperty(
                "scale", Double.toString(Surgebench.workload(workload).minScale())));
        Surgebench.generate(
                new GenerateSpec(workload)
                        .connection(new ConnectionSpec(url, "sa", ""))
                        .scale(scale),
                null);

        MainWindow window = openWindow(url, workload);
        Platform.runLater(() -> window.session.start());
        Thread.sleep(seconds * 1000L / 2);
        Platform.runLater(() -> {
            SessionView s = window.session;
            s.liveUsers.getValueFactory().setValue(8);
            s.applyUsers.fire();
        });
        Thread.sleep(seconds * 1000L / 2);
        CountDownLatch saved = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                Png.write(window.getScene().snapshot(null), out);
                System.out.println("Saved " + out.toAbsolutePath());
            } catch (Exception e) {
                e.printStackTrace();
            } finally {
                saved.countDown();
            }
        });
        saved.await();
        String more = System.getProperty("shot.more");
        if (more != null) {
            shootTheOtherViews(window, Path.of(more));
        }
        if (!Boolean.getBoolean("keepOpen")) {
            closeAsAPersonWould(window);
        }
    }

    /** The main window on a stage of its own, its session form filled in for a run of the workload on url. */
    private static MainWindow openWindow(String url, String workload) throws InterruptedException {
        AtomicReference<MainWindow> window = new AtomicReference<>();
        CountDownLatch shown = new CountDownLatch(1);
        Platform.startup(() -> {
            MainWindow w = new MainWindow(p -> true);
            Stage stage = new Stage();
            Scene scene = new Scene(w, 1440, 900);
            scene.getStylesheets().add(SurgeApp.STYLESHEET);
            stage.setTitle("Surgebench");
            stage.setScene(scene);
            w.stopRunsOnClose(stage);
            stage.show();
            SessionForm f = w.session.form;
            f.url.setText(url);
            f.workload.setValue(Surgebench.workload(workload));
            f.users.getValueFactory().setValue(4);
            f.thinkMin.setText(System.getProperty("thinkMin", "5ms"));
            f.thinkMax.setText(System.getProperty("thinkMax", "20ms"));
            f.rampUp.setText("4s");
            f.runTime.setText("10m");
            f.resultsDir.setText(System.getProperty("java.io.tmpdir") + "/surge-gui-demo");
            // Every transaction of the workload on, so the response-time chart has a line per type.
            f.transactions.getItems().forEach(r -> r.enabledProperty().set(true));
            f.transactions.refresh();
            window.set(w);
            shown.countDown();
        });
        shown.await();
        return window.get();
    }

    /** The results tab after the run (of -Dshot.result when given), and the generation wizard, into dir. */
    private static void shootTheOtherViews(MainWindow window, Path dir) throws InterruptedException {
        Platform.runLater(() -> window.session.stop());
        Thread.sleep(6000);
        String result = System.getProperty("shot.result");
        if (result != null) {
            // A run's results read back from its JSON (e.g. one on PostgreSQL, with the database's view).
            Platform.runLater(() -> window.model.open(java.util.List.of(Path.of(result)), false));
            Thread.sleep(3000);
        }
        snapshot(window.getScene(), dir.resolve("gui-results.png"));
        AtomicReference<Stage> wizard = new AtomicReference<>();
        Platform.runLater(() -> wizard.set(GenerateWizard.open(
                window.getScene().getWindow(),
                window.session.form::connection,
                window.session.form.workload.getValue())));
        Thread.sleep(2000);
        Platform.runLater(() -> {
            GenerateWizard g = (GenerateWizard) wizard.get().getScene().getRoot();
            g.force.setSelected(true);
            g.generate.fire();
        });
        Thread.sleep(4000);
        snapshot(wizard.get().getScene(), dir.resolve("gui-generate.png"));
    }

    /** Closes the window as a person would: a live run is stopped and its results written first. */
    private static void closeAsAPersonWould(MainWindow window) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        Platform.runLater(() -> {
            var stage = window.getScene().getWindow();
            stage.setOnHidden(e -> closed.countDown());
            stage.fireEvent(new javafx.stage.WindowEvent(stage, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST));
        });
        closed.await();
        System.out.println("Window closed; the event log ended with: "
                + window.session
                        .eventLog
                        .getItems()
                        .get(window.session.eventLog.getItems().size() - 1));
        Platform.exit();
    }

    private static void snapshot(Scene scene, Path file) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                Png.write(scene.snapshot(null), file);
            } catch (Exception e) {
                e.printStackTrace();
            } finally {
                done.countDown();
            }
        });
        done.await();
    }
}
