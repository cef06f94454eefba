package org.surgebench.workloads.tpch;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * TPC-H's refresh functions (clause 2.5): RF1 inserts a set of SF x 1,500 new orders with their line items, RF2
 * deletes a set of SF x 1,500 of the load's orders with theirs. Which set comes next is read from the tables
 * themselves, so that any number of runs and verifies agree without a state table:
 * <ul>
 *   <li>RF1's set n takes free order keys (keys 9..32 of each block of 32, the ones the load leaves unused) block
 *       after block, then the next free key in each block, and draws each order as the load does from the seed;</li>
 *   <li>RF2's set n deletes the load's orders (n - 1) x SF x 1,500 + 1 .. n x SF x 1,500, by key, lines first.</li>
 * </ul>
 * Each function is one transaction of batched statements.
 */
final class TpchRefresh {
    private TpchRefresh() {}

    static final long RF1_SOURCE = Rng.idOf("tpch.rf1");

    /**
     * What the tables say of the refresh sets: the load's orders missing and RF1's orders present (NewOrder's, after
     * the last block, are neither).
     */
    record State(long deletedLoaded, long refreshOrders) {
        static State read(Connection c, TpchShape s) throws SQLException {
            long loaded = TpchVerify.single(c, "SELECT COUNT(*) FROM orders WHERE " + TpchVerify.loadedKey(s));
            long all = TpchVerify.single(c, "SELECT COUNT(*) FROM orders WHERE " + TpchVerify.inBlocks(s));
            return new State(s.orders() - loaded, all - loaded);
        }
    }

    /** The key of RF1's order {@code g} (0-based over every set): block by block, then the next free key. */
    static long rf1Key(TpchShape s, long g) {
        long blocks = (s.orders() + TpchShape.LOADED_PER_BLOCK - 1) / TpchShape.LOADED_PER_BLOCK;
        long offset = TpchShape.LOADED_PER_BLOCK + g / blocks;
        if (offset >= TpchShape.KEY_BLOCK) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "RF1 has used every free order key of this schema: generate it again to run more refreshes.");
        }
        return (g % blocks) * TpchShape.KEY_BLOCK + offset + 1;
    }

    /** RF1's order {@code g}, drawn like the load's orders from the seed. */
    static TpchOrder rf1Order(TpchShape s, Rng r, long g) {
        return TpchOrder.draw(s, r, RF1_SOURCE, g + 1, rf1Key(s, g), s.lines(s.orders() + g + 1));
    }

    static void rf1(TxContext ctx) throws SQLException {
        TpchShape s = ((TpchRun) ctx.shared()).shape();
        State state = State.read(ctx.connection(), s);
        ctx.count(org.surgebench.core.spi.StatementKind.SELECT, 2);
        long first = state.refreshOrders();
        Rng r = new Rng(0);
        PreparedStatement orders = ctx.prepare("INSERT INTO orders (" + TpchOrder.ORDERS_COLUMNS + ") VALUES ("
                + marks(TpchTables.columns(TpchOrder.ORDERS_COLUMNS).size()) + ")");
        PreparedStatement lines = ctx.prepare("INSERT INTO lineitem (" + TpchOrder.LINEITEM_COLUMNS + ") VALUES ("
                + marks(TpchTables.columns(TpchOrder.LINEITEM_COLUMNS).size()) + ")");
        for (long g = first; g < first + s.refreshOrders(); g++) {
            TpchOrder o = rf1Order(s, r, g);
            try {
                o.writeOrder(new BatchSink(orders));
                o.writeLines(new BatchSink(lines));
            } catch (SQLException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        ctx.batch(orders);
        ctx.batch(lines);
        ctx.commit();
    }

    static void rf2(TxContext ctx) throws SQLException {
        TpchShape s = ((TpchRun) ctx.shared()).shape();
        State state = State.read(ctx.connection(), s);
        ctx.count(org.surgebench.core.spi.StatementKind.SELECT, 2);
        long from = state.deletedLoaded() + 1;
        long to = from + s.refreshOrders() - 1;
        if (to > s.orders()) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "RF2 has deleted every order of the load: generate the schema again to run more refreshes.");
        }
        PreparedStatement lines = ctx.prepare("DELETE FROM lineitem WHERE l_orderkey = ?");
        PreparedStatement orders = ctx.prepare("DELETE FROM orders WHERE o_orderkey = ?");
        for (long i = from; i <= to; i++) {
            long key = TpchShape.orderKey(i);
            lines.setLong(1, key);
            lines.addBatch();
            orders.setLong(1, key);
            orders.addBatch();
        }
        ctx.batch(lines);
        ctx.batch(orders);
        ctx.commit();
    }

    private static String marks(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }

    /** Binds one generated row's values to a statement and adds it to the batch. */
    private static final class BatchSink implements org.surgebench.core.spi.RowSink {
        private final PreparedStatement statement;
        private int column;

        BatchSink(PreparedStatement statement) {
            this.statement = statement;
        }

        private BatchSink set(Object v) {
            try {
                statement.setObject(++column, v);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
            return this;
        }

        @Override
        public BatchSink value(long v) {
            return set(v);
        }

        @Override
        public BatchSink value(int v) {
            return set(v);
        }

        @Override
        public BatchSink decimal(long unscaled, int scale) {
            return set(java.math.BigDecimal.valueOf(unscaled, scale));
        }

        @Override
        public BatchSink value(String v) {
            return set(v);
        }

        @Override
        public BatchSink value(java.time.LocalDate v) {
            return set(v);
        }

        @Override
        public BatchSink value(java.time.LocalDateTime v) {
            return set(v);
        }

        @Override
        public BatchSink nullValue() {
            return set(null);
        }

        @Override
        public void endRow() throws SQLException {
            statement.addBatch();
            column = 0;
        }
    }
}
