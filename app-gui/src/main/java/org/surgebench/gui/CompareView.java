package org.surgebench.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.report.Comparison;

/**
 * Runs side by side, as the HTML comparison shows them: the engine's {@link Comparison} gives the rows (the run's
 * figures from the catalogue, per transaction, the busiest minute, statements per second, the database's and the
 * hosts' figures), the cells with their change against the first run, and the verdict of the last run against the
 * first. This view only lays them out.
 */
final class CompareView extends TableView<CompareView.Line> {

    /**
     * A row of the comparison.
     *
     * @param values        the values as numbers, NaN where a run has none or the value is text
     * @param cells         the cells as the HTML comparison writes them
     * @param lowerIsBetter whether a lower value is better (the catalogue's direction; false for other rows)
     * @param verdict       the last run against the first: "better", "worse", "same" or blank
     */
    record Line(String figure, double[] values, List<String> cells, boolean lowerIsBetter, String verdict) {
        /** The change of the last run against the first, "+12.5 %", or blank. */
        String change() {
            double a = values[0];
            double b = values[values.length - 1];
            if (values.length < 2 || Double.isNaN(a) || Double.isNaN(b) || a == 0) {
                return "";
            }
            return String.format(Locale.ROOT, "%+.1f %%", (b - a) / a * 100);
        }

        /** The last column: the change and the verdict ("+12.5 % better"). */
        String lastVsFirst() {
            return (change() + " " + verdict).strip();
        }
    }

    CompareView(Comparison c) {
        setId("compare");
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<Line, String> figure = new TableColumn<>("Figure");
        figure.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().figure()));
        getColumns().add(figure);
        for (int i = 0; i < c.labels().size(); i++) {
            int index = i;
            TableColumn<Line, String> col =
                    new TableColumn<>((i + 1) + ": " + c.labels().get(i));
            col.setCellValueFactory(
                    v -> new ReadOnlyObjectWrapper<>(v.getValue().cells().get(index)));
            col.setStyle("-fx-alignment: CENTER-RIGHT;");
            getColumns().add(col);
        }
        TableColumn<Line, String> change = new TableColumn<>("Last vs first");
        change.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().lastVsFirst()));
        change.setStyle("-fx-alignment: CENTER-RIGHT;");
        getColumns().add(change);
        getItems().setAll(lines(c));
    }

    /** The comparison's rows, in its order. */
    static List<Line> lines(Comparison c) {
        List<Line> out = new ArrayList<>();
        c.rows().forEach((name, values) -> {
            double[] numbers = values.stream()
                    .mapToDouble(v -> v instanceof Number n ? n.doubleValue() : Double.NaN)
                    .toArray();
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                cells.add(Comparison.cell(values, i));
            }
            RunFigure f = c.figureOf(name);
            out.add(new Line(name, numbers, cells, f != null && f.better() == RunFigure.Better.LOWER, c.verdict(name)));
        });
        return out;
    }
}
