-- Order Entry's server variant for MariaDB: one stored function call per transaction, as Swingbench's default
-- configuration (SOE_Server_Side_V2) calls its PL/SQL package ORDERENTRY. The same reads, writes, random ranges,
-- row limits and sleep points as postgresql/code.sql (see docs/soe.md); each function returns
-- "selects,inserts,updates,deletes,commits,rollbacks,slept-ms": every statement it executed, by kind, and the
-- milliseconds it slept. A stored function cannot commit in MariaDB: the client calls it in autocommit mode
-- (SELECT orderentry_x(...)), so each call is one transaction (one commit where the package commits up to twice).
-- MariaDB has no arrays: where the package keeps rows it read (OP's browsed products, BO's orders and lines), one
-- statement reads them all into comma-separated lists (GROUP_CONCAT over the same query with the same row limit).
-- Random draws follow the package's dbms_random.value(a, b), i.e. a..b-1 after floor: a + FLOOR(RAND() * (b - a)).
-- Every block ends with a line holding only "/" (Surgebench's script reader).
CREATE OR REPLACE FUNCTION orderentry_version() RETURNS VARCHAR(10) DETERMINISTIC NO SQL
BEGIN
    RETURN '1';
END
/
-- The n-th (1-based) element of a comma-separated list.
CREATE OR REPLACE FUNCTION orderentry_nth(p_list TEXT, p_n INTEGER) RETURNS VARCHAR(40) DETERMINISTIC NO SQL
BEGIN
    RETURN SUBSTRING_INDEX(SUBSTRING_INDEX(p_list, ',', p_n), ',', -1);
END
/
-- The package's sleep: only when both bounds are set; returns the milliseconds slept (SYSDATE is the clock's time,
-- NOW() a function's start).
CREATE OR REPLACE FUNCTION orderentry_sleep(p_min INTEGER, p_max INTEGER) RETURNS INTEGER NOT DETERMINISTIC NO SQL
BEGIN
    DECLARE v_start DATETIME(6);
    DECLARE v_done INTEGER;
    IF p_min = 0 OR p_max = 0 OR p_max < p_min THEN
        RETURN 0;
    END IF;
    SET v_start = SYSDATE(6);
    SET v_done = SLEEP((p_min + RAND() * (p_max - p_min)) / 1000.0);
    RETURN ROUND(TIMESTAMPDIFF(MICROSECOND, v_start, SYSDATE(6)) / 1000);
END
/
-- The package's logon: the customer read, then one time in three the time, a LOGON row. Returns 1 when it wrote.
CREATE OR REPLACE FUNCTION orderentry_logon(p_customer BIGINT) RETURNS INTEGER NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_customer ROW TYPE OF customers;
    DECLARE v_now DATETIME;
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    IF 1 + FLOOR(RAND() * 3) = 2 THEN
        SELECT NOW() INTO v_now;
        INSERT INTO logon (logon_id, customer_id, logon_date) VALUES (NEXTVAL(logon_seq), p_customer, v_now);
        RETURN 1;
    END IF;
    RETURN 0;
END
/
-- The counts as the package returns them: a call that changed rows is one committed transaction.
CREATE OR REPLACE FUNCTION orderentry_result(p_selects INTEGER, p_inserts INTEGER, p_updates INTEGER,
        p_wrote BOOLEAN, p_slept INTEGER) RETURNS VARCHAR(100) DETERMINISTIC NO SQL
BEGIN
    RETURN CONCAT(p_selects, ',', p_inserts, ',', p_updates, ',0,', IF(p_wrote, 1, 0), ',0,', p_slept);
END
/
-- NCR: three ids, the customer with an address and a card, sleep, logon, the customer read back.
CREATE OR REPLACE FUNCTION orderentry_newcustomer(p_first VARCHAR(40), p_last VARCHAR(40),
        p_nls_language VARCHAR(3), p_nls_territory VARCHAR(30), p_town VARCHAR(60), p_county VARCHAR(60),
        p_country VARCHAR(60), p_min_sleep INTEGER, p_max_sleep INTEGER) RETURNS VARCHAR(100)
        NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_customer_id BIGINT;
    DECLARE v_address_id BIGINT;
    DECLARE v_card_id BIGINT;
    DECLARE v_customer ROW TYPE OF customers;
    DECLARE v_logon INTEGER;
    DECLARE v_slept INTEGER DEFAULT 0;
    SELECT NEXTVAL(customer_seq) INTO v_customer_id;
    SELECT NEXTVAL(address_seq) INTO v_address_id;
    SELECT NEXTVAL(card_details_seq) INTO v_card_id;
    INSERT INTO customers (customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                           cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                           partner_mailshot, preferred_address, preferred_card)
    VALUES (v_customer_id, p_first, p_last, p_nls_language, p_nls_territory, 100 + FLOOR(RAND() * 4900),
            CONCAT(LOWER(p_first), '.', LOWER(p_last), '@oracle.com'), 145 + FLOOR(RAND() * 26), CURRENT_DATE,
            'Occasional', 'Music', CURRENT_DATE - INTERVAL FLOOR(365 * (20 + RAND() * 40)) DAY, 'Y', 'N',
            v_address_id, v_card_id);
    INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                           country, post_code, zip_code)
    VALUES (v_address_id, v_customer_id, CURRENT_DATE, 1 + FLOOR(RAND() * 199), 'Street Name', p_town, p_county,
            p_country, 'Postcode', NULL);
    INSERT INTO card_details (card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code)
    VALUES (v_card_id, v_customer_id, 'Visa(Debit)', 1111111111 + FLOOR(RAND() * 8888888888),
            CURRENT_DATE + INTERVAL (365 + FLOOR(RAND() * 1095)) DAY, 'Y', 1111 + FLOOR(RAND() * 8888));
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    SET v_logon = orderentry_logon(v_customer_id);
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = v_customer_id LIMIT 14;
    RETURN orderentry_result(3 + 1 + v_logon + 1, 3 + v_logon, 0, TRUE, v_slept);
