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
 * while the run is live. Usage: {@code ScreenshotDriver OUTPUT.png [seconds]}.
 */
public final class ScreenshotDriver {
    private ScreenshotDriver() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/gui-session.png");
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        String workload = GuiTestSupport.workload();
        String url = TestDatabases.h2Memory("gui_demo");
        double scale = Double.parseDouble(System.getProperty("scale",
                Double.toString(Surgebench.workload(workload).minScale())));
        Surgebench.generate(new GenerateSpec(workload).connection(new ConnectionSpec(url, "sa", "")).scale(scale), null);

        AtomicReference<MainWindow> window = new AtomicReference<>();
        CountDownLatch shown = new CountDownLatch(1);
        Platform.startup(() -> {
            MainWindow w = new MainWindow(p -> { });
            Stage stage = new Stage();
            Scene scene = new Scene(w, 1440, 900);
            scene.getStylesheets().add(SurgeApp.STYLESHEET);
            stage.setTitle("Surgebench");
            stage.setScene(scene);
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
            window.set(w);
            shown.countDown();
        });
        shown.await();
        Platform.runLater(() -> window.get().session.start());
        Thread.sleep(seconds * 1000L / 2);
        Platform.runLater(() -> {
            SessionView s = window.get().session;
            s.liveUsers.getValueFactory().setValue(8);
            s.applyUsers.fire();
        });
        Thread.sleep(seconds * 1000L / 2);
        CountDownLatch saved = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                Png.write(window.get().getScene().snapshot(null), out);
                System.out.println("Saved " + out.toAbsolutePath());
            } catch (Exception e) {
                e.printStackTrace();
            } finally {
                saved.countDown();
            }
        });
        saved.await();
        if (!Boolean.getBoolean("keepOpen")) {
            Platform.runLater(() -> window.get().session.stop());
            Thread.sleep(3000);
            Platform.exit();
            System.exit(0);
        }
    }
}
