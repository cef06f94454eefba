package org.surgebench.workloads;

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
 * A TxContext over one connection, for running a workload's transaction code outside the load driver (sh's
 * queries, tpcc's transactions in H2's Oracle mode), under the dialect named.
 */
public final class DirectTxContext implements TxContext {
    private final Connection connection;
    private final Object shared;
    private final String dialect;
    private final Rng random = new Rng(42);
    private final Map<String, PreparedStatement> statements = new HashMap<>();
    private final long[] counts = new long[StatementKind.values().length];
    public long rows;
    public int queryTimeoutSeconds;

    public DirectTxContext(Connection connection, Object shared, String dialect) {
        this.connection = connection;
        this.shared = shared;
        this.dialect = dialect;
    }

    public long count(StatementKind kind) {
        return counts[kind.ordinal()];
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
        return 1;
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
        counts[StatementKind.SELECT.ordinal()]++;
        return statement.executeQuery();
    }

    @Override
    public int update(PreparedStatement statement) throws SQLException {
        counts[StatementKind.UPDATE.ordinal()]++;
        return statement.executeUpdate();
    }

    @Override
    public int[] batch(PreparedStatement statement) throws SQLException {
        return statement.executeBatch();
    }

    @Override
    public void count(StatementKind kind, int n) {
        counts[kind.ordinal()] += n;
    }

    @Override
    public void commit() throws SQLException {
        counts[StatementKind.COMMIT.ordinal()]++;
        connection.commit();
    }

    @Override
    public void rollback() throws SQLException {
        counts[StatementKind.ROLLBACK.ordinal()]++;
        connection.rollback();
    }

    @Override
    public int queryTimeoutSeconds() {
        return queryTimeoutSeconds;
    }

    @Override
    public void think() {}

    @Override
    public void rows(long n) {
        rows += n;
    }
}
