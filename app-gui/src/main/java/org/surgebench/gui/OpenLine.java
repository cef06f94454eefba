package org.surgebench.gui;

import java.nio.file.Path;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The model of the line under a tab's open buttons ({@link OpenStatus}): which file was opened, or that no
 * application opened it and where it is. Hidden until something was opened.
 */
final class OpenLine {
    static final String OPENED = "Opened:";
    static final String NOT_OPENED = "No application opened it; the file is at:";

    final StringProperty message = new SimpleStringProperty("");
    /** The file's absolute path, to copy. */
    final StringProperty path = new SimpleStringProperty("");
    /** No application took the file: the line is a warning. */
    final BooleanProperty warning = new SimpleBooleanProperty();

    final BooleanProperty shown = new SimpleBooleanProperty();

    /** Opens {@code file} with {@code opener} and says how that went. Call on the UI thread. */
    void open(FileOpener opener, Path file) {
        show(file, opener.open(file));
    }

    void show(Path file, boolean opened) {
        message.set(opened ? OPENED : NOT_OPENED);
        warning.set(!opened);
        path.set(file.toAbsolutePath().toString());
        shown.set(true);
    }
}
