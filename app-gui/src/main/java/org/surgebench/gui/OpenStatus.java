package org.surgebench.gui;

import java.nio.file.Path;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * One line under the open buttons: which file was opened, or that no application opened it and where it is
 * (in a field the path can be copied from).
 */
final class OpenStatus extends HBox {
    final Label message = new Label();
    final TextField path = new TextField();

    OpenStatus() {
        super(6);
        setId("openStatus");
        setAlignment(Pos.CENTER_LEFT);
        message.setId("openMessage");
        path.setId("openPath");
        path.setEditable(false);
        HBox.setHgrow(path, Priority.ALWAYS);
        setVisible(false);
        setManaged(false);
        getChildren().addAll(message, path);
    }

    /** Opens the file with {@code opener} and shows how that went. */
    void open(FileOpener opener, Path file) {
        show(file, opener.open(file));
    }

    void show(Path file, boolean opened) {
        message.setText(opened ? "Opened:" : "No application opened it; the file is at:");
        message.getStyleClass().removeAll("warning");
        if (!opened) {
            message.getStyleClass().add("warning");
        }
        path.setText(file.toAbsolutePath().toString());
        setVisible(true);
        setManaged(true);
    }
}
