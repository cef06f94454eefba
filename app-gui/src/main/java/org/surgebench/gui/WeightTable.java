package org.surgebench.gui;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

/**
 * The transactions of a workload with an enabled checkbox and a weight spinner each; its rows are the session
 * form model's ({@link SessionFormModel#rows}).
 */
final class WeightTable extends TableView<TransactionRow> {

    WeightTable() {
        setId("transactions");
        setEditable(true);
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        setPrefHeight(190);
        TableColumn<TransactionRow, Boolean> on = new TableColumn<>("On");
        on.setCellFactory(c -> new EnabledCell());
        on.setPrefWidth(36);
        on.setMaxWidth(40);
        on.setSortable(false);
        TableColumn<TransactionRow, String> tx = new TableColumn<>("Tx");
        tx.setCellValueFactory(r -> new ReadOnlyStringWrapper(r.getValue().shortName()));
        tx.setPrefWidth(60);
        tx.setSortable(false);
        TableColumn<TransactionRow, Integer> weight = new TableColumn<>("Weight");
        weight.setCellFactory(c -> new WeightCell());
        weight.setPrefWidth(84);
        weight.setMaxWidth(90);
        weight.setSortable(false);
        TableColumn<TransactionRow, String> name = new TableColumn<>("Name");
        name.setCellValueFactory(r -> new ReadOnlyStringWrapper(r.getValue().name()));
        name.setSortable(false);
        getColumns().addAll(List.of(on, tx, weight, name));
    }

    private static final class EnabledCell extends TableCell<TransactionRow, Boolean> {
        private final CheckBox box = new CheckBox();
        private TransactionRow bound;

        @Override
        protected void updateItem(Boolean item, boolean empty) {
            super.updateItem(item, empty);
            if (bound != null) {
                box.selectedProperty().unbindBidirectional(bound.enabledProperty());
                bound = null;
            }
            TransactionRow row =
                    empty || getTableRow() == null ? null : getTableRow().getItem();
            if (row == null) {
                setGraphic(null);
                return;
            }
            bound = row;
            box.setId("enable-" + row.shortName());
            box.selectedProperty().bindBidirectional(row.enabledProperty());
            setGraphic(box);
        }
    }

    private static final class WeightCell extends TableCell<TransactionRow, Integer> {
        private final Spinner<Integer> spinner = new Spinner<>(0, 1000, 1);
        private TransactionRow bound;

        WeightCell() {
            spinner.setEditable(true);
            spinner.setPrefWidth(76);
            spinner.setTooltip(new Tooltip("Relative weight in the mix"));
            spinner.valueProperty().addListener((o, a, b) -> {
                if (bound != null && b != null) {
                    bound.weightProperty().set(b);
                }
            });
        }

        @Override
        protected void updateItem(Integer item, boolean empty) {
            super.updateItem(item, empty);
            bound = null;
            TransactionRow row =
                    empty || getTableRow() == null ? null : getTableRow().getItem();
            if (row == null) {
                setGraphic(null);
                return;
            }
            spinner.getValueFactory().setValue(row.weightProperty().get());
            spinner.setId("weight-" + row.shortName());
            spinner.disableProperty().bind(row.enabledProperty().not());
            bound = row;
            setGraphic(spinner);
        }
    }
}
