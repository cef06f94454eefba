package org.surgebench.workloads.soe;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.Arrays;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * OP (Order Products) and PO (Process Orders) of the client variant, statement for statement as Swingbench's
 * JDBC transactions (NewOrderProcess, ProcessOrders), with two of its bugs replaced by their evident intent
 * (docs/soe.md): an item's unit price is the product's list price (Swingbench binds the product id), and the
 * stock is taken, and the order placed, at the warehouse the products were browsed in (Swingbench draws another
 * warehouse, so a tenth of its stock updates find no row). Stock rows are updated in product-id order, so that
 * concurrent orders never deadlock; Swingbench updates them in browse order.
 */
final class ClientOrderTransactions {
    /** Categories OP browses: Swingbench's 1..198 (1..199 with the upper bound exclusive). */
    static final int MAX_CATEGORY = 198;
    /** Items per order: Swingbench's min(rows, randomInteger(2, rows)), i.e. 2 when the browse found 2 or 3. */
    static final int ITEMS = 2;
    /** New orders get a status 0..3 (awaiting processing); PO moves one on to 5..9. */
    static final int MAX_NEW_STATUS = 3;

    static final int MIN_PROCESSED_STATUS = 5;
    static final int MAX_PROCESSED_STATUS = 9;

    private ClientOrderTransactions() {}

    /**
     * Logon (insert, commit); customer, address and card read; think; 1..23 browses of a category in a warehouse
     * (up to 3 products each, a think after each; only the last browse counts); if it found products: an order id;
     * think; the order; think; up to 2 items (a think after each); the order's mode, status and total; think;
     * think; one unit of stock per item; commit.
     */
    static void orderProducts(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        OrderDraw d = OrderDraw.of(run, r);
        long customer = d.customer();
        run.logon(ctx, customer);
        PreparedStatement cust = ctx.prepare(run.sql().customerById);
        cust.setLong(1, customer);
        String customerClass = null;
        try (ResultSet rs = ctx.query(cust)) {
            if (rs.next()) {
                customerClass = rs.getString("customer_class");
            }
        }
        long address = SoeRun.firstId(ctx, run.sql().addressesByCustomer, customer);
        long card = SoeRun.firstId(ctx, run.sql().cardsByCustomer, customer);
        ctx.think();

        Basket basket = browse(ctx, run, d);
        int found = basket.found;
        if (found == 0) {
            return;
        }
        PlaceDraw p = PlaceDraw.of(r);
        int warehouse = basket.warehouse;
        int[] product = basket.product;
        BigDecimal[] price = basket.price;
        int[] onHand = basket.onHand;
        long order = run.sql().ids.next(ctx, "orders_seq")[0];
        ctx.think();
        PreparedStatement ins = ctx.prepare(SoeSql.INSERT_ORDER);
        ins.setLong(1, order);
        ins.setObject(2, LocalDateTime.now());
        ins.setLong(3, customer);
        ins.setInt(4, warehouse);
        ins.setString(5, "Standard");
        ins.setInt(6, p.costOfDelivery());
        ins.setString(7, "ship_asap");
        setIdOrNull(ins, 8, address);
        ins.setString(9, customerClass);
        setIdOrNull(ins, 10, card);
        setIdOrNull(ins, 11, address);
        ctx.update(ins);
        ctx.think();

        int items = Math.min(found, ITEMS);
        BigDecimal total = BigDecimal.ZERO;
        PreparedStatement item = ctx.prepare(run.sql().insertItem);
        LocalDateTime delivery = LocalDateTime.now().plusDays(3);
        for (int line = 0; line < items; line++) {
            if (onHand[line] > 0) {
                item.setLong(1, order);
                item.setInt(2, line + 1);
                item.setInt(3, product[line]);
                item.setBigDecimal(4, price[line]);
                item.setInt(5, 1);
                item.setString(6, "None");
                item.setString(7, "New");
                item.setObject(8, delivery);
                ctx.update(item);
                total = total.add(price[line]);
            }
            ctx.think();
        }
        PreparedStatement complete = ctx.prepare(SoeSql.COMPLETE_ORDER);
        complete.setString(1, "online");
        complete.setInt(2, p.status());
        complete.setBigDecimal(3, total);
        complete.setLong(4, order);
        ctx.update(complete);
        ctx.think();
        ctx.think();
        takeStock(ctx, Arrays.copyOf(product, items), warehouse);
        ctx.commit();
    }

