package org.surgebench.workloads.soe;

import org.surgebench.core.spi.Rng;

/**
 * Stable ids that salt the per-key random streams, one per table or per independent value stream, so that
 * generators reseeded from (seed, stream, key) agree with each other and with the transactions.
 */
final class SoeKeys {
    static final long CUSTOMERS = Rng.idOf("soe.customers");
    static final long CUSTOMER_CLASS = Rng.idOf("soe.customers.class");
    static final long ADDRESSES = Rng.idOf("soe.addresses");
    static final long CARDS = Rng.idOf("soe.card_details");
    static final long WAREHOUSES = Rng.idOf("soe.warehouses");
    static final long PRODUCTS = Rng.idOf("soe.product_information");
    static final long INVENTORIES = Rng.idOf("soe.inventories");
    static final long STOCK_LEVEL = Rng.idOf("soe.inventories.level");
    static final long ORDERS = Rng.idOf("soe.orders");
    static final long ORDER_LINES = Rng.idOf("soe.order_items.lines");
    static final long ORDER_LINE_DETAILS = Rng.idOf("soe.order_items.details");
    static final long ITEM_COUNTS = Rng.idOf("soe.order_items.counts");
    static final long LOGON = Rng.idOf("soe.logon");

    private SoeKeys() {}
}
