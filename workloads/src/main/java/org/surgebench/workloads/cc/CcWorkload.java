package org.surgebench.workloads.cc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;
import org.surgebench.workloads.PerScale;

/**
 * Swingbench's Calling Circle: a telecom's customer accounts, their lines and each line's "calling circle" of
 * numbers called at a discount (call packages of slots, with their history), and its three transactions, New
 * Customer (NC 25), Update Customer Details (UCD 100) and Retrieve Customer Details (RCD 50), under its defaults
 * (20 users). Scale 1 is 1,000,000 customer accounts (10,000,000 package slots). Every statement goes from the
 * client (the calls of Swingbench's PL/SQL package as statements); docs/cc.md puts it beside Swingbench.
 */
public final class CcWorkload implements Workload {
    static final PerScale ACCOUNTS = new PerScale(1_000_000, "customer accounts");

    @Override
    public String name() {
        return "cc";
    }

    @Override
    public String description() {
        return "Swingbench's Calling Circle: telecom customers and their calling circles, NC/UCD/RCD "
                + "(scale 1 = 1,000,000 accounts)";
    }

    @Override
    public double minScale() {
        return 0.0001;
    }

    @Override
    public double maxScale() {
        return 10_000;
    }

    @Override
    public String sizeLabel(double scale, Map<String, String> options) {
        return ACCOUNTS.label(scale);
    }

    @Override
    public Schema schema(SchemaOptions options) {
        long accounts = ACCOUNTS.at(options.scale());
        return DdlScripts.schema(
                CcWorkload.class,
                name(),
                options,
                CcRows.tables(accounts),
                Map.of("next_id", Long.toString(accounts + 1)));
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("NC", "New Customer", 25, true, false, CcTransactions::newCustomer),
                new TransactionDef("UCD", "Update Customer Details", 100, true, false, CcTransactions::updateCustomer),
                new TransactionDef(
                        "RCD", "Retrieve Customer Details", 50, true, false, CcTransactions::retrieveCustomer));
    }

    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return CcOnEventLoop.transactions();
    }

    /** Each change's think time waits on the event loop's timer, as on a thread ({@link CcOnEventLoop}). */
    @Override
    public boolean eventLoopsThinkInside(String variant) {
        return true;
    }

    @Override
    public List<Mix> mixes() {
        Map<String, Integer> w = new LinkedHashMap<>();
        transactions().forEach(t -> w.put(t.shortName(), t.defaultWeight()));
        // Swingbench has one: Calling_Circle.xml's weights.
        return List.of(new Mix("swingbench", "Calling_Circle.xml's weights", w));
    }

    /** Calling_Circle.xml: 20 users, no think time between transactions, a 120 s query timeout. */
    @Override
    public RunDefaults runDefaults() {
        return new RunDefaults(20, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(120));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return CcRun.prepare(connection);
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return List.of(
                VerifyCheck.of(
                        "every line belongs to an account",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM custclis cc WHERE NOT EXISTS "
                                        + "(SELECT 1 FROM custaccounts ca WHERE ca.caid = cc.caid)",
                                "lines without their account")),
                VerifyCheck.of(
                        "every line has one current row per slot of its call package",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM custclis cc WHERE (SELECT COUNT(*) FROM packageclis pc "
                                        + "WHERE pc.ccid = cc.ccid AND pc.pcvalidto = cc.ccvalidto) <> "
                                        + "(SELECT COUNT(*) FROM packageslots ps WHERE ps.cpid = cc.cpid)",
                                "lines whose current slots are not their package's")),
                VerifyCheck.of(
                        "no line has more changes than it is allowed",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM custclis WHERE ccupdates > ccupdatesallowed",
                                "lines over their allowed changes")));
    }

    private static String none(Connection c, String sql, String what) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            long n = rs.getLong(1);
            return n == 0 ? null : n + " " + what;
        }
    }
}
