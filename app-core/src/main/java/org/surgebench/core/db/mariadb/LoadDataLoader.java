package org.surgebench.core.db.mariadb;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.surgebench.core.db.TextFormatLoader;
import org.surgebench.core.spi.TableDef;

/**
 * Loads with {@code LOAD DATA LOCAL INFILE}, the fastest path into InnoDB from a client: rows are encoded into
 * a buffer in the statement's default text format (tab between fields, {@code \N} for NULL, backslash escapes)
 * and every few MB handed to the driver as the "file"'s stream, so nothing touches a disk on either side.
 *
 * <p>With LOCAL the server turns errors in the data (a duplicate key, a value that does not fit) into warnings
 * and skips or truncates the row; each statement's row count and warning count are checked, so such a load
 * fails with the server's first warning instead of leaving a silently different table.
 */
final class LoadDataLoader extends TextFormatLoader {
    /** Rows per statement are bounded by bytes: large enough that the statement's round trip does not matter. */
    static final int FLUSH_AT = 4 * 1024 * 1024;

    private final Statement statement;
    private final String table;
    private final String sql;

    LoadDataLoader(Connection connection, TableDef table) throws SQLException {
        super(FLUSH_AT);
        this.statement = connection.createStatement();
        this.table = table.name();
        // The file name is not read: the driver sends the stream set on the statement instead.
        this.sql = "LOAD DATA LOCAL INFILE 'surgebench.tsv' INTO TABLE " + table.name()
                + " CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' ("
                // Quoted: a column may have a reserved word's name (soe's order_items.condition).
                + String.join(
                        ", ", table.columns().stream().map(c -> "`" + c + "`").toList()) + ")";
    }

    @Override
    protected void send(byte[] buf, int len, long rows) throws SQLException {
        setStream(new ByteArrayInputStream(buf, 0, len));
        long loaded = statement.executeLargeUpdate(sql);
        if (loaded != rows || statement.getWarnings() != null) {
            throw new SQLException(
                    "LOAD DATA into " + table + " took " + loaded + " of " + rows + " rows" + firstWarning(), "22000");
        }
    }

    /** Each driver has its own call for the stream LOAD DATA LOCAL reads; only this class knows either. */
    private void setStream(InputStream in) throws SQLException {
        if (statement.isWrapperFor(org.mariadb.jdbc.Statement.class)) {
            statement.unwrap(org.mariadb.jdbc.Statement.class).setLocalInfileInputStream(in);
        } else {
            statement.unwrap(com.mysql.cj.jdbc.JdbcStatement.class).setLocalInfileInputStream(in);
        }
    }

    private String firstWarning() throws SQLException {
        try (Statement s = statement.getConnection().createStatement();
                ResultSet rs = s.executeQuery("SHOW WARNINGS LIMIT 1")) {
            return rs.next() ? ": " + rs.getString(3) : "";
        }
    }

    @Override
    public void finish() throws SQLException {
        flush();
    }

    @Override
    public void close() throws SQLException {
        statement.close();
    }
}