END
/
-- UCD: customers by name (up to 14; the case-insensitive collation compares as lower() would), sleep; only when
-- more than one matched, a new preferred address for the first.
CREATE OR REPLACE FUNCTION orderentry_updatecustomerdetails(p_first VARCHAR(40), p_last VARCHAR(40),
        p_town VARCHAR(60), p_county VARCHAR(60), p_country VARCHAR(60), p_min_sleep INTEGER, p_max_sleep INTEGER)
        RETURNS VARCHAR(100) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_matches INTEGER;
    DECLARE v_customer_id BIGINT;
    DECLARE v_address_id BIGINT;
    DECLARE v_slept INTEGER DEFAULT 0;
    SELECT COUNT(*), MIN(customer_id) INTO v_matches, v_customer_id
      FROM (SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                   cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                   partner_mailshot, preferred_address, preferred_card
              FROM customers WHERE cust_last_name = p_last AND cust_first_name = p_first LIMIT 14) c;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    IF v_matches > 1 THEN
        SELECT NEXTVAL(address_seq) INTO v_address_id;
        INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                               country, post_code, zip_code)
        VALUES (v_address_id, v_customer_id, CURRENT_DATE, 1 + FLOOR(RAND() * 199), 'Street Name', p_town,
                p_county, p_country, 'Postcode', NULL);
        UPDATE customers SET preferred_address = v_address_id WHERE customer_id = v_customer_id;
        RETURN orderentry_result(2, 1, 1, TRUE, v_slept);
    END IF;
    RETURN orderentry_result(1, 0, 0, FALSE, v_slept);
