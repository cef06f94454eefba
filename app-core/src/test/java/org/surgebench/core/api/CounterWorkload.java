package org.surgebench.core.api;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.TxContext;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;

/**
 * A tiny workload for engine tests: {@code counter_item} rows incremented (INC) and read (READ), and FAIL,
 * which violates the primary key (a real SQL error). Every choice is traced per user so tests can check
 * that the same seed gives the same sequence.
 */
public final class CounterWorkload implements Workload {
    /** Per user: "TX:param" for each transaction started, while tracing is on. */
    public static final Map<Integer, List<String>> TRACE = new ConcurrentHashMap<>();

    public static volatile boolean tracing;

    @Override
    public String name() {
        return "counter";
    }

    @Override
    public String description() {
        return "engine test workload";
    }

    @Override
    public Schema schema(SchemaOptions options) {
        long n = Math.max(1, Math.round(options.scale() * 1000));
        TableDef items =
                new TableDef("counter_item", List.of("id", "val", "label"), n, n, 40, (seed, from, to, sink) -> {
                    var rng = new org.surgebench.core.spi.Rng(0);
                    for (long k = from; k <= to; k++) {
                        rng.reseed(seed, 1, k);
                        sink.value(k)
                                .value(rng.between(0, 100))
                                .value("item\t" + k)
                                .endRow();
                    }
                });
        return DdlScripts.schema(CounterWorkload.class, name(), options, List.of(items), Map.of());
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("INC", "Increment", 3, true, false, CounterWorkload::inc),
                new TransactionDef("READ", "Read", 1, true, true, CounterWorkload::read, List.of("LOOK")),
                new TransactionDef("FAIL", "Duplicate key", 1, false, false, CounterWorkload::fail));
    }

    @Override
    public List<Mix> mixes() {
        return List.of(
                new Mix("default", "increments and reads", Map.of("INC", 3, "READ", 1)),
                new Mix("read-only", "reads only", Map.of("READ", 1)));
    }

    @Override
    public Object prepareRun(java.sql.Connection c, SchemaOptions options) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM counter_item")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static long id(TxContext ctx, String tx) {
        long rows = ctx.<Long>shared();
        long id = ctx.random().between(1, rows);
        if (tracing) {
            TRACE.computeIfAbsent(ctx.userId(), u -> java.util.Collections.synchronizedList(new ArrayList<>()))
                    .add(tx + ":" + id);
        }
        return id;
    }

    static void inc(TxContext ctx) throws SQLException {
        PreparedStatement ps = ctx.prepare("UPDATE counter_item SET val = val + 1 WHERE id = ?");
        ps.setLong(1, id(ctx, "INC"));
        ctx.update(ps);
        ctx.think();
        ctx.commit();
    }

    static void read(TxContext ctx) throws SQLException {
        PreparedStatement ps = ctx.prepare("SELECT val FROM counter_item WHERE id = ?");
        ps.setLong(1, id(ctx, "READ"));
        try (ResultSet rs = ctx.query(ps)) {
            while (rs.next()) {
                ctx.rows(1);
            }
        }
        ctx.commit();
    }

    static void fail(TxContext ctx) throws SQLException {
        PreparedStatement ps = ctx.prepare("INSERT INTO counter_item (id, val) VALUES (?, 0)");
        ps.setLong(1, id(ctx, "FAIL"));
        ctx.update(ps);
        ctx.commit();
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return List.of(VerifyCheck.of("values are not negative", (c, o) -> {
            try (Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM counter_item WHERE val < 0")) {
                rs.next();
                return rs.getLong(1) == 0 ? null : rs.getLong(1) + " negative values";
            }
        }));
    }
}
