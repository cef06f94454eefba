package org.surgebench.gui;

import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.TxInterval;

/**
 * Per-transaction figures while a run is live: count and errors since the start, and the last interval's
 * TPS, average, p95 and p99 response time.
 */
final class LiveTxTable extends TableView<LiveTxTable.Row> {

    /** One transaction type's live figures; replaced as a whole each interval. */
    record Row(String tx, long count, double tps, double avgMs, double p95Ms, double p99Ms, long errors) {}

    LiveTxTable() {
        setId("liveTransactions");
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        setPlaceholder(new javafx.scene.control.Label("Start a run to see its transactions."));
        TableColumn<Row, String> tx = new TableColumn<>("Transaction");
        tx.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().tx()));
        getColumns().add(tx);
        getColumns()
                .addAll(List.of(
                        numeric("Count", r -> Formats.count(r.count())),
                        numeric("TPS", r -> Formats.rate(r.tps())),
                        numeric("Avg ms", r -> Formats.ms(r.avgMs())),
                        numeric("p95 ms", r -> Formats.ms(r.p95Ms())),
                        numeric("p99 ms", r -> Formats.ms(r.p99Ms())),
                        numeric("Errors", r -> Formats.count(r.errors()))));
    }

    void clear() {
        getItems().clear();
    }

    void update(IntervalSnapshot s) {
        for (TxInterval t : s.perTransaction()) {
            Row old = find(t.shortName());
            long count = (old == null ? 0 : old.count()) + t.count();
            long errors = (old == null ? 0 : old.errors()) + t.errors();
            Row row = new Row(t.shortName(), count, t.tps(), t.avgMs(), t.p95Ms(), t.p99Ms(), errors);
            int i = indexOf(t.shortName());
            if (i < 0) {
                getItems().add(row);
            } else {
                getItems().set(i, row);
            }
        }
    }

    Row find(String tx) {
        int i = indexOf(tx);
        return i < 0 ? null : getItems().get(i);
    }

    private int indexOf(String tx) {
        for (int i = 0; i < getItems().size(); i++) {
            if (getItems().get(i).tx().equals(tx)) {
                return i;
            }
        }
        return -1;
    }

    private static TableColumn<Row, Row> numeric(String title, Function<Row, String> text) {
        TableColumn<Row, Row> c = new TableColumn<>(title);
        c.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue()));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Row item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : text.apply(item));
            }
        });
        c.setStyle("-fx-alignment: CENTER-RIGHT;");
        c.setSortable(false);
        return c;
    }
}
