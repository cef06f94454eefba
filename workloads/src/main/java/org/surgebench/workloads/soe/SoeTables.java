package org.surgebench.workloads.soe;

import java.util.List;
import org.surgebench.core.spi.TableDef;

/**
 * The Order Entry tables in load order, with the columns each generator writes (in this order: every
 * dialect's create.sql must have these columns) and their expected row counts. ORDERENTRY_METADATA is not
 * loaded: its rows are written by finish.sql once the id ranges are known. Bytes per row are what
 * PostgreSQL 15 stores for each table (heap, without indexes), measured at scale 0.1.
 */
final class SoeTables {
    static final List<String> CUSTOMERS = List.of(
            "customer_id",
            "cust_first_name",
            "cust_last_name",
            "nls_language",
            "nls_territory",
            "credit_limit",
            "cust_email",
            "account_mgr_id",
            "customer_since",
            "customer_class",
            "suggestions",
            "dob",
            "mailshot",
            "partner_mailshot",
            "preferred_address",
            "preferred_card");
    static final List<String> ADDRESSES = List.of(
            "address_id",
            "customer_id",
            "date_created",
            "house_no_or_name",
            "street_name",
            "town",
            "county",
            "country",
            "post_code",
            "zip_code");
    static final List<String> CARD_DETAILS =
            List.of("card_id", "customer_id", "card_type", "card_number", "expiry_date", "is_valid", "security_code");
    static final List<String> WAREHOUSES = List.of("warehouse_id", "warehouse_name", "location_id");
    /** warranty_period is a number of months (Oracle's OE has INTERVAL YEAR TO MONTH; months load everywhere). */
    static final List<String> PRODUCT_INFORMATION = List.of(
            "product_id",
            "product_name",
            "product_description",
            "category_id",
            "weight_class",
            "warranty_period",
            "supplier_id",
            "product_status",
            "list_price",
            "min_price",
            "catalog_url");

    static final List<String> PRODUCT_DESCRIPTIONS =
            List.of("product_id", "language_id", "translated_name", "translated_description");
    static final List<String> INVENTORIES = List.of("product_id", "warehouse_id", "quantity_on_hand");
    static final List<String> ORDERS = List.of(
            "order_id",
            "order_date",
            "order_mode",
            "customer_id",
            "order_status",
            "order_total",
            "sales_rep_id",
            "promotion_id",
            "warehouse_id",
            "delivery_type",
            "cost_of_delivery",
            "wait_till_all_available",
            "delivery_address_id",
            "customer_class",
            "card_id",
            "invoice_address_id");
    static final List<String> ORDER_ITEMS = List.of(
            "order_id",
            "line_item_id",
            "product_id",
            "unit_price",
            "quantity",
            "dispatch_date",
            "return_date",
            "gift_wrap",
            "condition",
            "supplier_id",
            "estimated_delivery");
    static final List<String> LOGON = List.of("logon_id", "customer_id", "logon_date");

    private SoeTables() {}

    static List<TableDef> all(SoeShape s, SoeCatalog c) {
        int products = SoeShape.PRODUCTS;
        return List.of(
                new TableDef(
                        "warehouses",
                        WAREHOUSES,
                        SoeShape.WAREHOUSES,
                        SoeShape.WAREHOUSES,
                        90,
                        CatalogGenerators.warehouses()),
                new TableDef(
                        "product_information",
                        PRODUCT_INFORMATION,
                        products,
                        products,
                        250,
                        CatalogGenerators.products(c)),
                new TableDef(
                        "product_descriptions",
                        PRODUCT_DESCRIPTIONS,
                        products,
                        products,
                        170,
                        CatalogGenerators.descriptions(c)),
                new TableDef("customers", CUSTOMERS, s.customers, s.customers, 160, CustomerGenerators.customers()),
                new TableDef(
                        "addresses",
                        ADDRESSES,
                        s.addresses,
                        s.addresses,
                        115,
                        CustomerGenerators.addresses(s.customers)),
                new TableDef("card_details", CARD_DETAILS, s.cards, s.cards, 80, CustomerGenerators.cards(s.customers)),
                new TableDef("orders", ORDERS, s.orders, s.orders, 160, OrderGenerators.orders(s, c)),
                new TableDef("order_items", ORDER_ITEMS, s.orders, s.orderItems, 92, OrderGenerators.items(s, c)),
                new TableDef("logon", LOGON, s.logons, s.logons, 52, CustomerGenerators.logons(s.customers)),
                new TableDef(
                        "inventories",
                        INVENTORIES,
                        SoeShape.INVENTORY_KEYS,
                        s.inventories,
                        44,
                        CatalogGenerators.inventories(s)));
    }
}
