package org.surgebench.workloads.soe;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Rng;
import org.surgebench.workloads.LoopSql;
import org.surgebench.workloads.soe.ClientBrowseTransactions.BrowseDraw;
import org.surgebench.workloads.soe.ClientCustomerTransactions.AddressDraw;
import org.surgebench.workloads.soe.ClientCustomerTransactions.NameDraw;
import org.surgebench.workloads.soe.ClientCustomerTransactions.NewCustomerDraw;
import org.surgebench.workloads.soe.ClientOrderTransactions.Basket;
import org.surgebench.workloads.soe.ClientOrderTransactions.OrderDraw;
import org.surgebench.workloads.soe.ClientOrderTransactions.PlaceDraw;

/**
 * The client variant for event-loop users: the statements of {@link ClientCustomerTransactions},
 * {@link ClientBrowseTransactions}, {@link ClientOrderTransactions} and {@link ClientQueryTransactions} in the same
 * order, with the same draws (their records), the same texts ({@link SoeSql}, in numbered-parameter form) and the same
 * commits; BEGIN comes from the engine (and again after a commit part way, the logon's), and a transaction that
 * commits nothing (BP, the queries) leaves its transaction open for the next one, as its blocking twin does.
 * Event loops have no think time inside transactions: the twins' thinks are not here. DATE columns get a date where the
 * blocking form binds a date-time the server casts to one (the client sends no casts): the same values are stored.
 * For databases with sequences (a MySQL run takes its ids by generated keys, which this form has not).
 */
