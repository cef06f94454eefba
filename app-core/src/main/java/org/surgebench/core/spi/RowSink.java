package org.surgebench.core.spi;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * Receives generated rows column by column, so that bulk loaders (COPY text, JDBC batches, array binds)
 * can write values without boxing a row object per row. Call the typed methods in column order,
 * then {@link #endRow()}.
 */
public interface RowSink {
    RowSink value(long v);

    RowSink value(int v);

    /** A fixed-point number given as unscaled value and scale: {@code value(12345, 2)} is 123.45. */
    RowSink decimal(long unscaled, int scale);

    RowSink value(String v);

    RowSink value(LocalDate v);

    RowSink value(LocalDateTime v);

    RowSink nullValue();

    void endRow() throws Exception;

    /**
     * A text value the generator builds in a buffer of its own (a {@code StringBuilder} it reuses), read before this
     * returns: a sink that encodes text (the COPY and LOAD DATA loaders) takes the characters without a String
     * made for each row. By default the same as {@link #value(String)} of its String.
     */
    default RowSink text(CharSequence v) {
        return value(v == null ? null : v.toString());
    }

    default RowSink value(BigDecimal v) {
        return v == null ? nullValue() : decimal(v.unscaledValue().longValueExact(), v.scale());
    }
}
