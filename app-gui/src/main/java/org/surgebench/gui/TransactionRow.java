package org.surgebench.gui;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import org.surgebench.core.spi.TransactionDef;

/** One line of the session's transaction table: a workload transaction with the weight and flag chosen. */
final class TransactionRow {
    private final TransactionDef def;
    private final IntegerProperty weight = new SimpleIntegerProperty();
    private final BooleanProperty enabled = new SimpleBooleanProperty();

    TransactionRow(TransactionDef def, int weight, boolean enabled) {
        this.def = def;
        this.weight.set(weight);
        this.enabled.set(enabled);
    }

    String shortName() {
        return def.shortName();
    }

    String name() {
        return def.name();
    }

    IntegerProperty weightProperty() {
        return weight;
    }

    BooleanProperty enabledProperty() {
        return enabled;
    }

    /** The weight the run gets: 0 when unticked, so the engine leaves it out of the mix. */
    int effectiveWeight() {
        return enabled.get() ? weight.get() : 0;
    }
}
