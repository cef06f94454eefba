package org.surgebench.workloads.tpcc;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.surgebench.core.snapshot.SnapshotProvider;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.SqlDialects;

/**
 * TPC-C's figures as HammerDB computes them, from the database at the start and end of the measured window:
 * NOPM is the change of sum(D_NEXT_O_ID) per minute (committed New-Orders only: a rolled-back one gives its
 * order number back). TPM is the change of commits + rollbacks per minute as the database counts them: on
 * PostgreSQL in pg_stat_database, for this database ({@code tpm}) and, as HammerDB sums it, for the whole server
 * ({@code tpmServer}: other work on the server counts too); on MariaDB Com_commit + Com_rollback, the server's
 * only ({@code tpmServer}, as HammerDB reads it there); on Oracle V$SYSSTAT's user commits + user rollbacks, the
 * instance's ({@code tpmServer}, as HammerDB reads it there; left out where the user may not read V$SYSSTAT).
 * Stored in the results under {@code database.tpcc}.
 */
final class TpccMeasures implements SnapshotProvider {
    static final String NAME = "tpcc";
    private final SqlDialect sql;
    /** Whether the database counts transactions ({@link SqlDialect#transactionCounts}). */
    private boolean counted;

    private long[] start;
    private long startNanos;

    TpccMeasures(String dialect) {
        this.sql = SqlDialects.named(dialect);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void begin(Connection connection) throws Exception {
        start = read(connection);
        startNanos = System.nanoTime();
    }

    @Override
    public Map<String, Object> end(Connection connection, Path resultsDir) throws Exception {
        long[] end = read(connection);
        double minutes = (System.nanoTime() - startNanos) / 60e9;
        Map<String, Object> out = new LinkedHashMap<>();
        long newOrders = end[0] - start[0];
        out.put("nopm", Math.round(newOrders / minutes));
        boolean ofDatabase = counted && start[1] >= 0;
        if (ofDatabase) {
            out.put("tpm", Math.round((end[1] - start[1]) / minutes));
        }
        if (counted) {
            out.put("tpmServer", Math.round((end[2] - start[2]) / minutes));
        }
        out.put("newOrders", newOrders);
        if (ofDatabase) {
            out.put("databaseTransactions", end[1] - start[1]);
        }
        if (counted) {
            out.put("serverTransactions", end[2] - start[2]);
        }
        out.put("minutes", Math.round(minutes * 1000) / 1000.0);
        return out;
    }

    /** sum(D_NEXT_O_ID), then this database's and the server's commits + rollbacks where they are counted. */
    private long[] read(Connection c) throws SQLException {
        long[] v = new long[3];
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT SUM(d_next_o_id) FROM district")) {
            rs.next();
            v[0] = rs.getLong(1);
        }
        long[] transactions = sql.transactionCounts(c);
        counted = transactions != null;
        if (counted) {
            v[1] = transactions[0];
            v[2] = transactions[1];
        }
        if (!c.getAutoCommit()) {
            c.commit();
        }
        return v;
    }
}
