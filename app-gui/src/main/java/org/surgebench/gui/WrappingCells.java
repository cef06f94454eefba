package org.surgebench.gui;

import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/** List cells that wrap long messages (connection URLs, error sentences) instead of cutting them off. */
final class WrappingCells {
    private WrappingCells() {}

    static void install(ListView<String> list) {
        list.setCellFactory(l -> {
            ListCell<String> cell = new ListCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty ? null : item);
                }
            };
            cell.setWrapText(true);
            // The list's width less its scroll bar, so the text wraps instead of scrolling sideways.
            cell.prefWidthProperty().bind(l.widthProperty().subtract(24));
            return cell;
        });
    }
}
