package org.surgebench.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.dbview.ViewSection;

/**
 * The database's own view of a run and the database host's disks, as the engine's one printer labels them
 * (the same figures as the console's end of run and the HTML report): figures in three columns, then the
 * top waits and top SQL tables and the notes on where the IO figures come from.
 */
final class DatabaseFiguresView extends VBox {
    static final int COLUMNS = 3;

    DatabaseFiguresView(Map<String, Object> database, Map<String, Object> host) {
        setId("databaseFigures");
        setSpacing(6);
        List<ViewSection> sections = new ArrayList<>(DatabaseViewPrinter.sections(DatabaseView.of(database)));
        ViewSection disks = HostSection.databaseDisks(host);
        if (disks != null) {
            sections.add(disks);
        }
        for (ViewSection s : sections) {
            getChildren().add(section(s));
        }
    }

    /** Whether there is anything to show. */
    boolean isEmpty() {
        return getChildren().isEmpty();
    }

    private static VBox section(ViewSection s) {
        Label title = new Label(s.title());
        title.getStyleClass().add("section-title");
        title.setWrapText(true);
        VBox box = new VBox(4, title);
        box.getStyleClass().add("database-section");
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(2);
        int rows = (s.figures().size() + COLUMNS - 1) / COLUMNS;
        for (int i = 0; i < s.figures().size(); i++) {
            ViewSection.Figure f = s.figures().get(i);
            Label label = new Label(f.label());
            label.getStyleClass().add("figure-caption");
            Label value = new Label(f.value());
            value.getStyleClass().add(f.key() ? "summary-value" : "figure-value-small");
            int col = i / Math.max(1, rows) * 2;
            grid.add(label, col, i % Math.max(1, rows));
            grid.add(value, col + 1, i % Math.max(1, rows));
            GridPane.setMargin(label, new Insets(0, 0, 0, col == 0 ? 0 : 24));
        }
        if (!s.figures().isEmpty()) {
            box.getChildren().add(grid);
        }
        for (ViewSection.Table t : s.tables()) {
            if (!t.rows().isEmpty()) {
                Label caption = new Label(t.title());
                caption.getStyleClass().add("pane-title");
                box.getChildren().addAll(caption, table(t));
            }
        }
        for (String n : s.notes()) {
            Label note = new Label(n);
            note.setWrapText(true);
            note.getStyleClass().add("figure-caption");
            box.getChildren().add(note);
        }
        return box;
    }

    private static TableView<List<String>> table(ViewSection.Table t) {
        TableView<List<String>> view = new TableView<>();
        view.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        for (int i = 0; i < t.header().size(); i++) {
            int column = i;
            TableColumn<List<String>, String> c = new TableColumn<>(t.header().get(i));
            c.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(
                    column < v.getValue().size() ? v.getValue().get(column) : ""));
            if (!t.isText(i)) {
                c.setStyle("-fx-alignment: CENTER-RIGHT;");
            }
            view.getColumns().add(c);
        }
        view.getItems().setAll(t.rows());
        // Room for the rows (up to 10) without a scroll bar of its own: the results tab scrolls.
        view.setFixedCellSize(22);
        view.setPrefHeight(30 + 22 * Math.min(10, t.rows().size()) + 4);
        view.setMinHeight(view.getPrefHeight());
        return view;
    }
}