final class SoeClientOnEventLoop {
    private SoeClientOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.ofEntries(
                Map.entry("NCR", SoeClientOnEventLoop::newCustomer),
                Map.entry("UCD", SoeClientOnEventLoop::updateCustomer),
                Map.entry("BP", SoeClientOnEventLoop::browseProducts),
                Map.entry("OP", SoeClientOnEventLoop::orderProducts),
                Map.entry("PO", SoeClientOnEventLoop::processOrders),
                Map.entry("BO", ctx -> browseOrders(ctx, false)),
                Map.entry("SQ", SoeClientOnEventLoop::salesRepQuery),
                Map.entry("WQ", SoeClientOnEventLoop::warehouseQuery),
                Map.entry("WA", SoeClientOnEventLoop::warehouseActivity),
                Map.entry("BPR", SoeClientOnEventLoop::browseProducts),
                Map.entry("BOR", ctx -> browseOrders(ctx, true)));
    }

    /** As {@link ClientCustomerTransactions#newCustomer}. */
    static Future<?> newCustomer(EventLoopContext ctx) {
        SoeRun run = ctx.shared();
        NewCustomerDraw d = NewCustomerDraw.of(ctx.random());
        return ids(ctx, "customer_seq", "address_seq", "card_details_seq").compose(ids -> {
            long customer = ids[0];
            long address = ids[1];
            long card = ids[2];
            LocalDate today = LocalDate.now();
            Tuple c = Tuple.of(
                    customer,
                    SoeNames.FIRST[d.first()],
                    SoeNames.LAST[d.last()],
                    d.nls()[0],
                    d.nls()[1],
                    BigDecimal.valueOf(d.credit()),
                    d.email(),
                    d.accountManager(),
                    today.minusYears(d.sinceYears()),
                    "Occasional",
                    "Music",
                    today.minusYears(d.dobYears()),
                    "Y",
                    "N",
                    address,
                    card);
            Tuple k = Tuple.of(
                    card,
                    customer,
                    "Visa (Debit)",
                    d.cardNumber(),
                    today.plusDays(d.expiryDays()),
                    "Y",
                    d.securityCode());
            return ctx.update(LoopSql.numbered(SoeSql.INSERT_CUSTOMER), c)
                    .compose(x -> insertAddress(ctx, d.address(), address, customer))
                    .compose(x -> ctx.update(LoopSql.numbered(SoeSql.INSERT_CARD), k))
                    .compose(x -> ctx.commit())
                    .compose(x -> logon(ctx, run, customer))
                    .compose(x -> firstId(ctx, run.sql().customerById, customer));
        });
    }

    /** As {@link ClientCustomerTransactions#updateCustomer}. */
    static Future<?> updateCustomer(EventLoopContext ctx) {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        NameDraw name = NameDraw.of(r);
        return ids(ctx, "address_seq")
                .compose(ids -> ctx.query(
                                LoopSql.numbered(run.sql().customersByName), Tuple.of(name.last(), name.first()))
                        .compose(rows -> {
                            if (rows.size() == 0) {
                                return ctx.commit();
                            }
                            long customer = rows.iterator().next().getLong(0);
                            long address = ids[0];
                            return insertAddress(ctx, AddressDraw.of(r), address, customer)
                                    .compose(x -> ctx.update(
                                            LoopSql.numbered(SoeSql.SET_PREFERRED_ADDRESS),
                                            Tuple.of(address, customer)))
                                    .compose(x -> ctx.commit());
                        }));
    }

    private static Future<Integer> insertAddress(EventLoopContext ctx, AddressDraw d, long address, long customer) {
        Tuple a = Tuple.of(
                address,
                customer,
                LocalDateTime.now().truncatedTo(ChronoUnit.MINUTES).toLocalDate(),
                d.houseNumber(),
                "Street Name",
                d.place()[0],
                d.place()[1],
                d.place()[2],
                "Postcode");
        return ctx.update(LoopSql.numbered(SoeSql.INSERT_ADDRESS), a);
    }

    /** As {@link ClientBrowseTransactions#browseProducts} (BP and BPR). */
    static Future<?> browseProducts(EventLoopContext ctx) {
        SoeRun run = ctx.shared();
        BrowseDraw d = BrowseDraw.of(run, ctx.random());
        String lookup = LoopSql.numbered(run.sql().productById);
        Future<?> f = firstId(ctx, run.sql().customerById, d.customer());
        for (int product : d.products()) {
            f = f.compose(x -> ctx.query(lookup, Tuple.of(product)).andThen(ar -> {
                if (ar.succeeded()) {
                    ctx.rows(ar.result().size());
                }
            }));
        }
        return f;
    }

    /** As {@link ClientBrowseTransactions}'s browseOrders: BO, or BOR ({@code readOnly}). */
    static Future<?> browseOrders(EventLoopContext ctx, boolean readOnly) {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        long customer = run.randomCustomer(r);
        Future<?> start = readOnly ? Future.succeededFuture() : logon(ctx, run, customer);
        Future<?> done = start.compose(x -> firstId(ctx, run.sql().customerById, customer))
                .compose(x -> firstId(ctx, run.sql().addressesByCustomer, customer))
                .compose(x -> ctx.query(LoopSql.numbered(run.sql().ordersByCustomer), Tuple.of(customer)))
                .compose(orders -> {
                    long[] ids = new long[4];
                    int n = 0;
                    for (Row row : orders) {
                        if (n < ids.length) {
                            ids[n++] = row.getLong(0);
                        }
                    }
                    ctx.rows(n);
                    if (n == 0) {
                        return Future.succeededFuture();
                    }
                    long order = ids[r.nextInt(n)];
                    return ctx.query(LoopSql.numbered(run.sql().itemsOfOrder), Tuple.of(order))
                            .compose(lines -> {
                                if (lines.size() == 0 || readOnly) {
                                    return Future.succeededFuture();
                                }
                                Row first = lines.iterator().next();
                                int line = first.getInteger(1);
                                BigDecimal price = first.getBigDecimal(3);
                                return ctx.update(LoopSql.numbered(SoeSql.ADD_TO_LINE), Tuple.of(order, line))
                                        .compose(x -> ctx.update(
                                                LoopSql.numbered(SoeSql.ADD_TO_TOTAL), Tuple.of(price, order)));
                            });
                });
        return readOnly ? done : done.compose(x -> ctx.commit());
    }

    /** What OP read of its customer: the class, the first address and card (-1 when none). */
    private static final class Buyer {
        final long id;
        String customerClass;
        long address;
        long card;

        Buyer(long id) {
            this.id = id;
        }
    }

    /** As {@link ClientOrderTransactions#orderProducts}. */
    static Future<?> orderProducts(EventLoopContext ctx) {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        OrderDraw d = OrderDraw.of(run, r);
        Buyer buyer = new Buyer(d.customer());
        Basket b = new Basket();
        Future<?> f = logon(ctx, run, buyer.id)
                .compose(x -> ctx.query(LoopSql.numbered(run.sql().customerById), Tuple.of(buyer.id)))
                .compose(rows -> {
                    if (rows.size() > 0) {
                        buyer.customerClass = rows.iterator().next().getString("customer_class");
                    }
                    return firstId(ctx, run.sql().addressesByCustomer, buyer.id);
                })
                .compose(id -> {
                    buyer.address = id;
                    return firstId(ctx, run.sql().cardsByCustomer, buyer.id);
                })
                .map(id -> buyer.card = id);
        String browse = LoopSql.numbered(run.sql().productsOfCategory);
        for (int i = 0; i < d.warehouses().length; i++) {
            int warehouse = d.warehouses()[i];
            int category = d.categories()[i];
            f = f.compose(x -> ctx.query(browse, Tuple.of(category, warehouse)).map(rows -> {
                b.warehouse = warehouse;
                b.found = 0;
                for (Row row : rows) {
                    if (b.found < b.product.length) {
                        b.product[b.found] = row.getInteger(0);
                        b.price[b.found] = row.getBigDecimal(8);
                        b.onHand[b.found] = row.getInteger(11);
                        b.found++;
                    }
                }
                return b;
            }));
        }
        return f.compose(x -> b.found == 0 ? Future.succeededFuture() : placeOrder(ctx, run, r, buyer, b));
    }

    /** OP once its last browse found products: the order, its items, its total, the stock; commit. */
    private static Future<?> placeOrder(EventLoopContext ctx, SoeRun run, Rng r, Buyer buyer, Basket b) {
        PlaceDraw p = PlaceDraw.of(r);
        return ids(ctx, "orders_seq").compose(ids -> {
            long order = ids[0];
            Tuple ins = Tuple.of(
                    order,
                    LocalDateTime.now(),
                    buyer.id,
                    b.warehouse,
                    "Standard",
                    p.costOfDelivery(),
                    "ship_asap",
                    idOrNull(buyer.address),
                    buyer.customerClass,
                    idOrNull(buyer.card),
                    idOrNull(buyer.address));
            int items = Math.min(b.found, ClientOrderTransactions.ITEMS);
            BigDecimal[] total = {BigDecimal.ZERO};
            LocalDate delivery = LocalDateTime.now().plusDays(3).toLocalDate();
            String item = LoopSql.numbered(run.sql().insertItem);
            Future<?> f = ctx.update(LoopSql.numbered(SoeSql.INSERT_ORDER), ins);
            for (int line = 0; line < items; line++) {
                if (b.onHand[line] > 0) {
                    Tuple values =
                            Tuple.of(order, line + 1, b.product[line], b.price[line], 1, "None", "New", delivery);
                    BigDecimal price = b.price[line];
                    f = f.compose(x -> ctx.update(item, values)).map(x -> total[0] = total[0].add(price));
                }
            }
            f = f.compose(x -> ctx.update(
                    LoopSql.numbered(SoeSql.COMPLETE_ORDER), Tuple.of("online", p.status(), total[0], order)));
            int[] products = Arrays.copyOf(b.product, items);
            Arrays.sort(products);
            for (int product : products) {
                f = f.compose(x -> ctx.update(LoopSql.numbered(SoeSql.TAKE_STOCK), Tuple.of(1, product, b.warehouse)));
            }
            return f.compose(x -> ctx.commit());
        });
    }

    /** As {@link ClientOrderTransactions#processOrders}. */
    static Future<?> processOrders(EventLoopContext ctx) {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        return ctx.query(LoopSql.numbered(run.sql().ordersToProcess), Tuple.of(run.randomWarehouse(r)))
                .compose(rows -> {
                    if (rows.size() == 0) {
                        return Future.succeededFuture();
                    }
                    long order = rows.iterator().next().getLong(0);
                    return ctx.update(
                                    LoopSql.numbered(SoeSql.PROCESS_ORDER),
                                    Tuple.of(ClientOrderTransactions.processedStatus(r), order))
                            .compose(x -> ctx.commit());
                });
    }

    /** As {@link ClientQueryTransactions#salesRepQuery}. */
    static Future<?> salesRepQuery(EventLoopContext ctx) {
        return firstRow(ctx, SoeSql.SALES_REP_QUERY, Tuple.of(ctx.random().between(1, ClientQueryTransactions.MAX_ID)));
    }

    /** As {@link ClientQueryTransactions#warehouseQuery}: the warehouse once per parameter. */
    static Future<?> warehouseQuery(EventLoopContext ctx) {
        SoeRun run = ctx.shared();
        int warehouse = ctx.random().between(1, ClientQueryTransactions.MAX_ID);
        Tuple t = Tuple.tuple();
        for (int i = 0; i < run.sql().warehouseQueryParams; i++) {
            t.addInteger(warehouse);
        }
        return firstRow(ctx, run.sql().warehouseQuery, t);
    }

    /** As {@link ClientQueryTransactions#warehouseActivity}. */
    static Future<?> warehouseActivity(EventLoopContext ctx) {
        SoeRun run = ctx.shared();
        return firstRow(
                ctx, run.sql().warehouseActivity, Tuple.of(ctx.random().between(1, ClientQueryTransactions.MAX_ID)));
    }

    private static Future<?> firstRow(EventLoopContext ctx, String sql, Tuple parameters) {
        return ctx.query(LoopSql.numbered(sql), parameters).andThen(ar -> {
            if (ar.succeeded() && ar.result().size() > 0) {
                ctx.rows(1);
            }
        });
    }

    /** As {@link SoeRun#logon}: a LOGON row, its id from logon_seq inside the insert, committed at once. */
    private static Future<Void> logon(EventLoopContext ctx, SoeRun run, long customer) {
        return ctx.update(
                        LoopSql.numbered(run.sql().ids.insertLogonWithSequence()),
                        Tuple.of(customer, LocalDateTime.now()))
                .compose(x -> ctx.commit());
    }

    /** As {@link SoeRun#firstId}: the first row's first column, or -1 when none. */
    private static Future<Long> firstId(EventLoopContext ctx, String sql, long key) {
        return ctx.query(LoopSql.numbered(sql), Tuple.of(key))
                .map(rows -> rows.size() > 0 ? rows.iterator().next().getLong(0) : -1L);
    }

    /** As {@link SoeIds#next}: the next value of each sequence, in one select. */
    private static Future<long[]> ids(EventLoopContext ctx, String... sequences) {
        SoeRun run = ctx.shared();
        return ctx.query(LoopSql.numbered(run.sql().ids.select(sequences)), Tuple.tuple())
                .map((RowSet<Row> rows) -> {
                    Row row = rows.iterator().next();
                    long[] out = new long[sequences.length];
                    for (int i = 0; i < out.length; i++) {
                        out[i] = row.getLong(i);
                    }
                    return out;
                });
    }

    private static Long idOrNull(long id) {
        return id < 0 ? null : id;
    }
}
