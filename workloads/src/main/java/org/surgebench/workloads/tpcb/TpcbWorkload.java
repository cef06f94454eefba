package org.surgebench.workloads.tpcb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.TxContext;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;

/**
 * pgbench's TPC-B-like default script with pgbench's tables, so Surgebench can be calibrated side by side
 * with pgbench on the same server: scale s has s branches, 10 s tellers and 100,000 s accounts.
 */
public final class TpcbWorkload implements Workload {
    static final int ACCOUNTS_PER_BRANCH = 100_000;
    static final int TELLERS_PER_BRANCH = 10;

    /** Row counts for one scale, shared by every user of a run. */
    public record Shape(long branches, long tellers, long accounts) {
        static Shape of(double scale) {
            long accounts = Math.max(1, Math.round(scale * ACCOUNTS_PER_BRANCH));
            long branches = Math.max(1, (long) Math.ceil(scale - 1e-9));
            long tellers = Math.max(1, (long) Math.ceil(scale * TELLERS_PER_BRANCH - 1e-9));
            return new Shape(branches, tellers, accounts);
        }
    }

    @Override
    public String name() {
        return "tpcb";
    }

    @Override
    public String description() {
        return "pgbench-compatible TPC-B-like calibration workload (pgbench_accounts/branches/tellers/history)";
    }

    @Override
    public double minScale() {
        return 0.01;
    }

    @Override
    public double maxScale() {
        return 100_000;
    }

    @Override
    public Schema schema(SchemaOptions options) {
        Shape s = Shape.of(options.scale());
        List<TableDef> tables = List.of(
                new TableDef(
                        "pgbench_branches",
                        List.of("bid", "bbalance", "filler"),
                        s.branches(),
                        s.branches(),
                        120,
                        (seed, from, to, sink) -> {
                            for (long k = from; k <= to; k++) {
                                sink.value(k).value(0).nullValue().endRow();
                            }
                        }),
                new TableDef(
                        "pgbench_tellers",
                        List.of("tid", "bid", "tbalance", "filler"),
                        s.tellers(),
                        s.tellers(),
                        120,
                        (seed, from, to, sink) -> {
                            for (long k = from; k <= to; k++) {
                                sink.value(k)
                                        .value((k - 1) / TELLERS_PER_BRANCH + 1)
                                        .value(0)
                                        .nullValue()
                                        .endRow();
                            }
                        }),
                // pgbench sends an empty filler; char(84) pads it, so rows take the same space as pgbench's.
                new TableDef(
                        "pgbench_accounts",
                        List.of("aid", "bid", "abalance", "filler"),
                        s.accounts(),
                        s.accounts(),
                        121,
                        (seed, from, to, sink) -> {
                            for (long k = from; k <= to; k++) {
                                sink.value(k)
                                        .value((k - 1) / ACCOUNTS_PER_BRANCH + 1)
                                        .value(0)
                                        .value("")
                                        .endRow();
                            }
                        }),
                new TableDef(
                        "pgbench_history",
                        List.of("tid", "bid", "aid", "delta", "mtime", "filler"),
                        0,
                        0,
                        50,
                        (seed, from, to, sink) -> {}));
        return DdlScripts.schema(TpcbWorkload.class, name(), options, tables, Map.of());
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("TPCB", "TPC-B-like (pgbench default)", 1, true, false, TpcbWorkload::tpcb),
                new TransactionDef("SEL", "Select only (pgbench -S)", 1, false, true, TpcbWorkload::selectOnly));
    }

    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return TpcbOnEventLoop.transactions();
    }

    @Override
    public List<Mix> mixes() {
        return List.of(
                new Mix("tpcb-like", "pgbench's default script", Map.of("TPCB", 1)),
                new Mix("select-only", "pgbench -S: one primary-key lookup per transaction", Map.of("SEL", 1)));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) {
        return Shape.of(options.scale());
    }

    /** One TPC-B transaction's draws, in pgbench's order; both forms of the transaction take them from here. */
    record Draw(long aid, long bid, long tid, int delta) {
        static Draw of(Shape s, Rng r) {
            long aid = r.between(1, s.accounts());
            long bid = r.between(1, s.branches());
            long tid = r.between(1, s.tellers());
            return new Draw(aid, bid, tid, r.between(-5000, 5000));
        }
    }

    static void tpcb(TxContext ctx) throws SQLException {
        Draw d = Draw.of(ctx.shared(), ctx.random());
        long aid = d.aid();
        long bid = d.bid();
        long tid = d.tid();
        int delta = d.delta();
        PreparedStatement upAcc = ctx.prepare("UPDATE pgbench_accounts SET abalance = abalance + ? WHERE aid = ?");
        upAcc.setInt(1, delta);
        upAcc.setLong(2, aid);
        ctx.update(upAcc);
        PreparedStatement sel = ctx.prepare("SELECT abalance FROM pgbench_accounts WHERE aid = ?");
        sel.setLong(1, aid);
        try (ResultSet rs = ctx.query(sel)) {
            rs.next();
        }
        PreparedStatement upTel = ctx.prepare("UPDATE pgbench_tellers SET tbalance = tbalance + ? WHERE tid = ?");
        upTel.setInt(1, delta);
        upTel.setLong(2, tid);
        ctx.update(upTel);
        PreparedStatement upBr = ctx.prepare("UPDATE pgbench_branches SET bbalance = bbalance + ? WHERE bid = ?");
        upBr.setInt(1, delta);
        upBr.setLong(2, bid);
        ctx.update(upBr);
        PreparedStatement ins = ctx.prepare("INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) "
                + "VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP)");
        ins.setLong(1, tid);
        ins.setLong(2, bid);
        ins.setLong(3, aid);
        ins.setInt(4, delta);
        ctx.update(ins);
        ctx.commit();
    }

    static void selectOnly(TxContext ctx) throws SQLException {
        Shape s = ctx.shared();
        PreparedStatement sel = ctx.prepare("SELECT abalance FROM pgbench_accounts WHERE aid = ?");
        sel.setLong(1, ctx.random().between(1, s.accounts()));
        try (ResultSet rs = ctx.query(sel)) {
            rs.next();
        }
        ctx.commit();
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return List.of(VerifyCheck.of("balances agree (accounts = tellers = branches = history)", (c, o) -> {
            long acc = sum(c, "SELECT COALESCE(SUM(abalance), 0) FROM pgbench_accounts");
            long tel = sum(c, "SELECT COALESCE(SUM(tbalance), 0) FROM pgbench_tellers");
            long br = sum(c, "SELECT COALESCE(SUM(bbalance), 0) FROM pgbench_branches");
            long hist = sum(c, "SELECT COALESCE(SUM(delta), 0) FROM pgbench_history");
            return acc == tel && tel == br && br == hist
                    ? null
                    : "sums differ: accounts " + acc + ", tellers " + tel + ", branches " + br + ", history " + hist;
        }));
    }

    private static long sum(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
