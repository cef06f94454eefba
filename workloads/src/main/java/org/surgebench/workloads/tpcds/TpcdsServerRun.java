package org.surgebench.workloads.tpcds;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * The server variant: each transaction is one call of its routine in the stored code generate installs
 * ({@code tpcds_<name>}: PL/pgSQL functions on PostgreSQL, procedures on MariaDB), as Swingbench calls
 * {@code pkg_tpcds_transactions.<Name>}. The client draws the values {@link TpcdsRun} draws, from the same stream in
 * the same order, and passes them with the think time inside the transaction; the routine runs the client
 * variant's statement, sleeps where the package sleeps (before the statement and before the commit) and returns
 * "selects,inserts,updates,deletes,commits,rollbacks,slept-ms", counted here, its sleep left out of the response
 * time.
 *
 * <p>The call runs in autocommit mode: a PostgreSQL function cannot commit, so each call is one transaction,
 * committed when it returns (a call that changed no row writes no commit, and reports none); MariaDB's procedures
 * begin and commit a transaction themselves, as the package commits.
 */
final class TpcdsServerRun {
    private TpcdsServerRun() {}

    /** New*: the row {@link TpcdsRun#newRow} draws, inserted by the routine. */
    static void insert(TxContext ctx, String routine, FactTable f) throws SQLException {
        TpcdsRun run = ctx.shared();
        call(ctx, routine, run.newRow(f, ctx.random()));
    }

    /** Update*: the values {@link TpcdsRun#change} draws, the band's values then the lookup's. */
    static void update(TxContext ctx, String routine, FactTable f) throws SQLException {
        TpcdsRun run = ctx.shared();
        call(ctx, routine, run.change(f, ctx.random()));
    }

    private static void call(TxContext ctx, String routine, long[] values) throws SQLException {
        Connection c = ctx.connection();
        if (!c.getAutoCommit()) {
            c.setAutoCommit(true);
        }
        boolean procedure = TpcdsCode.procedures(ctx.sql().name());
        CallableStatement cs = ctx.prepareCall(TpcdsCode.callText(ctx.sql(), routine, values.length + 2));
        int first = procedure ? 1 : 2;
        int out = procedure ? values.length + 3 : 1;
        cs.registerOutParameter(out, Types.VARCHAR);
        for (int i = 0; i < values.length; i++) {
            cs.setLong(first + i, values[i]);
        }
        cs.setInt(first + values.length, millis(ctx.intraThinkMin().toMillis()));
        cs.setInt(first + values.length + 1, millis(ctx.intraThinkMax().toMillis()));
        cs.execute();
        count(ctx, cs.getString(out));
    }

    private static int millis(long ms) {
        return (int) Math.min(Integer.MAX_VALUE, ms);
    }

    private static void count(TxContext ctx, String result) throws SQLException {
        String[] n = result == null ? new String[0] : result.split(",");
        if (n.length != 7) {
            throw new SQLException("The tpcds server code returned '" + result + "' instead of seven counts: "
                    + "reinstall it with `surge generate tpcds --only-code`.");
        }
        StatementKind[] kinds = {
            StatementKind.SELECT,
            StatementKind.INSERT,
            StatementKind.UPDATE,
            StatementKind.DELETE,
            StatementKind.COMMIT,
            StatementKind.ROLLBACK
        };
        for (int i = 0; i < kinds.length; i++) {
            ctx.count(kinds[i], Integer.parseInt(n[i].strip()));
        }
        ctx.recordThink(Long.parseLong(n[6].strip()) * 1_000_000L);
    }
}
