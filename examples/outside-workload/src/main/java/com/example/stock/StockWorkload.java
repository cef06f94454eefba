package com.example.stock;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.DdlScripts;
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
 * Stock keeping, as a workload built outside Surgebench: items with what each held when generated and holds
 * now, and every movement since; goods come in, go out (never below zero) and are looked up. Its SQL is in
 * the resources beside this class, one folder per database ({@code h2}, {@code postgresql}); the jar's
 * {@code META-INF/services/org.surgebench.core.spi.Workload} names this class, which is how bin/surge finds
 * it on {@code --workload-path}.
 */
public final class StockWorkload implements Workload {
    static final int ITEMS_PER_SCALE = 1_000;

    @Override
    public String name() {
        return "stock";
    }

    @Override
    public String description() {
        return "Example built outside Surgebench: stock comes in, goes out and is looked up";
    }

    @Override
    public double minScale() {
        return 0.01;
    }

    static long items(SchemaOptions options) {
        return Math.max(1, Math.round(options.scale() * ITEMS_PER_SCALE));
    }

    @Override
    public Schema schema(SchemaOptions options) {
        long items = items(options);
        // A row is a function of (seed, key) only, so any worker may write any range of keys.
        TableDef item = new TableDef(
                "stock_item",
                List.of("item_id", "sku", "opening", "on_hand"),
                items,
                items,
                40,
                (seed, from, to, sink) -> {
                    Rng rng = new Rng(seed);
                    for (long id = from; id <= to; id++) {
                        int opening = rng.reseed(seed, 1, id).between(0, 500);
                        sink.value(id)
                                .value(String.format("SKU-%08d", id))
                                .value(opening)
                                .value(opening)
                                .endRow();
                    }
                });
        // Movements are made by the runs only: generate loads none.
        TableDef move = new TableDef("stock_move", List.of("item_id", "qty"), 0, 0, 40, (seed, from, to, sink) -> {});
        return DdlScripts.schema(StockWorkload.class, name(), options, List.of(item, move), Map.of());
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("RCV", "Receive goods", 30, true, false, StockWorkload::receive),
                new TransactionDef("SHP", "Ship goods", 50, true, false, StockWorkload::ship),
                new TransactionDef("CHK", "Check stock", 20, true, true, StockWorkload::check));
    }

    @Override
    public List<Mix> mixes() {
        return List.of(
                new Mix(
                        "default",
                        "30 % receipts, 50 % shipments, 20 % look-ups",
                        Map.of("RCV", 30, "SHP", 50, "CHK", 20)),
                new Mix("lookups", "look-ups only", Map.of("CHK", 1)));
    }

    /** What every user shares: how many items there are. */
    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) {
        return items(options);
    }

    private static long anyItem(TxContext ctx) {
        return ctx.random().between(1, ctx.<Long>shared());
    }

    static void receive(TxContext ctx) throws SQLException {
        long item = anyItem(ctx);
        int qty = ctx.random().between(1, 50);
        move(ctx, item, qty);
        PreparedStatement add = ctx.prepare("UPDATE stock_item SET on_hand = on_hand + ? WHERE item_id = ?");
        add.setInt(1, qty);
        add.setLong(2, item);
        ctx.update(add);
        ctx.commit();
    }

    /** Takes goods out where there are enough; where there are not, nothing moves and the transaction ends. */
    static void ship(TxContext ctx) throws SQLException {
        long item = anyItem(ctx);
        int qty = ctx.random().between(1, 20);
        PreparedStatement take =
                ctx.prepare("UPDATE stock_item SET on_hand = on_hand - ? WHERE item_id = ? AND on_hand >= ?");
        take.setInt(1, qty);
        take.setLong(2, item);
        take.setInt(3, qty);
        if (ctx.update(take) == 1) {
            move(ctx, item, -qty);
        }
        ctx.commit();
    }

    static void check(TxContext ctx) throws SQLException {
        PreparedStatement read = ctx.prepare("SELECT sku, on_hand FROM stock_item WHERE item_id = ?");
        read.setLong(1, anyItem(ctx));
        try (ResultSet rs = ctx.query(read)) {
            ctx.rows(rs.next() ? 1 : 0);
        }
        ctx.commit();
    }

    private static void move(TxContext ctx, long item, int qty) throws SQLException {
        PreparedStatement insert = ctx.prepare("INSERT INTO stock_move (item_id, qty) VALUES (?, ?)");
        insert.setLong(1, item);
        insert.setInt(2, qty);
        ctx.update(insert);
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return List.of(
                VerifyCheck.of("every item holds its opening stock plus its movements", (c, o) -> {
                    long off = count(
                            c,
                            "SELECT COUNT(*) FROM stock_item i WHERE i.on_hand <> i.opening + COALESCE("
                                    + "(SELECT SUM(m.qty) FROM stock_move m WHERE m.item_id = i.item_id), 0)");
                    return off == 0 ? null : off + " items hold other than their opening stock plus their movements";
                }),
                VerifyCheck.of("no item holds less than nothing", (c, o) -> {
                    long negative = count(c, "SELECT COUNT(*) FROM stock_item WHERE on_hand < 0");
                    return negative == 0 ? null : negative + " items hold less than nothing";
                }));
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
