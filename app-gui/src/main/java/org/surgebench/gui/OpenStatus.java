package org.surgebench.gui;

import java.nio.file.Path;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * One line under the open buttons: which file was opened, or that no application opened it and where it is
 * (in a field the path can be copied from). It shows its {@link OpenLine}.
 */
final class OpenStatus extends HBox {
    final OpenLine line;
    final Label message = new Label();
    final TextField path = new TextField();

    OpenStatus() {
        this(new OpenLine());
    }

    OpenStatus(OpenLine line) {
        super(6);
        this.line = line;
        setId("openStatus");
        setAlignment(Pos.CENTER_LEFT);
        message.setId("openMessage");
        path.setId("openPath");
        path.setEditable(false);
        HBox.setHgrow(path, Priority.ALWAYS);
        message.textProperty().bind(line.message);
        path.textProperty().bind(line.path);
        visibleProperty().bind(line.shown);
        managedProperty().bind(line.shown);
        line.warning.subscribe(warn -> {
            message.getStyleClass().removeAll("warning");
            if (warn) {
                message.getStyleClass().add("warning");
            }
        });
        getChildren().addAll(message, path);
    }

    /** Opens the file with {@code opener} and shows how that went. */
    void open(FileOpener opener, Path file) {
        line.open(opener, file);
    }
}
