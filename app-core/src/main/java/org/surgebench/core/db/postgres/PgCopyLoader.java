package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.SQLException;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import org.surgebench.core.db.TextFormatLoader;
import org.surgebench.core.spi.TableDef;

/**
 * Loads through PostgreSQL's {@code COPY ... FROM STDIN} in text format, the path {@code pgbench -i} uses.
 * Rows are encoded straight into a byte buffer and streamed in 256 KB pieces, with no object per row. With
 * {@code freeze} the rows are written frozen ({@code COPY ... (FREEZE)}), which the server allows only into a table
 * created or emptied in the same transaction.
 */
public final class PgCopyLoader extends TextFormatLoader {
    private static final int FLUSH_AT = 256 * 1024;

    private final CopyIn copy;

    public PgCopyLoader(Connection connection, TableDef table, boolean freeze) throws SQLException {
        super(FLUSH_AT);
        String sql = "COPY " + table.name() + " (" + String.join(", ", table.columns()) + ") FROM STDIN"
                + (freeze ? " (FREEZE)" : "");
        copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
    }

    @Override
    protected void send(byte[] buf, int len, long rows) throws SQLException {
        copy.writeToCopy(buf, 0, len);
    }

    @Override
    public void finish() throws SQLException {
        flush();
        copy.endCopy();
    }

    @Override
    public void close() throws SQLException {
        if (copy.isActive()) {
            copy.cancelCopy();
        }
    }
}
