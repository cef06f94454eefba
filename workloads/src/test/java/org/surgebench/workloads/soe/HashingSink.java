package org.surgebench.workloads.soe;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/**
 * A sink that folds every value, in order, into an order-sensitive 64-bit checksum, and optionally keeps
 * the rows (for small tables in tests).
 */
final class HashingSink implements RowSink {
    private long hash = 17;
    private long rows;
    private final boolean keep;
    private List<Object> current = new ArrayList<>();
    final List<List<Object>> kept = new ArrayList<>();

    HashingSink(boolean keep) {
        this.keep = keep;
    }

    private RowSink fold(long v, Object value) {
        hash = Rng.mix(hash * 31 + v);
        if (keep) {
            current.add(value);
        }
        return this;
    }

    @Override
    public RowSink value(long v) {
        return fold(v, v);
    }

    @Override
    public RowSink value(int v) {
        return fold(v, (long) v);
    }

    @Override
    public RowSink decimal(long unscaled, int scale) {
        return fold(unscaled * 10 + scale, java.math.BigDecimal.valueOf(unscaled, scale));
    }

    @Override
    public RowSink value(String v) {
        return v == null ? nullValue() : fold(v.hashCode(), v);
    }

    @Override
    public RowSink value(LocalDate v) {
        return v == null ? nullValue() : fold(v.toEpochDay(), v);
    }

    @Override
    public RowSink value(LocalDateTime v) {
        return v == null ? nullValue() : fold(v.toEpochSecond(java.time.ZoneOffset.UTC), v);
    }

    @Override
    public RowSink nullValue() {
        return fold(0x5EEDL, null);
    }

    @Override
    public void endRow() {
        hash = Rng.mix(hash ^ 0xE0L);
        rows++;
        if (keep) {
            kept.add(current);
            current = new ArrayList<>();
        }
    }

    long hash() {
        return hash;
    }

    long rows() {
        return rows;
    }
}
