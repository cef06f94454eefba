package org.surgebench.gui;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.surgebench.core.report.Comparison;

/**
 * Runs side by side, as the HTML comparison shows them: the engine's {@link Comparison} gives the rows (the run's
 * figures from the catalogue, per transaction, the busiest minute, statements per second, the database's and the
 * hosts' figures), the cells with their change against the first run, and the verdict of the last run against the
 * first ({@link CompareLine}). This view only lays them out.
 */
final class CompareView extends TableView<CompareLine> {

    CompareView(Comparison c) {
        setId("compare");
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<CompareLine, String> figure = new TableColumn<>("Figure");
        figure.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().figure()));
        getColumns().add(figure);
        for (int i = 0; i < c.labels().size(); i++) {
            int index = i;
            TableColumn<CompareLine, String> col =
                    new TableColumn<>((i + 1) + ": " + c.labels().get(i));
            col.setCellValueFactory(
                    v -> new ReadOnlyObjectWrapper<>(v.getValue().cells().get(index)));
            col.setStyle("-fx-alignment: CENTER-RIGHT;");
            getColumns().add(col);
        }
        TableColumn<CompareLine, String> change = new TableColumn<>("Last vs first");
        change.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().lastVsFirst()));
        change.setStyle("-fx-alignment: CENTER-RIGHT;");
        getColumns().add(change);
        TableColumn<CompareLine, String> noise = new TableColumn<>(Comparison.NOISE);
        noise.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().noise()));
        getColumns().add(noise);
        getItems().setAll(CompareLine.of(c));
    }
}