    /**
     * OP's draws before its order, in the order both forms take them (none depends on the database's answers): the
     * customer, then a warehouse and a category for each of 1..23 browses.
     */
    record OrderDraw(long customer, int[] warehouses, int[] categories) {
        static OrderDraw of(SoeRun run, Rng r) {
            long customer = run.randomCustomer(r);
            int browses = r.between(1, ClientBrowseTransactions.MAX_BROWSES);
            int[] warehouses = new int[browses];
            int[] categories = new int[browses];
            for (int i = 0; i < browses; i++) {
                warehouses[i] = run.randomWarehouse(r);
                categories[i] = r.between(1, MAX_CATEGORY);
            }
            return new OrderDraw(customer, warehouses, categories);
        }
    }

    /** OP's draws once its browse found products: the order's cost of delivery and its status. */
    record PlaceDraw(int costOfDelivery, int status) {
        static PlaceDraw of(Rng r) {
            int cost = r.between(1, 4);
            return new PlaceDraw(cost, r.between(0, MAX_NEW_STATUS));
        }
    }

    /** The products of the last browse: up to 3, with their price and stock in that browse's warehouse. */
    static final class Basket {
        final int[] product = new int[3];
        final BigDecimal[] price = new BigDecimal[3];
        final int[] onHand = new int[3];
        int found;
        int warehouse;
    }

    /** The drawn browses of a category in a warehouse (a think after each); what the last one found. */
    private static Basket browse(TxContext ctx, SoeRun run, OrderDraw d) throws SQLException {
        Basket b = new Basket();
        PreparedStatement browse = ctx.prepare(run.sql().productsOfCategory);
        for (int i = 0; i < d.warehouses().length; i++) {
            b.warehouse = d.warehouses()[i];
            browse.setInt(1, d.categories()[i]);
            browse.setInt(2, b.warehouse);
            b.found = 0;
            try (ResultSet rs = ctx.query(browse)) {
                while (rs.next()) {
                    if (b.found < b.product.length) {
                        b.product[b.found] = rs.getInt(1);
                        b.price[b.found] = rs.getBigDecimal(9);
                        b.onHand[b.found] = rs.getInt(12);
                        b.found++;
                    }
                }
            }
            ctx.think();
        }
        return b;
    }

    /** One unit of stock per product, in product order (the same lock order for every user). */
    private static void takeStock(TxContext ctx, int[] products, int warehouse) throws SQLException {
        Arrays.sort(products);
        PreparedStatement stock = ctx.prepare(SoeSql.TAKE_STOCK);
        for (int p : products) {
            stock.setInt(1, 1);
            stock.setInt(2, p);
            stock.setInt(3, warehouse);
            ctx.update(stock);
        }
    }

    /**
     * Up to 9 unprocessed orders of a random warehouse with their customer and lines (first row read); think; that
     * order's status set to 5..9; commit. A warehouse with nothing to process ends the transaction there
     * (Swingbench's JDBC code fails it, reading a row that is not there).
     */
    static void processOrders(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        PreparedStatement find = ctx.prepare(run.sql().ordersToProcess);
        find.setInt(1, run.randomWarehouse(r));
        long order = -1;
        try (ResultSet rs = ctx.query(find)) {
            if (rs.next()) {
                order = rs.getLong(1);
            }
        }
        if (order < 0) {
            return;
        }
        ctx.think();
        PreparedStatement up = ctx.prepare(SoeSql.PROCESS_ORDER);
        up.setInt(1, processedStatus(r));
        up.setLong(2, order);
        ctx.update(up);
        ctx.commit();
    }

    /** PO's second draw, once it found an order: the status it moves the order on to. */
    static int processedStatus(Rng r) {
        return r.between(MIN_PROCESSED_STATUS, MAX_PROCESSED_STATUS);
    }

    private static void setIdOrNull(PreparedStatement ps, int i, long id) throws SQLException {
        if (id < 0) {
            ps.setNull(i, java.sql.Types.BIGINT);
        } else {
            ps.setLong(i, id);
        }
    }
}
