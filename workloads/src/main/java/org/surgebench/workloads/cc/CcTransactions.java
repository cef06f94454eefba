package org.surgebench.workloads.cc;

import java.sql.SQLException;
import org.surgebench.core.spi.TxContext;

/**
 * Swingbench's three Calling Circle transactions (NewCallingCircleProcess, UpdateCallingCircleProcess,
 * RetrieveHistoryProcess) as sequences of {@link CcCalls}. Swingbench takes each transaction's parameters from a
 * line of the data files its wizard writes before a run ("New", "Get", "Qry" and the "Upd" lines after them);
 * Surgebench draws the same parameters from the generated data ({@link CcInputs}, drawn as the transaction
 * starts): a generated customer (its name, PIN, region and number follow from its id), a new customer (named by
 * its new key) with a random region, number and call package, and for each change a slot, a region and a number
 * at random. A change is preceded by the run's intra-transaction think time, as Swingbench's thinkSleep before
 * each "Upd" line. {@link CcOnEventLoop} is the same on event loops.
 */
final class CcTransactions {
    /** The "Upd" lines that follow a "New" or a "Get" line in Swingbench's files. */
    static final int CHANGES = 10;

    private CcTransactions() {}

    /** NC: register an account and a line, read its calling circle, then ten changes of it. */
    static void newCustomer(TxContext ctx) throws SQLException {
        CcInputs.NewCustomer in = CcInputs.NewCustomer.draw(ctx.random());
        CcCalls calls = new CcCalls(ctx);
        String name = calls.newCustAccount(CcRows.PIN);
        calls.getCustAccount(name, CcRows.PIN);
        calls.newCustCLI(in.region(), CcRows.COUNTRY, in.cli(), in.callPackage());
        calls.getCustCLI(CcRows.COUNTRY, in.region(), in.cli());
        calls.getPackageCLIs();
        changes(ctx, calls, in.changes(), name, in.region(), in.cli());
    }

    /** UCD: log a generated customer on, read its calling circle, then ten changes of it. */
    static void updateCustomer(TxContext ctx) throws SQLException {
        CcInputs.Customer in = CcInputs.Customer.draw(ctx.shared(), ctx.random(), true);
        CcCalls calls = new CcCalls(ctx);
        calls.getCustAccount(in.name(), CcRows.PIN);
        calls.getCustCLI(CcRows.COUNTRY, in.region(), in.cli());
        calls.getPackageCLIs();
        changes(ctx, calls, in.changes(), in.name(), in.region(), in.cli());
    }

    /** RCD: log a generated customer on and report its calling circle's history. */
    static void retrieveCustomer(TxContext ctx) throws SQLException {
        CcInputs.Customer in = CcInputs.Customer.draw(ctx.shared(), ctx.random(), false);
        CcCalls calls = new CcCalls(ctx);
        calls.getCustAccount(in.name(), CcRows.PIN);
        calls.getCustCLI(CcRows.COUNTRY, in.region(), in.cli());
        calls.qryPackageCLIsHistory();
    }

    /**
     * Each change: the intra-transaction think, then log on again, read the line and its slots, change one slot, read
     * the circle again.
     */
    private static void changes(
            TxContext ctx, CcCalls calls, CcInputs.Change[] changes, String name, String region, String cli)
            throws SQLException {
        for (CcInputs.Change c : changes) {
            ctx.think();
            calls.getCustAccount(name, CcRows.PIN);
            calls.getCustCLI(CcRows.COUNTRY, region, cli);
            calls.getPackageCLIs();
            CcChange.setPackageCLI(calls, c.slot(), c.region(), CcRows.COUNTRY, c.cli());
            calls.getPackageCLIs();
        }
    }
}
