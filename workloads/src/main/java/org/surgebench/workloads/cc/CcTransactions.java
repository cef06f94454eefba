package org.surgebench.workloads.cc;

import java.sql.SQLException;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * Swingbench's three Calling Circle transactions (NewCallingCircleProcess, UpdateCallingCircleProcess,
 * RetrieveHistoryProcess) as sequences of {@link CcCalls}. Swingbench takes each transaction's parameters from a
 * line of the data files its wizard writes before a run ("New", "Get", "Qry" and the "Upd" lines after them);
 * Surgebench draws the same parameters from the generated data: a generated customer (its name, PIN, region and
 * number follow from its id), a new customer (named by its new key) with a random region, number and call package, and for each
 * change a slot, a region and a number at random. A change is preceded by the run's intra-transaction think time,
 * as Swingbench's thinkSleep before each "Upd" line.
 */
final class CcTransactions {
    /** The "Upd" lines that follow a "New" or a "Get" line in Swingbench's files. */
    static final int CHANGES = 10;

    private CcTransactions() {}

    /** A generated customer: its id drawn uniformly. */
    private static long customer(TxContext ctx) {
        CcRun run = ctx.shared();
        return ctx.random().between(1, run.accounts());
    }

    /** NC: register an account and a line, read its calling circle, then ten changes of it. */
    static void newCustomer(TxContext ctx) throws SQLException {
        Rng r = ctx.random();
        CcCalls calls = new CcCalls(ctx);
        String region = CcRows.regionValue(r.between(1, CcRows.REGIONS));
        String cli = CcRows.cli(r.between(0, 999_999));
        String name = calls.newCustAccount(CcRows.PIN);
        calls.getCustAccount(name, CcRows.PIN);
        calls.newCustCLI(region, CcRows.COUNTRY, cli, r.between(1, CcRows.PACKAGES));
        calls.getCustCLI(CcRows.COUNTRY, region, cli);
        calls.getPackageCLIs();
        changes(ctx, calls, name, region, cli);
    }

    /** UCD: log a generated customer on, read its calling circle, then ten changes of it. */
    static void updateCustomer(TxContext ctx) throws SQLException {
        long id = customer(ctx);
        CcCalls calls = new CcCalls(ctx);
        String region = CcRows.regionValue(CcRows.dialCode(id));
        calls.getCustAccount(CcRows.name(id), CcRows.PIN);
        calls.getCustCLI(CcRows.COUNTRY, region, CcRows.cli(id));
        calls.getPackageCLIs();
        changes(ctx, calls, CcRows.name(id), region, CcRows.cli(id));
    }

    /** RCD: log a generated customer on and report its calling circle's history. */
    static void retrieveCustomer(TxContext ctx) throws SQLException {
        long id = customer(ctx);
        CcCalls calls = new CcCalls(ctx);
        calls.getCustAccount(CcRows.name(id), CcRows.PIN);
        calls.getCustCLI(CcRows.COUNTRY, CcRows.regionValue(CcRows.dialCode(id)), CcRows.cli(id));
        calls.qryPackageCLIsHistory();
    }

    /** Each change: log on again, read the line and its slots, change one slot, read the circle again. */
    private static void changes(TxContext ctx, CcCalls calls, String name, String region, String cli)
            throws SQLException {
        Rng r = ctx.random();
        for (int i = 0; i < CHANGES; i++) {
            int slot = r.between(1, CcRows.SLOTS);
            String newRegion = CcRows.regionValue(r.between(1, CcRows.REGIONS));
            String newCli = CcRows.cli(r.between(0, 999_999));
            ctx.think();
            calls.getCustAccount(name, CcRows.PIN);
            calls.getCustCLI(CcRows.COUNTRY, region, cli);
            calls.getPackageCLIs();
            CcChange.setPackageCLI(calls, slot, newRegion, CcRows.COUNTRY, newCli);
            calls.getPackageCLIs();
        }
    }
}
