-- Order Entry's server variant for Oracle: the package ORDERENTRY, one function call per transaction as
-- Swingbench's default configuration (SOE_Server_Side_V2) calls its own package of that name. Written for
-- Surgebench after that package's behaviour (version 2.1): the same reads, writes, random ranges, row limits,
-- sleep points and commits; see docs/soe.md for the table. Each function returns
-- "selects,inserts,updates,deletes,commits,rollbacks,slept-ms": every statement it executed, by kind, and the
-- milliseconds it slept, so that the client counts QPS exactly and leaves the sleeps out of response times.
-- The package commits (after a logon and at the end), the client does not. Random draws follow the package's
-- floor(dbms_random.value(a, b)), i.e. a..b-1. Values are computed before each statement, so the statements
-- hold only columns, bind variables and sequences: SoeOraclePackageH2Test runs them on H2 in Oracle mode.
-- Sleeps use DBMS_SESSION.SLEEP (Oracle 18c and later; Swingbench's package uses DBMS_LOCK.SLEEP).
-- Every block ends with a line holding only "/"; generate installs this file, `surge generate soe --only-code`
-- installs it onto an existing schema, and the last block fails the install when the package does not compile.
CREATE OR REPLACE PACKAGE orderentry AS
    FUNCTION version RETURN VARCHAR2;
    FUNCTION newcustomer(p_first VARCHAR2, p_last VARCHAR2, p_nls_language VARCHAR2, p_nls_territory VARCHAR2,
                         p_town VARCHAR2, p_county VARCHAR2, p_country VARCHAR2, p_min_sleep INTEGER,
                         p_max_sleep INTEGER) RETURN VARCHAR2;
    FUNCTION updatecustomerdetails(p_first VARCHAR2, p_last VARCHAR2, p_town VARCHAR2, p_county VARCHAR2,
                                   p_country VARCHAR2, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2;
    FUNCTION browseproducts(p_customer NUMBER, p_min_sleep INTEGER, p_max_sleep INTEGER,
                            p_logon INTEGER) RETURN VARCHAR2;
    FUNCTION neworder(p_customer NUMBER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2;
    FUNCTION processorders(p_warehouse INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2;
    FUNCTION browseandupdateorders(p_customer NUMBER, p_min_sleep INTEGER, p_max_sleep INTEGER,
                                   p_read_only INTEGER) RETURN VARCHAR2;
    FUNCTION salesrepsquery(p_sales_rep INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2;
    FUNCTION warehouseordersquery(p_warehouse INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2;
    FUNCTION warehouseactivityquery(p_warehouse INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2;
END orderentry;
/
CREATE OR REPLACE PACKAGE BODY orderentry AS
    TYPE customer_tab IS TABLE OF customers%ROWTYPE;
    TYPE address_tab IS TABLE OF addresses%ROWTYPE;
    TYPE card_tab IS TABLE OF card_details%ROWTYPE;
    TYPE order_tab IS TABLE OF orders%ROWTYPE;
    TYPE order_item_tab IS TABLE OF order_items%ROWTYPE;
    TYPE product_rec IS RECORD (
        product_id          product_information.product_id%TYPE,
        product_name        product_descriptions.translated_name%TYPE,
        product_description product_descriptions.translated_description%TYPE,
        category_id         product_information.category_id%TYPE,
        weight_class        product_information.weight_class%TYPE,
        warranty_period     product_information.warranty_period%TYPE,
        supplier_id         product_information.supplier_id%TYPE,
        product_status      product_information.product_status%TYPE,
        list_price          product_information.list_price%TYPE,
        min_price           product_information.min_price%TYPE,
        catalog_url         product_information.catalog_url%TYPE,
        quantity_on_hand    inventories.quantity_on_hand%TYPE);
    TYPE product_tab IS TABLE OF product_rec;
    TYPE number_tab IS TABLE OF NUMBER;

    g_selects INTEGER;
    g_inserts INTEGER;
    g_updates INTEGER;
    g_commits INTEGER;
    g_slept   INTEGER;

    FUNCTION version RETURN VARCHAR2 IS
    BEGIN
        RETURN '1';
    END version;

    PROCEDURE reset_counts IS
    BEGIN
        g_selects := 0;
        g_inserts := 0;
        g_updates := 0;
        g_commits := 0;
        g_slept := 0;
    END reset_counts;

    FUNCTION counts RETURN VARCHAR2 IS
    BEGIN
        RETURN g_selects || ',' || g_inserts || ',' || g_updates || ',0,' || g_commits || ',0,' || g_slept;
    END counts;

    FUNCTION draw(p_low INTEGER, p_high INTEGER) RETURN INTEGER IS
    BEGIN
        RETURN FLOOR(DBMS_RANDOM.VALUE(p_low, p_high));
    END draw;

    PROCEDURE oecommit IS
    BEGIN
        COMMIT;
        g_commits := g_commits + 1;
    END oecommit;

    -- The package's sleep: only when both bounds are set; the milliseconds slept are counted.
    PROCEDURE sleep(p_min INTEGER, p_max INTEGER) IS
        v_start TIMESTAMP;
        v_took  INTERVAL DAY TO SECOND;
    BEGIN
        IF p_min = 0 OR p_max = 0 OR p_max < p_min THEN
            RETURN;
        END IF;
        v_start := SYSTIMESTAMP;
        DBMS_SESSION.SLEEP((p_min + DBMS_RANDOM.VALUE * (p_max - p_min)) / 1000);
        v_took := SYSTIMESTAMP - v_start;
        g_slept := g_slept + ROUND((EXTRACT(MINUTE FROM v_took) * 60 + EXTRACT(SECOND FROM v_took)) * 1000);
    END sleep;

    FUNCTION customer_details(p_customer NUMBER) RETURN customer_tab IS
        v_customers customer_tab;
    BEGIN
        SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
               account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
               preferred_address, preferred_card
          BULK COLLECT INTO v_customers FROM customers WHERE customer_id = p_customer AND ROWNUM < 15;
        g_selects := g_selects + 1;
        RETURN v_customers;
    END customer_details;

    PROCEDURE address_details(p_customer NUMBER) IS
        v_addresses address_tab;
    BEGIN
        SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
               post_code, zip_code
          BULK COLLECT INTO v_addresses FROM addresses WHERE customer_id = p_customer AND ROWNUM < 15;
        g_selects := g_selects + 1;
    END address_details;

    -- The logon: the customer read, then one time in three the time, a LOGON row and a commit.
    PROCEDURE logon(p_customer NUMBER) IS
        v_customers customer_tab;
        v_now DATE;
    BEGIN
        v_customers := customer_details(p_customer);
        IF draw(1, 4) = 2 THEN
            SELECT SYSDATE INTO v_now FROM dual;
            INSERT INTO logon (logon_id, customer_id, logon_date) VALUES (logon_seq.NEXTVAL, p_customer, v_now);
            g_selects := g_selects + 1;
            g_inserts := g_inserts + 1;
            oecommit;
        END IF;
    END logon;

    -- NCR: three ids, the customer with an address and a card, commit, sleep, logon, the customer read back.
    FUNCTION newcustomer(p_first VARCHAR2, p_last VARCHAR2, p_nls_language VARCHAR2, p_nls_territory VARCHAR2,
                         p_town VARCHAR2, p_county VARCHAR2, p_country VARCHAR2, p_min_sleep INTEGER,
                         p_max_sleep INTEGER) RETURN VARCHAR2 IS
        v_customer_id customers.customer_id%TYPE;
        v_address_id  addresses.address_id%TYPE;
        v_card_id     card_details.card_id%TYPE;
        v_credit      customers.credit_limit%TYPE := draw(100, 5000);
        v_email       customers.cust_email%TYPE := LOWER(p_first) || '.' || LOWER(p_last) || '@oracle.com';
        v_manager     customers.account_mgr_id%TYPE := draw(145, 171);
        v_today       DATE := TRUNC(SYSDATE);
        v_dob         DATE := TRUNC(SYSDATE - 365 * DBMS_RANDOM.VALUE(20, 60));
        v_created     DATE := TRUNC(SYSDATE, 'MI');
        v_house       addresses.house_no_or_name%TYPE := TO_CHAR(draw(1, 200));
        v_card_number card_details.card_number%TYPE := draw(1111111111, 9999999999);
        v_expiry      DATE := TRUNC(SYSDATE + draw(365, 1460));
        v_security    card_details.security_code%TYPE := draw(1111, 9999);
        v_customers   customer_tab;
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('New Customer', NULL);
        SELECT customer_seq.NEXTVAL INTO v_customer_id FROM dual;
        SELECT address_seq.NEXTVAL INTO v_address_id FROM dual;
        SELECT card_details_seq.NEXTVAL INTO v_card_id FROM dual;
        g_selects := g_selects + 3;
        INSERT INTO customers (customer_id, cust_first_name, cust_last_name, nls_language, nls_territory,
                               credit_limit, cust_email, account_mgr_id, customer_since, customer_class, suggestions,
                               dob, mailshot, partner_mailshot, preferred_address, preferred_card)
        VALUES (v_customer_id, p_first, p_last, p_nls_language, p_nls_territory, v_credit, v_email, v_manager,
                v_today, 'Occasional', 'Music', v_dob, 'Y', 'N', v_address_id, v_card_id);
        INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                               country, post_code, zip_code)
        VALUES (v_address_id, v_customer_id, v_created, v_house, 'Street Name', p_town, p_county, p_country,
                'Postcode', NULL);
        INSERT INTO card_details (card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code)
        VALUES (v_card_id, v_customer_id, 'Visa(Debit)', v_card_number, v_expiry, 'Y', v_security);
        g_inserts := g_inserts + 3;
        oecommit;
        sleep(p_min_sleep, p_max_sleep);
        logon(v_customer_id);
        v_customers := customer_details(v_customer_id);
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END newcustomer;

    -- UCD: customers by name (up to 14), sleep; only when more than one matched, a new preferred address for the
    -- first, commit.
    FUNCTION updatecustomerdetails(p_first VARCHAR2, p_last VARCHAR2, p_town VARCHAR2, p_county VARCHAR2,
                                   p_country VARCHAR2, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2 IS
        v_customers   customer_tab;
        v_customer_id customers.customer_id%TYPE;
        v_address_id  addresses.address_id%TYPE;
        v_created     DATE := TRUNC(SYSDATE, 'MI');
        v_house       addresses.house_no_or_name%TYPE := TO_CHAR(draw(1, 200));
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('Update Customer Details', NULL);
        SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
               account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
               preferred_address, preferred_card
          BULK COLLECT INTO v_customers FROM customers
         WHERE LOWER(cust_last_name) = LOWER(p_last) AND LOWER(cust_first_name) = LOWER(p_first) AND ROWNUM < 15;
        g_selects := g_selects + 1;
        sleep(p_min_sleep, p_max_sleep);
        IF v_customers.COUNT > 1 THEN
            v_customer_id := v_customers(1).customer_id;
            SELECT address_seq.NEXTVAL INTO v_address_id FROM dual;
            INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                                   country, post_code, zip_code)
            VALUES (v_address_id, v_customer_id, v_created, v_house, 'Street Name', p_town, p_county, p_country,
                    'Postcode', NULL);
            UPDATE customers SET preferred_address = v_address_id WHERE customer_id = v_customer_id;
            g_selects := g_selects + 1;
            g_inserts := g_inserts + 1;
            g_updates := g_updates + 1;
            oecommit;
        END IF;
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END updatecustomerdetails;

    -- BP: the customer, sleep, logon (not in the read-only mix's BPR), sleep, 1..23 products by id (up to 14 rows
    -- each: the product in the warehouses that stock it), a sleep after each.
    FUNCTION browseproducts(p_customer NUMBER, p_min_sleep INTEGER, p_max_sleep INTEGER,
                            p_logon INTEGER) RETURN VARCHAR2 IS
        v_customers customer_tab;
        v_products  product_tab;
        v_product   product_information.product_id%TYPE;
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('Browse Products', NULL);
        v_customers := customer_details(p_customer);
        sleep(p_min_sleep, p_max_sleep);
        IF p_logon = 1 THEN
            logon(p_customer);
        END IF;
        sleep(p_min_sleep, p_max_sleep);
        FOR b IN 1 .. draw(1, 24) LOOP
            v_product := draw(1, 1000);
            SELECT p.product_id, p.product_name, p.product_description, p.category_id, p.weight_class,
                   p.warranty_period, p.supplier_id, p.product_status, p.list_price, p.min_price, p.catalog_url,
                   i.quantity_on_hand
              BULK COLLECT INTO v_products
              FROM products p JOIN inventories i ON i.product_id = p.product_id
             WHERE p.product_id = v_product AND ROWNUM < 15;
            g_selects := g_selects + 1;
            sleep(p_min_sleep, p_max_sleep);
        END LOOP;
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END browseproducts;

    -- OP: the customer, its addresses and cards, sleep, logon, sleep, 1..23 browses of a category in a warehouse
    -- (up to 14 rows; only the last counts), a sleep after each and one more; the order, sleep; 2..7 of the
    -- browsed products (at most what the last browse found), each checked for stock in a warehouse drawn for it
    -- and, when stocked there, ordered, a sleep before and after each; the order's status and total; one unit of
    -- stock per item in one bulk update, in (product, warehouse) order so that concurrent orders never deadlock
    -- (the package updates them in the order bought); commit.
    FUNCTION neworder(p_customer NUMBER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2 IS
        v_customers   customer_tab;
        v_cards       card_tab;
        v_products    product_tab := product_tab();
        v_category    product_information.category_id%TYPE;
        v_warehouse   warehouses.warehouse_id%TYPE;
        v_order_id    orders.order_id%TYPE;
        v_delivery    orders.cost_of_delivery%TYPE := draw(1, 5);
        v_status      orders.order_status%TYPE;
        v_to_buy      INTEGER;
        v_on_hand     inventories.quantity_on_hand%TYPE;
        v_total       orders.order_total%TYPE := 0;
        v_item_product product_information.product_id%TYPE;
        v_item_price  product_information.list_price%TYPE;
        v_delivered   DATE := SYSDATE + 3;
        v_stock_products   number_tab := number_tab();
        v_stock_warehouses number_tab := number_tab();
        j INTEGER;
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('New Order', NULL);
        v_customers := customer_details(p_customer);
        address_details(p_customer);
        SELECT card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code
          BULK COLLECT INTO v_cards FROM card_details WHERE customer_id = p_customer AND ROWNUM < 15;
        g_selects := g_selects + 1;
        sleep(p_min_sleep, p_max_sleep);
        logon(p_customer);
        sleep(p_min_sleep, p_max_sleep);
        FOR b IN 1 .. draw(1, 24) LOOP
            v_category := draw(1, 199);
            v_warehouse := draw(1, 1000);
            SELECT p.product_id, p.product_name, p.product_description, p.category_id, p.weight_class,
                   p.warranty_period, p.supplier_id, p.product_status, p.list_price, p.min_price, p.catalog_url,
                   i.quantity_on_hand
              BULK COLLECT INTO v_products
              FROM products p JOIN inventories i ON i.product_id = p.product_id
             WHERE p.category_id = v_category AND i.warehouse_id = v_warehouse AND ROWNUM < 15;
            g_selects := g_selects + 1;
            sleep(p_min_sleep, p_max_sleep);
        END LOOP;
        sleep(p_min_sleep, p_max_sleep);
        v_warehouse := draw(1, 1000);
        INSERT INTO orders (order_id, order_date, order_mode, customer_id, order_status, warehouse_id, delivery_type,
                            delivery_address_id, cost_of_delivery, wait_till_all_available, customer_class, card_id,
                            invoice_address_id)
        VALUES (orders_seq.NEXTVAL, SYSTIMESTAMP, 'online', p_customer, 1, v_warehouse, 'Standard',
                v_customers(1).preferred_address, v_delivery, 'ship_asap', v_customers(1).customer_class,
                v_customers(1).preferred_card, v_customers(1).preferred_address)
        RETURNING order_id INTO v_order_id;
        g_inserts := g_inserts + 1;
        sleep(p_min_sleep, p_max_sleep);
        v_to_buy := LEAST(draw(2, 8), v_products.COUNT);
        FOR v_line_no IN 1 .. v_to_buy LOOP
            sleep(p_min_sleep, p_max_sleep);
            v_warehouse := draw(1, 1000);
            v_item_product := v_products(v_line_no).product_id;
            v_item_price := v_products(v_line_no).list_price;
            BEGIN
                SELECT i.quantity_on_hand INTO v_on_hand
                  FROM product_information p JOIN inventories i ON i.product_id = p.product_id
                 WHERE i.product_id = v_item_product AND i.warehouse_id = v_warehouse;
            EXCEPTION
                WHEN NO_DATA_FOUND THEN
                    v_on_hand := 0;
            END;
            g_selects := g_selects + 1;
            IF v_on_hand > 0 THEN
                INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, quantity, gift_wrap,
                                         condition, estimated_delivery)
                VALUES (v_order_id, v_line_no, v_item_product, v_item_price, 1, 'None', 'New', v_delivered);
                g_inserts := g_inserts + 1;
                v_total := v_total + v_item_price;
                -- Remember the (product, warehouse), kept sorted: the bulk update below locks in that order.
                v_stock_products.EXTEND;
                v_stock_warehouses.EXTEND;
                j := v_stock_products.COUNT;
                WHILE j > 1 AND (v_stock_products(j - 1) > v_item_product OR (v_stock_products(j - 1) = v_item_product
                        AND v_stock_warehouses(j - 1) > v_warehouse)) LOOP
                    v_stock_products(j) := v_stock_products(j - 1);
                    v_stock_warehouses(j) := v_stock_warehouses(j - 1);
                    j := j - 1;
                END LOOP;
                v_stock_products(j) := v_item_product;
                v_stock_warehouses(j) := v_warehouse;
            END IF;
            sleep(p_min_sleep, p_max_sleep);
        END LOOP;
        v_status := draw(0, 4);
        UPDATE orders SET order_mode = 'online', order_status = v_status, order_total = v_total
         WHERE order_id = v_order_id;
        g_updates := g_updates + 1;
        FORALL k IN 1 .. v_stock_products.COUNT
            UPDATE inventories SET quantity_on_hand = quantity_on_hand - 1
             WHERE product_id = v_stock_products(k) AND warehouse_id = v_stock_warehouses(k);
        g_updates := g_updates + v_stock_products.COUNT;
        oecommit;
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END neworder;

    -- PO: up to 9 unprocessed orders of the warehouse with their customer and lines (the first row read), sleep,
    -- that order's status set to 5..9 (none when the warehouse has nothing to process), commit.
    FUNCTION processorders(p_warehouse INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2 IS
        v_order_ids number_tab;
        v_order_id  orders.order_id%TYPE;
        v_status    orders.order_status%TYPE := draw(5, 10);
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('Process Orders', NULL);
        WITH need_to_process AS (SELECT order_id, customer_id FROM orders
                                  WHERE order_status <= 4 AND warehouse_id = p_warehouse AND ROWNUM < 10)
        SELECT o.order_id BULK COLLECT INTO v_order_ids
          FROM orders o JOIN need_to_process ntp ON ntp.order_id = o.order_id
          JOIN customers c ON c.customer_id = o.customer_id
          LEFT JOIN order_items oi ON oi.order_id = o.order_id;
        g_selects := g_selects + 1;
        IF v_order_ids.COUNT > 0 THEN
            v_order_id := v_order_ids(1);
        END IF;
        sleep(p_min_sleep, p_max_sleep);
        UPDATE orders SET order_status = v_status WHERE order_id = v_order_id;
        g_updates := g_updates + 1;
        oecommit;
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END processorders;

    -- BO: the customer and its addresses, sleep, logon, sleep, up to 14 of its orders; only when there are two or
    -- more: the lines of one of them (never the last listed, as the package picks), one line's quantity + 1 and the
    -- order's total + that line's price, commit. The read-only mix's BOR reads the same and writes nothing.
    FUNCTION browseandupdateorders(p_customer NUMBER, p_min_sleep INTEGER, p_max_sleep INTEGER,
                                   p_read_only INTEGER) RETURN VARCHAR2 IS
        v_customers customer_tab;
        v_orders    order_tab;
        v_items     order_item_tab;
        v_order_id  orders.order_id%TYPE;
        v_line      order_items.line_item_id%TYPE;
        v_price     order_items.unit_price%TYPE;
        v_pick      INTEGER;
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('Browse and Update Orders', NULL);
        v_customers := customer_details(p_customer);
        address_details(p_customer);
        sleep(p_min_sleep, p_max_sleep);
        IF p_read_only = 0 THEN
            logon(p_customer);
        END IF;
        sleep(p_min_sleep, p_max_sleep);
        SELECT order_id, order_date, order_mode, customer_id, order_status, order_total, sales_rep_id, promotion_id,
               warehouse_id, delivery_type, cost_of_delivery, wait_till_all_available, delivery_address_id,
               customer_class, card_id, invoice_address_id
          BULK COLLECT INTO v_orders FROM orders WHERE customer_id = p_customer AND ROWNUM < 15;
        g_selects := g_selects + 1;
        IF v_orders.COUNT > 1 THEN
            v_order_id := v_orders(draw(1, v_orders.COUNT)).order_id;
            SELECT order_id, line_item_id, product_id, unit_price, quantity, dispatch_date, return_date, gift_wrap,
                   condition, supplier_id, estimated_delivery
              BULK COLLECT INTO v_items FROM order_items WHERE order_id = v_order_id AND ROWNUM < 15;
            g_selects := g_selects + 1;
            IF v_items.COUNT > 0 AND p_read_only = 0 THEN
                v_pick := GREATEST(draw(1, v_items.COUNT), 1);
                v_line := v_items(v_pick).line_item_id;
                v_price := v_items(v_pick).unit_price;
                UPDATE order_items SET quantity = quantity + 1 WHERE order_id = v_order_id AND line_item_id = v_line;
                UPDATE orders SET order_total = order_total + v_price WHERE order_id = v_order_id;
                g_updates := g_updates + 2;
                oecommit;
            END IF;
        END IF;
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END browseandupdateorders;

    -- SQ: a sales rep's orders ranked by value (rank 10 or better) with the customers' names, every row read; sleep.
    FUNCTION salesrepsquery(p_sales_rep INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2 IS
        TYPE row_tab IS TABLE OF VARCHAR2(200);
        v_names row_tab;
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('Sales Rep Query', NULL);
        SELECT tt.order_total || ' ' || tt.sales_rep_id || ' ' || tt.order_date || ' ' || c.cust_first_name || ' '
               || c.cust_last_name
          BULK COLLECT INTO v_names
          FROM (SELECT o.order_total, o.sales_rep_id, o.order_date, o.customer_id,
                       RANK() OVER (ORDER BY o.order_total DESC) AS sal_rank
                  FROM orders o WHERE o.sales_rep_id = p_sales_rep) tt
          JOIN customers c ON c.customer_id = tt.customer_id
         WHERE tt.sal_rank <= 10;
        g_selects := g_selects + 1;
        sleep(p_min_sleep, p_max_sleep);
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END salesrepsquery;

    -- WQ: count and value of a warehouse's orders, CUBE over order mode and warehouse, every row read; sleep.
    FUNCTION warehouseordersquery(p_warehouse INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2 IS
        v_sums number_tab;
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('Warehouse Orders Query', NULL);
        SELECT SUM(o.order_total)
          BULK COLLECT INTO v_sums
          FROM orders o JOIN warehouses w ON w.warehouse_id = o.warehouse_id
         WHERE w.warehouse_id = p_warehouse
         GROUP BY CUBE (o.order_mode, o.warehouse_id);
        g_selects := g_selects + 1;
        sleep(p_min_sleep, p_max_sleep);
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END warehouseordersquery;

    -- WA: count and value of a warehouse's orders in the last twelve five-minute windows, every row read; sleep.
    FUNCTION warehouseactivityquery(p_warehouse INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER) RETURN VARCHAR2 IS
        v_sums number_tab;
    BEGIN
        reset_counts;
        DBMS_APPLICATION_INFO.SET_MODULE('Warehouse Activity Query', NULL);
        WITH stage1 AS (SELECT /*+ MATERIALIZE CARDINALITY(12) */ ROWNUM * (1 / 288) AS offset_days
                          FROM dual CONNECT BY ROWNUM <= 12),
             stage2 AS (SELECT /*+ MATERIALIZE CARDINALITY(12) */ LAG(offset_days, 1, 0) OVER (ORDER BY offset_days)
                               AS ostart, offset_days AS oend FROM stage1),
             stage3 AS (SELECT /*+ MATERIALIZE CARDINALITY(12) */ CAST(SYSTIMESTAMP AS DATE) - ostart AS date1,
                               CAST(SYSTIMESTAMP AS DATE) - oend AS date2 FROM stage2)
        SELECT SUM(o.order_total)
          BULK COLLECT INTO v_sums
          FROM stage3 s JOIN orders o ON o.order_date BETWEEN s.date2 AND s.date1
         WHERE o.warehouse_id = p_warehouse
         GROUP BY o.warehouse_id, s.date1, s.date2
         ORDER BY s.date1, s.date2 DESC;
        g_selects := g_selects + 1;
        sleep(p_min_sleep, p_max_sleep);
        DBMS_APPLICATION_INFO.SET_MODULE(NULL, NULL);
        RETURN counts;
    END warehouseactivityquery;
END orderentry;
/
-- CREATE PACKAGE succeeds even when the body does not compile (it is left INVALID): fail the install instead.
DECLARE
    v_errors VARCHAR2(4000);
BEGIN
    FOR e IN (SELECT name, type, line, position, text FROM user_errors WHERE name = 'ORDERENTRY'
              ORDER BY sequence) LOOP
        v_errors := SUBSTR(v_errors || e.type || ' line ' || e.line || ':' || e.position || ' ' || e.text || '; ',
                           1, 3900);
    END LOOP;
    IF v_errors IS NOT NULL THEN
        RAISE_APPLICATION_ERROR(-20001, 'ORDERENTRY does not compile: ' || v_errors);
    END IF;
END;
/
