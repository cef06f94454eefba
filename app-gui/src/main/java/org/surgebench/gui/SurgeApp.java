package org.surgebench.gui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The JavaFX application: one main window; closing it mid-run stops the run and still writes its results. */
public final class SurgeApp extends Application {
    static final String STYLESHEET =
            SurgeApp.class.getResource("surgebench.css").toExternalForm();

    @Override
    public void start(Stage stage) {
        MainWindow window = new MainWindow(FileOpener.desktop(getHostServices()));
        // 1440x900 where it fits, else the screen's usable area.
        var screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(window, Math.min(1440, screen.getWidth()), Math.min(900, screen.getHeight()));
        scene.getStylesheets().add(STYLESHEET);
        stage.setTitle("Surgebench");
        stage.setScene(scene);
        window.stopRunsOnClose(stage);
        stage.show();
    }
}