END
/
-- BP: the customer, sleep, logon (not in the read-only mix's BPR), sleep, 1..23 products by id (up to 14 rows
-- each: the product in the warehouses that stock it), a sleep after each.
CREATE OR REPLACE FUNCTION orderentry_browseproducts(p_customer BIGINT, p_min_sleep INTEGER, p_max_sleep INTEGER,
        p_logon INTEGER) RETURNS VARCHAR(100) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_customer ROW TYPE OF customers;
    DECLARE v_browses INTEGER;
    DECLARE v_b INTEGER DEFAULT 0;
    DECLARE v_product INTEGER;
    DECLARE v_rows INTEGER;
    DECLARE v_selects INTEGER DEFAULT 1;
    DECLARE v_logon INTEGER DEFAULT 0;
    DECLARE v_slept INTEGER DEFAULT 0;
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    IF p_logon = 1 THEN
        SET v_logon = orderentry_logon(p_customer);
        SET v_selects = v_selects + 1 + v_logon;
    END IF;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    SET v_browses = 1 + FLOOR(RAND() * 23);
    WHILE v_b < v_browses DO
        SET v_b = v_b + 1;
        SET v_product = 1 + FLOOR(RAND() * 999);
        SELECT COUNT(*) INTO v_rows
          FROM (SELECT p.product_id, p.product_name, p.product_description, p.category_id, p.weight_class,
                       p.warranty_period, p.supplier_id, p.product_status, p.list_price, p.min_price, p.catalog_url,
                       i.quantity_on_hand
                  FROM products p JOIN inventories i ON i.product_id = p.product_id
                 WHERE p.product_id = v_product LIMIT 14) x;
        SET v_selects = v_selects + 1;
        SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    END WHILE;
    RETURN orderentry_result(v_selects, v_logon, 0, v_logon > 0, v_slept);
