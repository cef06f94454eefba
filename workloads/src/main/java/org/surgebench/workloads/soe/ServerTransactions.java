package org.surgebench.workloads.soe;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
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

    /**
     * One call of the stored code: the routine and its arguments before and after the two think-time bounds, which
     * sit in the same place in every routine's signature. Both forms of a transaction make their call here, so they
     * draw the same values in the same order and send the same arguments.
     */
    record Call(String function, List<Object> beforeSleeps, List<Object> afterSleeps) {
        int params() {
            return beforeSleeps.size() + 2 + afterSleeps.size();
        }

        /** The arguments in the routine's order, the think-time bounds (milliseconds) in their place. */
        List<Object> arguments(int minSleepMs, int maxSleepMs) {
            List<Object> all = new java.util.ArrayList<>(beforeSleeps);
            all.add(minSleepMs);
            all.add(maxSleepMs);
            all.addAll(afterSleeps);
            return all;
        }
    }

    /** NCR: a first and last name, a language and territory, a town, county and country. */
    static Call newCustomerCall(Rng r) {
        String[] nls = SoeNames.NLS[r.nextInt(SoeNames.NLS.length)];
        String[] place = SoeNames.PLACES[r.nextInt(SoeNames.PLACES.length)];
        String first = SoeNames.FIRST[r.nextInt(SoeNames.FIRST.length)];
        String last = SoeNames.LAST[r.nextInt(SoeNames.LAST.length)];
        return new Call("newcustomer", List.of(first, last, nls[0], nls[1], place[0], place[1], place[2]), List.of());
    }

    /** UCD: a first and last name to search, the new address's town, county and country. */
    static Call updateCustomerCall(Rng r) {
        String[] place = SoeNames.PLACES[r.nextInt(SoeNames.PLACES.length)];
        String first = SoeNames.FIRST[r.nextInt(SoeNames.FIRST.length)];
        String last = SoeNames.LAST[r.nextInt(SoeNames.LAST.length)];
        return new Call("updatecustomerdetails", List.of(first, last, place[0], place[1], place[2]), List.of());
    }

    /** BP with the logon (1), BPR without it (0). */
    static Call browseProductsCall(SoeRun run, Rng r, int logon) {
        return new Call("browseproducts", List.of(run.randomCustomer(r)), List.of(logon));
    }

    static Call orderProductsCall(SoeRun run, Rng r) {
        return new Call("neworder", List.of(run.randomCustomer(r)), List.of());
    }

    static Call processOrdersCall(Rng r) {
        return new Call("processorders", List.of(r.between(1, ClientQueryTransactions.MAX_ID)), List.of());
    }

    /** BO (0), or BOR without the logon and the updates (1). */
    static Call browseOrdersCall(SoeRun run, Rng r, int readOnly) {
        return new Call("browseandupdateorders", List.of(run.randomCustomer(r)), List.of(readOnly));
    }

    /** SQ, WQ and WA take a sales rep or a warehouse, 1..999. */
    static Call queryCall(String function, Rng r) {
        return new Call(function, List.of(r.between(1, ClientQueryTransactions.MAX_ID)), List.of());
    }

    static void newCustomer(TxContext ctx) throws SQLException {
        execute(ctx, newCustomerCall(ctx.random()));
    }

    static void updateCustomer(TxContext ctx) throws SQLException {
        execute(ctx, updateCustomerCall(ctx.random()));
    }

    static void browseProducts(TxContext ctx) throws SQLException {
        execute(ctx, browseProductsCall(ctx.shared(), ctx.random(), 1));
    }

    /** BPR: Browse Products without the logon (the read-only mix writes nothing). */
    static void browseProductsReadOnly(TxContext ctx) throws SQLException {
        execute(ctx, browseProductsCall(ctx.shared(), ctx.random(), 0));
    }

    static void orderProducts(TxContext ctx) throws SQLException {
        execute(ctx, orderProductsCall(ctx.shared(), ctx.random()));
    }

    static void processOrders(TxContext ctx) throws SQLException {
        execute(ctx, processOrdersCall(ctx.random()));
    }

    static void browseOrders(TxContext ctx) throws SQLException {
        execute(ctx, browseOrdersCall(ctx.shared(), ctx.random(), 0));
    }

    /** BOR: Browse and Update Orders without the logon and the updates. */
    static void browseOrdersReadOnly(TxContext ctx) throws SQLException {
        execute(ctx, browseOrdersCall(ctx.shared(), ctx.random(), 1));
    }

    static void salesRepQuery(TxContext ctx) throws SQLException {
        execute(ctx, queryCall("salesrepsquery", ctx.random()));
    }

    static void warehouseQuery(TxContext ctx) throws SQLException {
        execute(ctx, queryCall("warehouseordersquery", ctx.random()));
    }

    static void warehouseActivity(TxContext ctx) throws SQLException {
        execute(ctx, queryCall("warehouseactivityquery", ctx.random()));
    }

    /**
     * Runs the call with the run's think-time bounds (its result registered as the first parameter) and counts what
     * it reports.
     */
    private static void execute(TxContext ctx, Call call) throws SQLException {
        SoeRun run = ctx.shared();
        Connection c = ctx.connection();
        if (run.sql().serverCallsAutocommit() && !c.getAutoCommit()) {
            c.setAutoCommit(true);
        }
        CallableStatement cs = ctx.prepareCall(run.sql().serverCall(call.function(), call.params()));
        cs.registerOutParameter(1, Types.VARCHAR);
        List<Object> arguments = call.arguments(millis(ctx.intraThinkMin()), millis(ctx.intraThinkMax()));
        for (int i = 0; i < arguments.size(); i++) {
            cs.setObject(i + 2, arguments.get(i));
        }
        cs.execute();
        Reported n = Reported.of(cs.getString(1));
        ctx.count(StatementKind.SELECT, n.selects());
        ctx.count(StatementKind.INSERT, n.inserts());
        ctx.count(StatementKind.UPDATE, n.updates());
        ctx.count(StatementKind.DELETE, n.deletes());
        ctx.count(StatementKind.COMMIT, n.commits());
        ctx.count(StatementKind.ROLLBACK, n.rollbacks());
        ctx.recordThink(n.sleptMs() * 1_000_000L);
    }

    private static int millis(java.time.Duration d) {
        return (int) Math.min(Integer.MAX_VALUE, d.toMillis());
    }

    /** What a call returns: "selects,inserts,updates,deletes,commits,rollbacks,slept-ms". */
    record Reported(int selects, int inserts, int updates, int deletes, int commits, int rollbacks, long sleptMs) {
        static Reported of(String result) throws SQLException {
            String[] n = result == null ? new String[0] : result.split(",");
            if (n.length != 7) {
                throw new SQLException("The soe server code returned '" + result + "' instead of seven counts: "
                        + "reinstall it with `surge generate soe --only-code`.");
            }
            return new Reported(
                    Integer.parseInt(n[0].strip()),
                    Integer.parseInt(n[1].strip()),
                    Integer.parseInt(n[2].strip()),
                    Integer.parseInt(n[3].strip()),
                    Integer.parseInt(n[4].strip()),
                    Integer.parseInt(n[5].strip()),
                    Long.parseLong(n[6].strip()));
        }
    }
}
