package org.surgebench.gui;

import javafx.application.Application;

/**
 * Starts the desktop app. Deliberately not an {@link Application} subclass: the JDK's launcher insists on
 * JavaFX being on the module path when the main class extends Application, which a plain class-path or
 * shaded jar (bin/surge-gui) does not have.
 */
public final class SurgeGui {
    private SurgeGui() {}

    public static void main(String[] args) {
        Application.launch(SurgeApp.class, args);
    }
}