END
/
-- OP: the customer, its addresses and cards, sleep, logon, sleep, 1..23 browses of a category in a warehouse (up
-- to 14 rows; only the last browse counts), a sleep after each and one more; the order, sleep; 2..7 of the
-- browsed products (at most what the last browse found), each checked for stock in a warehouse drawn for it and,
-- when stocked there, ordered (list price, quantity 1), a sleep before and after each; the order's status and
-- total; one unit of stock taken per item, in (product, warehouse) order so that concurrent orders never deadlock.
CREATE OR REPLACE FUNCTION orderentry_neworder(p_customer BIGINT, p_min_sleep INTEGER, p_max_sleep INTEGER)
        RETURNS VARCHAR(100) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_customer ROW TYPE OF customers;
    DECLARE v_rows INTEGER;
    DECLARE v_browses INTEGER;
    DECLARE v_b INTEGER DEFAULT 0;
    DECLARE v_category INTEGER;
    DECLARE v_warehouse INTEGER;
    DECLARE v_found INTEGER DEFAULT 0;
    DECLARE v_products TEXT;
    DECLARE v_prices TEXT;
    DECLARE v_to_buy INTEGER;
    DECLARE v_n INTEGER DEFAULT 0;
    DECLARE v_order_id BIGINT;
    DECLARE v_on_hand INTEGER;
    DECLARE v_product INTEGER;
    DECLARE v_price NUMERIC(8, 2);
    DECLARE v_bought INTEGER DEFAULT 0;
    -- The (product, warehouse) pairs bought, as product * 10000 + warehouse, kept sorted.
    DECLARE v_stock TEXT DEFAULT '';
    DECLARE v_key BIGINT;
    DECLARE v_k INTEGER;
    DECLARE v_sorted TEXT;
    DECLARE v_placed INTEGER;
    DECLARE v_total NUMERIC(12, 2) DEFAULT 0;
    DECLARE v_selects INTEGER DEFAULT 3;
    DECLARE v_inserts INTEGER DEFAULT 0;
    DECLARE v_logon INTEGER;
    DECLARE v_slept INTEGER DEFAULT 0;
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
                   post_code, zip_code FROM addresses WHERE customer_id = p_customer LIMIT 14) a;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code
              FROM card_details WHERE customer_id = p_customer LIMIT 14) c;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    SET v_logon = orderentry_logon(p_customer);
    SET v_selects = v_selects + 1 + v_logon;
    SET v_inserts = v_inserts + v_logon;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    SET v_browses = 1 + FLOOR(RAND() * 23);
    WHILE v_b < v_browses DO
        SET v_b = v_b + 1;
        SET v_category = 1 + FLOOR(RAND() * 198);
        SET v_warehouse = 1 + FLOOR(RAND() * 999);
        SELECT COUNT(*), GROUP_CONCAT(product_id ORDER BY product_id), GROUP_CONCAT(list_price ORDER BY product_id)
          INTO v_found, v_products, v_prices
          FROM (SELECT p.product_id, p.product_name, p.product_description, p.category_id, p.weight_class,
                       p.warranty_period, p.supplier_id, p.product_status, p.list_price, p.min_price, p.catalog_url,
                       i.quantity_on_hand
                  FROM products p JOIN inventories i ON i.product_id = p.product_id
                 WHERE p.category_id = v_category AND i.warehouse_id = v_warehouse LIMIT 14) x;
        SET v_selects = v_selects + 1;
        SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    END WHILE;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    SET v_warehouse = 1 + FLOOR(RAND() * 999);
    SET v_order_id = NEXTVAL(orders_seq);
    INSERT INTO orders (order_id, order_date, order_mode, customer_id, order_status, warehouse_id, delivery_type,
                        delivery_address_id, cost_of_delivery, wait_till_all_available, customer_class, card_id,
                        invoice_address_id)
    VALUES (v_order_id, NOW(), 'online', p_customer, 1, v_warehouse, 'Standard', v_customer.preferred_address,
            ROUND(1 + RAND() * 4), 'ship_asap', v_customer.customer_class, v_customer.preferred_card,
            v_customer.preferred_address);
    SET v_inserts = v_inserts + 1;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    SET v_to_buy = LEAST(2 + FLOOR(RAND() * 6), v_found);
    WHILE v_n < v_to_buy DO
        SET v_n = v_n + 1;
        SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
        SET v_warehouse = 1 + FLOOR(RAND() * 999);
        SET v_product = orderentry_nth(v_products, v_n);
        SET v_price = orderentry_nth(v_prices, v_n);
        SET v_on_hand = NULL;
        SELECT i.quantity_on_hand INTO v_on_hand
          FROM product_information p JOIN inventories i ON i.product_id = p.product_id
         WHERE i.product_id = v_product AND i.warehouse_id = v_warehouse;
        SET v_selects = v_selects + 1;
        IF COALESCE(v_on_hand, 0) > 0 THEN
            INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, quantity, gift_wrap, `condition`,
                                     estimated_delivery)
            VALUES (v_order_id, v_n, v_product, v_price, 1, 'None', 'New', NOW() + INTERVAL 3 DAY);
            SET v_inserts = v_inserts + 1;
            SET v_total = v_total + v_price;
            -- Insert the pair into the sorted list.
            SET v_key = v_product * 10000 + v_warehouse;
            SET v_sorted = '';
            SET v_placed = 0;
            SET v_k = 0;
            WHILE v_k < v_bought DO
                SET v_k = v_k + 1;
                IF v_placed = 0 AND CAST(orderentry_nth(v_stock, v_k) AS INTEGER) > v_key THEN
                    SET v_sorted = CONCAT(v_sorted, ',', v_key);
                    SET v_placed = 1;
                END IF;
                SET v_sorted = CONCAT(v_sorted, ',', orderentry_nth(v_stock, v_k));
            END WHILE;
            IF v_placed = 0 THEN
                SET v_sorted = CONCAT(v_sorted, ',', v_key);
            END IF;
            SET v_stock = SUBSTRING(v_sorted, 2);
            SET v_bought = v_bought + 1;
        END IF;
        SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    END WHILE;
    UPDATE orders SET order_mode = 'online', order_status = FLOOR(RAND() * 4), order_total = v_total
     WHERE order_id = v_order_id;
    SET v_k = 0;
    WHILE v_k < v_bought DO
        SET v_k = v_k + 1;
        SET v_key = orderentry_nth(v_stock, v_k);
        UPDATE inventories SET quantity_on_hand = quantity_on_hand - 1
         WHERE product_id = v_key DIV 10000 AND warehouse_id = v_key MOD 10000;
    END WHILE;
    RETURN orderentry_result(v_selects, v_inserts, 1 + v_bought, TRUE, v_slept);
