package org.surgebench.workloads.soe;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * The server variant: each transaction is one call of the stored code {@code generate} installs (PL/pgSQL
 * functions {@code orderentry_*} on PostgreSQL, stored functions of that name on MariaDB, procedures of that name
 * on MySQL, the package {@code ORDERENTRY} on Oracle), like Swingbench's
 * default configuration SOE_Server_Side_V2. The client draws what Swingbench's Java side draws (the customer, the
 * names and places of NCR and UCD, PO's warehouse, SQ's sales rep) and passes the intra-transaction think time;
 * the call returns the statements it executed by kind and the milliseconds it slept, which are counted here and
 * left out of the response time.
 *
 * <p>On PostgreSQL and MariaDB a function cannot commit: the call runs in autocommit, so it is one transaction committed when
 * it returns. On Oracle the package commits, as Swingbench's does; MySQL's procedures begin and commit a
 * transaction themselves, called in autocommit mode. A procedure's result is its first (OUT) parameter, numbered
 * as a function's result ({@link SoeSql#serverCall}).
 */
final class ServerTransactions {
    private ServerTransactions() {}

    static void newCustomer(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        String[] nls = SoeNames.NLS[r.nextInt(SoeNames.NLS.length)];
        String[] place = SoeNames.PLACES[r.nextInt(SoeNames.PLACES.length)];
        CallableStatement cs = call(ctx, run, "newcustomer", 9);
        cs.setString(2, SoeNames.FIRST[r.nextInt(SoeNames.FIRST.length)]);
        cs.setString(3, SoeNames.LAST[r.nextInt(SoeNames.LAST.length)]);
        cs.setString(4, nls[0]);
        cs.setString(5, nls[1]);
        cs.setString(6, place[0]);
        cs.setString(7, place[1]);
        cs.setString(8, place[2]);
        execute(ctx, cs, 8);
    }

    static void updateCustomer(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        String[] place = SoeNames.PLACES[r.nextInt(SoeNames.PLACES.length)];
        CallableStatement cs = call(ctx, run, "updatecustomerdetails", 7);
        cs.setString(2, SoeNames.FIRST[r.nextInt(SoeNames.FIRST.length)]);
        cs.setString(3, SoeNames.LAST[r.nextInt(SoeNames.LAST.length)]);
        cs.setString(4, place[0]);
        cs.setString(5, place[1]);
        cs.setString(6, place[2]);
        execute(ctx, cs, 6);
    }

    static void browseProducts(TxContext ctx) throws SQLException {
        browseProducts(ctx, 1);
    }

    /** BPR: Browse Products without the logon (the read-only mix writes nothing). */
    static void browseProductsReadOnly(TxContext ctx) throws SQLException {
        browseProducts(ctx, 0);
    }

    private static void browseProducts(TxContext ctx, int logon) throws SQLException {
        SoeRun run = ctx.shared();
        CallableStatement cs = call(ctx, run, "browseproducts", 4);
        cs.setLong(2, run.randomCustomer(ctx.random()));
        cs.setInt(5, logon);
        execute(ctx, cs, 2);
    }

    static void orderProducts(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        CallableStatement cs = call(ctx, run, "neworder", 3);
        cs.setLong(2, run.randomCustomer(ctx.random()));
        execute(ctx, cs, 2);
    }

    static void processOrders(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        CallableStatement cs = call(ctx, run, "processorders", 3);
        cs.setInt(2, ctx.random().between(1, ClientQueryTransactions.MAX_ID));
        execute(ctx, cs, 2);
    }

    static void browseOrders(TxContext ctx) throws SQLException {
        browseOrders(ctx, 0);
    }

    /** BOR: Browse and Update Orders without the logon and the updates. */
    static void browseOrdersReadOnly(TxContext ctx) throws SQLException {
        browseOrders(ctx, 1);
    }

    private static void browseOrders(TxContext ctx, int readOnly) throws SQLException {
        SoeRun run = ctx.shared();
        CallableStatement cs = call(ctx, run, "browseandupdateorders", 4);
        cs.setLong(2, run.randomCustomer(ctx.random()));
        cs.setInt(5, readOnly);
        execute(ctx, cs, 2);
    }

    static void salesRepQuery(TxContext ctx) throws SQLException {
        query(ctx, "salesrepsquery");
    }

    static void warehouseQuery(TxContext ctx) throws SQLException {
        query(ctx, "warehouseordersquery");
    }

    static void warehouseActivity(TxContext ctx) throws SQLException {
        query(ctx, "warehouseactivityquery");
    }

    /** SQ, WQ and WA take a sales rep or a warehouse, 1..999. */
    private static void query(TxContext ctx, String function) throws SQLException {
        SoeRun run = ctx.shared();
        CallableStatement cs = call(ctx, run, function, 3);
        cs.setInt(2, ctx.random().between(1, ClientQueryTransactions.MAX_ID));
        execute(ctx, cs, 2);
    }

    /** The call of {@code function} with {@code params} arguments, its result registered. */
    private static CallableStatement call(TxContext ctx, SoeRun run, String function, int params) throws SQLException {
        Connection c = ctx.connection();
        if (run.sql().serverCallsAutocommit() && !c.getAutoCommit()) {
            c.setAutoCommit(true);
        }
        CallableStatement cs = ctx.prepareCall(run.sql().serverCall(function, params));
        cs.registerOutParameter(1, Types.VARCHAR);
        return cs;
    }

    /**
     * Passes the think time bounds as the arguments {@code sleepAt} and {@code sleepAt + 1} (counted from 1, as in
     * the function's signature), runs the call and counts what it reports:
     * "selects,inserts,updates,deletes,commits,rollbacks,slept-ms".
     */
    private static void execute(TxContext ctx, CallableStatement cs, int sleepAt) throws SQLException {
        cs.setInt(sleepAt + 1, (int)
                Math.min(Integer.MAX_VALUE, ctx.intraThinkMin().toMillis()));
        cs.setInt(sleepAt + 2, (int)
                Math.min(Integer.MAX_VALUE, ctx.intraThinkMax().toMillis()));
        cs.execute();
        String result = cs.getString(1);
        String[] n = result == null ? new String[0] : result.split(",");
        if (n.length != 7) {
            throw new SQLException("The soe server code returned '" + result + "' instead of seven counts: "
                    + "reinstall it with `surge generate soe --only-code`.");
        }
        ctx.count(StatementKind.SELECT, Integer.parseInt(n[0].strip()));
        ctx.count(StatementKind.INSERT, Integer.parseInt(n[1].strip()));
        ctx.count(StatementKind.UPDATE, Integer.parseInt(n[2].strip()));
        ctx.count(StatementKind.DELETE, Integer.parseInt(n[3].strip()));
        ctx.count(StatementKind.COMMIT, Integer.parseInt(n[4].strip()));
        ctx.count(StatementKind.ROLLBACK, Integer.parseInt(n[5].strip()));
        ctx.recordThink(Long.parseLong(n[6].strip()) * 1_000_000L);
    }
}
