package org.surgebench.workloads.tpch;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.SqlDialects;
import org.surgebench.core.spi.VerifyCheck;

/**
 * What must hold of the rows Swingbench's TPC-H-like transactions add ({@link TpchOltp}): orders after the load's
 * last block of keys and customers after the load's are keys their sequence handed out, and those orders have no
 * line items (Swingbench's NewOrder writes none). A schema generated before the sequences existed has none of
 * these rows.
 */
final class TpchOltpVerify {
    private TpchOltpVerify() {}

    static List<VerifyCheck> checks() {
        return List.of(
                VerifyCheck.of(
                        "TPC-H orders after the load's blocks are NewOrder's: keys orders_seq handed out, no line items",
                        TpchOltpVerify::newOrders),
                VerifyCheck.of(
                        "TPC-H customers after the load's are NewCustomer's: keys customer_seq handed out",
                        TpchOltpVerify::newCustomers));
    }

    private static String newOrders(Connection c, SchemaOptions o) throws SQLException {
        TpchShape s = new TpchShape(o.scale(), o.seed());
        long beyond = TpchVerify.single(
                c,
                "SELECT COUNT(*) FROM orders WHERE o_orderkey >= "
                        + next(c, o, TpchOltp.ORDERS_SEQ, s.firstNewOrderKey()));
        if (beyond > 0) {
            return beyond + " orders have keys orders_seq has not handed out yet.";
        }
        long lines = TpchVerify.single(c, "SELECT COUNT(*) FROM lineitem WHERE l_orderkey > " + s.lastBlockKey());
        return lines == 0
                ? null
                : lines + " line items belong to orders after the load's blocks (NewOrder writes none).";
    }

    private static String newCustomers(Connection c, SchemaOptions o) throws SQLException {
        TpchShape s = new TpchShape(o.scale(), o.seed());
        long next = next(c, o, TpchOltp.CUSTOMER_SEQ, s.firstNewCustomerKey());
        long beyond = TpchVerify.single(c, "SELECT COUNT(*) FROM customer WHERE c_custkey >= " + next);
        return beyond == 0 ? null : beyond + " customers have keys customer_seq has not handed out yet.";
    }

    /** The sequence's next value; its first one where the schema has no such sequence (generated before it). */
    private static long next(Connection c, SchemaOptions o, String sequence, long first) throws SQLException {
        var sql = SqlDialects.named(o.dialect());
        return sql.sequences(c).contains(sequence) ? sql.peekNextValue(c, sequence) : first;
    }
}