END
/
-- PO: up to 9 unprocessed orders of the warehouse with their customer and lines (every row read), sleep, the first
-- order's status set to 5..9 (none when the warehouse has nothing to process: the update finds no row).
CREATE OR REPLACE FUNCTION orderentry_processorders(p_warehouse INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER)
        RETURNS VARCHAR(100) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_order_id BIGINT;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE v_updated INTEGER;
    SELECT MIN(x.order_id) INTO v_order_id
      FROM (WITH need_to_process AS (SELECT order_id, customer_id FROM orders
                                      WHERE order_status <= 4 AND warehouse_id = p_warehouse LIMIT 9)
            SELECT o.order_id, c.cust_last_name, c.credit_limit, c.cust_email, o.order_date
              FROM orders o JOIN need_to_process ntp ON ntp.order_id = o.order_id
              JOIN customers c ON c.customer_id = o.customer_id
              LEFT JOIN order_items oi ON oi.order_id = o.order_id) x;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    UPDATE orders SET order_status = 5 + FLOOR(RAND() * 5) WHERE order_id = v_order_id;
    SET v_updated = ROW_COUNT();
    RETURN orderentry_result(1, 0, 1, v_updated > 0, v_slept);
END
/
-- BO: the customer and its addresses, sleep, logon, sleep, up to 14 of its orders; only when there are two or
-- more: the lines of one of them (never the last listed, as the package picks), one line's quantity + 1 and the
-- order's total + that line's price. The read-only mix's BOR reads the same and writes nothing (p_read_only = 1).
CREATE OR REPLACE FUNCTION orderentry_browseandupdateorders(p_customer BIGINT, p_min_sleep INTEGER,
        p_max_sleep INTEGER, p_read_only INTEGER) RETURNS VARCHAR(100) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_customer ROW TYPE OF customers;
    DECLARE v_rows INTEGER;
    DECLARE v_orders TEXT;
    DECLARE v_order_count INTEGER;
    DECLARE v_order_id BIGINT;
    DECLARE v_lines TEXT;
    DECLARE v_prices TEXT;
    DECLARE v_line_count INTEGER DEFAULT 0;
    DECLARE v_line INTEGER;
    DECLARE v_selects INTEGER DEFAULT 2;
    DECLARE v_inserts INTEGER DEFAULT 0;
    DECLARE v_updates INTEGER DEFAULT 0;
    DECLARE v_logon INTEGER;
    DECLARE v_slept INTEGER DEFAULT 0;
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
                   post_code, zip_code FROM addresses WHERE customer_id = p_customer LIMIT 14) a;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    IF p_read_only = 0 THEN
        SET v_logon = orderentry_logon(p_customer);
        SET v_selects = v_selects + 1 + v_logon;
        SET v_inserts = v_logon;
    END IF;
    SET v_slept = v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    SELECT COUNT(*), GROUP_CONCAT(order_id ORDER BY order_id) INTO v_order_count, v_orders
      FROM (SELECT order_id, order_date, order_mode, customer_id, order_status, order_total, sales_rep_id,
                   promotion_id, warehouse_id, delivery_type, cost_of_delivery, wait_till_all_available,
                   delivery_address_id, customer_class, card_id, invoice_address_id
              FROM orders WHERE customer_id = p_customer LIMIT 14) o;
    SET v_selects = v_selects + 1;
    IF v_order_count > 1 THEN
        SET v_order_id = orderentry_nth(v_orders, 1 + FLOOR(RAND() * (v_order_count - 1)));
        SELECT COUNT(*), GROUP_CONCAT(line_item_id ORDER BY line_item_id),
               GROUP_CONCAT(unit_price ORDER BY line_item_id)
          INTO v_line_count, v_lines, v_prices
          FROM (SELECT order_id, line_item_id, product_id, unit_price, quantity, dispatch_date, return_date,
                       gift_wrap, `condition`, supplier_id, estimated_delivery
                  FROM order_items WHERE order_id = v_order_id LIMIT 14) l;
        SET v_selects = v_selects + 1;
        IF v_line_count > 0 AND p_read_only = 0 THEN
            SET v_line = 1 + FLOOR(RAND() * GREATEST(v_line_count - 1, 0));
            UPDATE order_items SET quantity = quantity + 1
             WHERE order_id = v_order_id AND line_item_id = orderentry_nth(v_lines, v_line);
            UPDATE orders SET order_total = order_total + orderentry_nth(v_prices, v_line)
             WHERE order_id = v_order_id;
            SET v_updates = 2;
        END IF;
    END IF;
    RETURN orderentry_result(v_selects, v_inserts, v_updates, v_inserts + v_updates > 0, v_slept);
