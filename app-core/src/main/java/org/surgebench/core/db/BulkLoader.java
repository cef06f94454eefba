package org.surgebench.core.db;

import java.sql.SQLException;
import org.surgebench.core.spi.RowSink;

/** A {@link RowSink} that writes into one table through the dialect's fastest path. */
public interface BulkLoader extends RowSink, AutoCloseable {

    /** Flushes what is buffered; the caller commits. */
    void finish() throws Exception;

    /** Bytes of row data sent so far, for MB/s. */
    long bytes();

    /** Rows written so far. */
    long rows();

    @Override
    default void close() throws SQLException {}
}
