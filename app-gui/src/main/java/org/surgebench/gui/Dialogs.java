package org.surgebench.gui;

import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;

/** Message boxes; one place so that tests and the screenshot driver can switch them off. */
final class Dialogs {
    /** Set by headless tests, where a modal dialog would wait for a click nobody makes. */
    static volatile boolean quiet = Boolean.getBoolean("surge.gui.quietDialogs");
    /** The last error's text as shown (also when quiet), for tests. */
    static volatile String lastError;

    private Dialogs() {}

    /** An error box; engine sentences in it are put in the app's words ({@link GuiWording}). */
    static void error(Scene owner, String title, String message) {
        lastError = GuiWording.of(message);
        if (quiet) {
            return;
        }
        Alert a = new Alert(Alert.AlertType.ERROR);
        a.setTitle(title);
        a.setHeaderText(title);
        Label text = new Label(lastError);
        text.setWrapText(true);
        text.setMaxWidth(480);
        a.getDialogPane().setContent(text);
        if (owner != null && owner.getWindow() != null) {
            a.initOwner(owner.getWindow());
        }
        a.show();
    }
}