END
/
-- SQ: a sales rep's orders ranked by value (rank 10 or better) with the customers' names, every row read; sleep.
CREATE OR REPLACE FUNCTION orderentry_salesrepsquery(p_sales_rep INTEGER, p_min_sleep INTEGER, p_max_sleep INTEGER)
        RETURNS VARCHAR(100) NOT DETERMINISTIC READS SQL DATA
BEGIN
    DECLARE v_rows INTEGER;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT tt.order_total, tt.sales_rep_id, tt.order_date, c.cust_first_name, c.cust_last_name
              FROM (SELECT o.order_total, o.sales_rep_id, o.order_date, o.customer_id,
                           RANK() OVER (ORDER BY o.order_total DESC) AS sal_rank
                      FROM orders o WHERE o.sales_rep_id = p_sales_rep) tt
              JOIN customers c ON c.customer_id = tt.customer_id
             WHERE tt.sal_rank <= 10) x;
    RETURN orderentry_result(1, 0, 0, FALSE, orderentry_sleep(p_min_sleep, p_max_sleep));
END
/
-- WQ: count and value of a warehouse's orders by order mode and warehouse, CUBE's four grouping sets as one
-- UNION ALL (MariaDB has no CUBE, as the client variant's query here); every row read; sleep.
CREATE OR REPLACE FUNCTION orderentry_warehouseordersquery(p_warehouse INTEGER, p_min_sleep INTEGER,
        p_max_sleep INTEGER) RETURNS VARCHAR(100) NOT DETERMINISTIC READS SQL DATA
BEGIN
    DECLARE v_rows INTEGER;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT o.order_mode, o.warehouse_id, SUM(o.order_total), COUNT(*) FROM orders o
              JOIN warehouses w ON w.warehouse_id = o.warehouse_id WHERE w.warehouse_id = p_warehouse
             GROUP BY o.order_mode, o.warehouse_id
            UNION ALL
            SELECT o.order_mode, NULL, SUM(o.order_total), COUNT(*) FROM orders o
              JOIN warehouses w ON w.warehouse_id = o.warehouse_id WHERE w.warehouse_id = p_warehouse
             GROUP BY o.order_mode
            UNION ALL
            SELECT NULL, o.warehouse_id, SUM(o.order_total), COUNT(*) FROM orders o
              JOIN warehouses w ON w.warehouse_id = o.warehouse_id WHERE w.warehouse_id = p_warehouse
             GROUP BY o.warehouse_id
            UNION ALL
            SELECT NULL, NULL, SUM(o.order_total), COUNT(*) FROM orders o
              JOIN warehouses w ON w.warehouse_id = o.warehouse_id WHERE w.warehouse_id = p_warehouse) x;
    RETURN orderentry_result(1, 0, 0, FALSE, orderentry_sleep(p_min_sleep, p_max_sleep));
END
/
-- WA: count and value of a warehouse's orders in the last twelve five-minute windows; every row read; sleep.
CREATE OR REPLACE FUNCTION orderentry_warehouseactivityquery(p_warehouse INTEGER, p_min_sleep INTEGER,
        p_max_sleep INTEGER) RETURNS VARCHAR(100) NOT DETERMINISTIC READS SQL DATA
BEGIN
    DECLARE v_rows INTEGER;
    SELECT COUNT(*) INTO v_rows
      FROM (WITH stage1 AS (SELECT seq AS k FROM seq_1_to_12),
                 stage2 AS (SELECT COALESCE(LAG(k, 1) OVER (ORDER BY k), 0) AS ostart, k AS oend FROM stage1),
                 stage3 AS (SELECT NOW() - INTERVAL (ostart * 5) MINUTE AS date1,
                                   NOW() - INTERVAL (oend * 5) MINUTE AS date2 FROM stage2)
            SELECT o.warehouse_id, s.date1, s.date2, SUM(o.order_total), COUNT(*)
              FROM stage3 s JOIN orders o ON o.order_date BETWEEN s.date2 AND s.date1
             WHERE o.warehouse_id = p_warehouse
             GROUP BY o.warehouse_id, s.date1, s.date2 ORDER BY s.date1, s.date2 DESC) x;
    RETURN orderentry_result(1, 0, 0, FALSE, orderentry_sleep(p_min_sleep, p_max_sleep));
END
/
