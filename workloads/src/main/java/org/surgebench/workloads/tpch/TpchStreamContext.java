package org.surgebench.workloads.tpch;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * The context a stream of the power or throughput test runs the workload's own query and refresh code in
 * ({@link TpchQueryRunner}, {@link TpchRefresh}): one connection, the stream's number as the user's (user u draws
 * the parameters of stream u - 1), the test's query timeout, and the rows the last query returned.
 */
final class TpchStreamContext implements TxContext {
    private final Connection connection;
    private final TpchRun shared;
    private final String dialect;
    private final int stream;
    private final int timeoutSeconds;
    private final Rng random = new Rng(0);
    private final Map<String, PreparedStatement> statements = new HashMap<>();
    private long rows;

    TpchStreamContext(Connection connection, TpchRun shared, String dialect, int stream, int timeoutSeconds) {
        this.connection = connection;
        this.shared = shared;
        this.dialect = dialect;
        this.stream = stream;
        this.timeoutSeconds = timeoutSeconds;
    }

    /** The rows read since the last call, and starts counting again. */
    long takeRows() {
        long n = rows;
        rows = 0;
        return n;
    }

    /** Closes the statements prepared; the connection is the caller's. */
    void closeStatements() {
        for (PreparedStatement ps : statements.values()) {
            try {
                ps.close();
            } catch (SQLException e) {
                // closing only: the connection goes next anyway
            }
        }
        statements.clear();
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public Rng random() {
        return random;
    }

    @Override
    public int userId() {
        return stream + 1;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T shared() {
        return (T) shared;
    }

    @Override
    public String dialect() {
        return dialect;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        PreparedStatement ps = statements.get(sql);
        if (ps == null) {
            ps = connection.prepareStatement(sql);
            statements.put(sql, ps);
        }
        return ps;
    }

    @Override
    public ResultSet query(PreparedStatement statement) throws SQLException {
        return statement.executeQuery();
    }

    @Override
    public int update(PreparedStatement statement) throws SQLException {
        return statement.executeUpdate();
    }

    @Override
    public int[] batch(PreparedStatement statement) throws SQLException {
        return statement.executeBatch();
    }

    @Override
    public void count(StatementKind kind, int n) {
        // the tests time intervals, not statements
    }

    @Override
    public void commit() throws SQLException {
        connection.commit();
    }

    @Override
    public void rollback() throws SQLException {
        connection.rollback();
    }

    @Override
    public void think() {}

    @Override
    public int queryTimeoutSeconds() {
        return timeoutSeconds;
    }

    @Override
    public void rows(long n) {
        rows += n;
    }
}
