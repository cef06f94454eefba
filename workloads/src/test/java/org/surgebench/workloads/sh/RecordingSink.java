package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.RowSink;

/** Collects generated rows as lists of values, for generator tests. */
final class RecordingSink implements RowSink {
    final List<List<Object>> rows = new ArrayList<>();
    private List<Object> current = new ArrayList<>();

    @Override
    public RowSink value(long v) {
        current.add(v);
        return this;
    }

    @Override
    public RowSink value(int v) {
        current.add((long) v);
        return this;
    }

    @Override
    public RowSink decimal(long unscaled, int scale) {
        current.add(java.math.BigDecimal.valueOf(unscaled, scale));
        return this;
    }

    @Override
    public RowSink value(String v) {
        current.add(v);
        return this;
    }

    @Override
    public RowSink value(LocalDate v) {
        current.add(v);
        return this;
    }

    @Override
    public RowSink value(LocalDateTime v) {
        current.add(v);
        return this;
    }

    @Override
    public RowSink nullValue() {
        current.add(null);
        return this;
    }

    @Override
    public void endRow() {
        rows.add(current);
        current = new ArrayList<>();
    }
}
