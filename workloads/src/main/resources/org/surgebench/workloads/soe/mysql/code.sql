-- Order Entry's server variant for MySQL 8: one stored procedure CALL per transaction, as Swingbench's default
-- configuration (SOE_Server_Side_V2) calls its PL/SQL package ORDERENTRY. The reads, writes, random ranges, row
-- limits and sleep points of mariadb/code.sql (see docs/soe.md), in the form MySQL 8 takes:
-- * procedures only, no stored functions: with the binary log on (MySQL 8's default) creating a function needs
--   SUPER or log_bin_trust_function_creators, and one that writes must be declared DETERMINISTIC, which these are
--   not; a procedure needs neither. Each takes "selects,inserts,updates,deletes,commits,rollbacks,slept-ms" as its
--   first (OUT) parameter, then the arguments of the MariaDB function of its name.
-- * each procedure is one transaction of its own (START TRANSACTION ... COMMIT inside, rolled back and raised again
--   on any error), called in autocommit mode, so every call reports one commit;
-- * no sequences: a value is taken by inserting a row into the sequence's table (one AUTO_INCREMENT column) and
--   reading LAST_INSERT_ID(): one INSERT where MariaDB selects NEXTVAL;
-- * no ROW TYPE OF: the customer read keeps the columns it needs, as one aggregate over the same row-limited read;
-- * no CREATE OR REPLACE for routines: DROP PROCEDURE IF EXISTS first; CAST AS SIGNED, not INTEGER.
-- Random draws follow the package's dbms_random.value(a, b), i.e. a..b-1 after floor: a + FLOOR(RAND() * (b - a)).
-- Every block ends with a line holding only "/" (Surgebench's script reader).
DROP PROCEDURE IF EXISTS orderentry_version;
CREATE PROCEDURE orderentry_version(OUT p_version VARCHAR(10)) DETERMINISTIC NO SQL
BEGIN
    SET p_version = '1';
END
/
-- The package's sleep: only when both bounds are set; adds the milliseconds slept to p_slept (SYSDATE is the
-- clock's time, NOW() a statement's start).
DROP PROCEDURE IF EXISTS orderentry_sleep;
CREATE PROCEDURE orderentry_sleep(IN p_min INTEGER, IN p_max INTEGER, INOUT p_slept INTEGER) NOT DETERMINISTIC NO SQL
BEGIN
    DECLARE v_start DATETIME(6);
    DECLARE v_done INTEGER;
    IF p_min > 0 AND p_max > 0 AND p_max >= p_min THEN
        SET v_start = SYSDATE(6);
        SET v_done = SLEEP((p_min + RAND() * (p_max - p_min)) / 1000.0);
        SET p_slept = p_slept + ROUND(TIMESTAMPDIFF(MICROSECOND, v_start, SYSDATE(6)) / 1000);
    END IF;
END
/
-- The package's logon: the customer read, then one time in three the time and a LOGON row (its id from logon_seq:
-- one more insert). p_wrote is 1 when it wrote.
DROP PROCEDURE IF EXISTS orderentry_logon;
CREATE PROCEDURE orderentry_logon(IN p_customer BIGINT, OUT p_wrote INTEGER) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_rows INTEGER;
    DECLARE v_now DATETIME;
    SET p_wrote = 0;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                   cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                   partner_mailshot, preferred_address, preferred_card
              FROM customers WHERE customer_id = p_customer LIMIT 14) c;
    IF 1 + FLOOR(RAND() * 3) = 2 THEN
        SELECT NOW() INTO v_now;
        INSERT INTO logon_seq () VALUES ();
        INSERT INTO logon (logon_id, customer_id, logon_date) VALUES (LAST_INSERT_ID(), p_customer, v_now);
        SET p_wrote = 1;
    END IF;
END
/
-- NCR: three ids, the customer with an address and a card, sleep, logon, the customer read back.
DROP PROCEDURE IF EXISTS orderentry_newcustomer;
CREATE PROCEDURE orderentry_newcustomer(OUT p_result VARCHAR(100), IN p_first VARCHAR(40), IN p_last VARCHAR(40),
        IN p_nls_language VARCHAR(3), IN p_nls_territory VARCHAR(30), IN p_town VARCHAR(60), IN p_county VARCHAR(60),
        IN p_country VARCHAR(60), IN p_min_sleep INTEGER, IN p_max_sleep INTEGER)
        NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_customer_id BIGINT;
    DECLARE v_address_id BIGINT;
    DECLARE v_card_id BIGINT;
    DECLARE v_rows INTEGER;
    DECLARE v_logon INTEGER;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    INSERT INTO customer_seq () VALUES ();
    SET v_customer_id = LAST_INSERT_ID();
    INSERT INTO address_seq () VALUES ();
    SET v_address_id = LAST_INSERT_ID();
    INSERT INTO card_details_seq () VALUES ();
    SET v_card_id = LAST_INSERT_ID();
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
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    CALL orderentry_logon(v_customer_id, v_logon);
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                   cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                   partner_mailshot, preferred_address, preferred_card
              FROM customers WHERE customer_id = v_customer_id LIMIT 14) c;
    COMMIT;
    SET p_result = CONCAT(1 + v_logon + 1, ',', 3 + 3 + 2 * v_logon, ',0,0,1,0,', v_slept);
END
/
-- UCD: customers by name (up to 14; the case-insensitive collation compares as lower() would), sleep; only when
-- more than one matched, a new preferred address for the first.
DROP PROCEDURE IF EXISTS orderentry_updatecustomerdetails;
CREATE PROCEDURE orderentry_updatecustomerdetails(OUT p_result VARCHAR(100), IN p_first VARCHAR(40),
        IN p_last VARCHAR(40), IN p_town VARCHAR(60), IN p_county VARCHAR(60), IN p_country VARCHAR(60),
        IN p_min_sleep INTEGER, IN p_max_sleep INTEGER) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_matches INTEGER;
    DECLARE v_customer_id BIGINT;
    DECLARE v_address_id BIGINT;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SELECT COUNT(*), MIN(customer_id) INTO v_matches, v_customer_id
      FROM (SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                   cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                   partner_mailshot, preferred_address, preferred_card
              FROM customers WHERE cust_last_name = p_last AND cust_first_name = p_first LIMIT 14) c;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    IF v_matches > 1 THEN
        INSERT INTO address_seq () VALUES ();
        SET v_address_id = LAST_INSERT_ID();
        INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                               country, post_code, zip_code)
        VALUES (v_address_id, v_customer_id, CURRENT_DATE, 1 + FLOOR(RAND() * 199), 'Street Name', p_town,
                p_county, p_country, 'Postcode', NULL);
        UPDATE customers SET preferred_address = v_address_id WHERE customer_id = v_customer_id;
        COMMIT;
        SET p_result = CONCAT('1,2,1,0,1,0,', v_slept);
    ELSE
        COMMIT;
        SET p_result = CONCAT('1,0,0,0,1,0,', v_slept);
    END IF;
END
/
-- BP: the customer, sleep, logon (not in the read-only mix's BPR), sleep, 1..23 products by id (up to 14 rows
-- each: the product in the warehouses that stock it), a sleep after each.
DROP PROCEDURE IF EXISTS orderentry_browseproducts;
CREATE PROCEDURE orderentry_browseproducts(OUT p_result VARCHAR(100), IN p_customer BIGINT, IN p_min_sleep INTEGER,
        IN p_max_sleep INTEGER, IN p_logon INTEGER) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_browses INTEGER;
    DECLARE v_b INTEGER DEFAULT 0;
    DECLARE v_product INTEGER;
    DECLARE v_rows INTEGER;
    DECLARE v_selects INTEGER DEFAULT 1;
    DECLARE v_logon INTEGER DEFAULT 0;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                   cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                   partner_mailshot, preferred_address, preferred_card
              FROM customers WHERE customer_id = p_customer LIMIT 14) c;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    IF p_logon = 1 THEN
        CALL orderentry_logon(p_customer, v_logon);
        SET v_selects = v_selects + 1 + v_logon;
    END IF;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
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
        CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    END WHILE;
    COMMIT;
    SET p_result = CONCAT(v_selects, ',', 2 * v_logon, ',0,0,1,0,', v_slept);
END
/
-- OP: the customer, its addresses and cards, sleep, logon, sleep, 1..23 browses of a category in a warehouse (up
-- to 14 rows; only the last browse counts), a sleep after each and one more; the order (its id from orders_seq),
-- sleep; 2..7 of the browsed products (at most what the last browse found), each checked for stock in a warehouse
-- drawn for it and, when stocked there, ordered (list price, quantity 1), a sleep before and after each; the
-- order's status and total; one unit of stock taken per item, in (product, warehouse) order so that concurrent
-- orders never deadlock.
DROP PROCEDURE IF EXISTS orderentry_neworder;
CREATE PROCEDURE orderentry_neworder(OUT p_result VARCHAR(100), IN p_customer BIGINT, IN p_min_sleep INTEGER,
        IN p_max_sleep INTEGER) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_address BIGINT;
    DECLARE v_card BIGINT;
    DECLARE v_class VARCHAR(40);
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
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SELECT COUNT(*), MAX(preferred_address), MAX(preferred_card), MAX(customer_class)
      INTO v_rows, v_address, v_card, v_class
      FROM (SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                   cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                   partner_mailshot, preferred_address, preferred_card
              FROM customers WHERE customer_id = p_customer LIMIT 14) c;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
                   post_code, zip_code FROM addresses WHERE customer_id = p_customer LIMIT 14) a;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code
              FROM card_details WHERE customer_id = p_customer LIMIT 14) c;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    CALL orderentry_logon(p_customer, v_logon);
    SET v_selects = v_selects + 1 + v_logon;
    SET v_inserts = v_inserts + 2 * v_logon;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
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
        CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    END WHILE;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    SET v_warehouse = 1 + FLOOR(RAND() * 999);
    INSERT INTO orders_seq () VALUES ();
    SET v_order_id = LAST_INSERT_ID();
    INSERT INTO orders (order_id, order_date, order_mode, customer_id, order_status, warehouse_id, delivery_type,
                        delivery_address_id, cost_of_delivery, wait_till_all_available, customer_class, card_id,
                        invoice_address_id)
    VALUES (v_order_id, NOW(), 'online', p_customer, 1, v_warehouse, 'Standard', v_address, ROUND(1 + RAND() * 4),
            'ship_asap', v_class, v_card, v_address);
    SET v_inserts = v_inserts + 2;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    SET v_to_buy = LEAST(2 + FLOOR(RAND() * 6), v_found);
    WHILE v_n < v_to_buy DO
        SET v_n = v_n + 1;
        CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
        SET v_warehouse = 1 + FLOOR(RAND() * 999);
        SET v_product = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(v_products, ',', v_n), ',', -1) AS SIGNED);
        SET v_price = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(v_prices, ',', v_n), ',', -1) AS DECIMAL(8, 2));
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
                IF v_placed = 0
                        AND CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(v_stock, ',', v_k), ',', -1) AS SIGNED) > v_key THEN
                    SET v_sorted = CONCAT(v_sorted, ',', v_key);
                    SET v_placed = 1;
                END IF;
                SET v_sorted = CONCAT(v_sorted, ',', SUBSTRING_INDEX(SUBSTRING_INDEX(v_stock, ',', v_k), ',', -1));
            END WHILE;
            IF v_placed = 0 THEN
                SET v_sorted = CONCAT(v_sorted, ',', v_key);
            END IF;
            SET v_stock = SUBSTRING(v_sorted, 2);
            SET v_bought = v_bought + 1;
        END IF;
        CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    END WHILE;
    UPDATE orders SET order_mode = 'online', order_status = FLOOR(RAND() * 4), order_total = v_total
     WHERE order_id = v_order_id;
    SET v_k = 0;
    WHILE v_k < v_bought DO
        SET v_k = v_k + 1;
        SET v_key = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(v_stock, ',', v_k), ',', -1) AS SIGNED);
        UPDATE inventories SET quantity_on_hand = quantity_on_hand - 1
         WHERE product_id = v_key DIV 10000 AND warehouse_id = v_key MOD 10000;
    END WHILE;
    COMMIT;
    SET p_result = CONCAT(v_selects, ',', v_inserts, ',', 1 + v_bought, ',0,1,0,', v_slept);
END
/
-- PO: up to 9 unprocessed orders of the warehouse with their customer and lines (every row read), sleep, the first
-- order's status set to 5..9 (none when the warehouse has nothing to process: the update finds no row).
DROP PROCEDURE IF EXISTS orderentry_processorders;
CREATE PROCEDURE orderentry_processorders(OUT p_result VARCHAR(100), IN p_warehouse INTEGER, IN p_min_sleep INTEGER,
        IN p_max_sleep INTEGER) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
    DECLARE v_order_id BIGINT;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    -- The first order as ORDER BY ... LIMIT 1, not MIN(): MariaDB 10.11 refuses the MIN() over this joined
    -- derived table when the procedure runs it a second time under ONLY_FULL_GROUP_BY (error 1140), MySQL 8's
    -- default mode. No row leaves v_order_id NULL (a warning, no error).
    SELECT x.order_id INTO v_order_id
      FROM (WITH need_to_process AS (SELECT order_id, customer_id FROM orders
                                      WHERE order_status <= 4 AND warehouse_id = p_warehouse LIMIT 9)
            SELECT o.order_id, c.cust_last_name, c.credit_limit, c.cust_email, o.order_date
              FROM orders o JOIN need_to_process ntp ON ntp.order_id = o.order_id
              JOIN customers c ON c.customer_id = o.customer_id
              LEFT JOIN order_items oi ON oi.order_id = o.order_id) x
     ORDER BY x.order_id LIMIT 1;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    UPDATE orders SET order_status = 5 + FLOOR(RAND() * 5) WHERE order_id = v_order_id;
    COMMIT;
    SET p_result = CONCAT('1,0,1,0,1,0,', v_slept);
END
/
-- BO: the customer and its addresses, sleep, logon, sleep, up to 14 of its orders; only when there are two or
-- more: the lines of one of them (never the last listed, as the package picks), one line's quantity + 1 and the
-- order's total + that line's price. The read-only mix's BOR reads the same and writes nothing (p_read_only = 1).
DROP PROCEDURE IF EXISTS orderentry_browseandupdateorders;
CREATE PROCEDURE orderentry_browseandupdateorders(OUT p_result VARCHAR(100), IN p_customer BIGINT,
        IN p_min_sleep INTEGER, IN p_max_sleep INTEGER, IN p_read_only INTEGER) NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
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
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                   cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                   partner_mailshot, preferred_address, preferred_card
              FROM customers WHERE customer_id = p_customer LIMIT 14) c;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
                   post_code, zip_code FROM addresses WHERE customer_id = p_customer LIMIT 14) a;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    IF p_read_only = 0 THEN
        CALL orderentry_logon(p_customer, v_logon);
        SET v_selects = v_selects + 1 + v_logon;
        SET v_inserts = 2 * v_logon;
    END IF;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    SELECT COUNT(*), GROUP_CONCAT(order_id ORDER BY order_id) INTO v_order_count, v_orders
      FROM (SELECT order_id, order_date, order_mode, customer_id, order_status, order_total, sales_rep_id,
                   promotion_id, warehouse_id, delivery_type, cost_of_delivery, wait_till_all_available,
                   delivery_address_id, customer_class, card_id, invoice_address_id
              FROM orders WHERE customer_id = p_customer LIMIT 14) o;
    SET v_selects = v_selects + 1;
    IF v_order_count > 1 THEN
        SET v_order_id = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(v_orders, ',', 1 + FLOOR(RAND() * (v_order_count - 1))),
                                              ',', -1) AS SIGNED);
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
             WHERE order_id = v_order_id
               AND line_item_id = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(v_lines, ',', v_line), ',', -1) AS SIGNED);
            UPDATE orders
               SET order_total = order_total
                                 + CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(v_prices, ',', v_line), ',', -1) AS DECIMAL(8, 2))
             WHERE order_id = v_order_id;
            SET v_updates = 2;
        END IF;
    END IF;
    COMMIT;
    SET p_result = CONCAT(v_selects, ',', v_inserts, ',', v_updates, ',0,1,0,', v_slept);
END
/
-- SQ: a sales rep's orders ranked by value (rank 10 or better) with the customers' names, every row read; sleep.
DROP PROCEDURE IF EXISTS orderentry_salesrepsquery;
CREATE PROCEDURE orderentry_salesrepsquery(OUT p_result VARCHAR(100), IN p_sales_rep INTEGER, IN p_min_sleep INTEGER,
        IN p_max_sleep INTEGER) NOT DETERMINISTIC READS SQL DATA
BEGIN
    DECLARE v_rows INTEGER;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SELECT COUNT(*) INTO v_rows
      FROM (SELECT tt.order_total, tt.sales_rep_id, tt.order_date, c.cust_first_name, c.cust_last_name
              FROM (SELECT o.order_total, o.sales_rep_id, o.order_date, o.customer_id,
                           RANK() OVER (ORDER BY o.order_total DESC) AS sal_rank
                      FROM orders o WHERE o.sales_rep_id = p_sales_rep) tt
              JOIN customers c ON c.customer_id = tt.customer_id
             WHERE tt.sal_rank <= 10) x;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    COMMIT;
    SET p_result = CONCAT('1,0,0,0,1,0,', v_slept);
END
/
-- WQ: count and value of a warehouse's orders by order mode and warehouse, CUBE's four grouping sets as one
-- UNION ALL (MySQL's ROLLUP has no CUBE, as MariaDB's); every row read; sleep.
DROP PROCEDURE IF EXISTS orderentry_warehouseordersquery;
CREATE PROCEDURE orderentry_warehouseordersquery(OUT p_result VARCHAR(100), IN p_warehouse INTEGER,
        IN p_min_sleep INTEGER, IN p_max_sleep INTEGER) NOT DETERMINISTIC READS SQL DATA
BEGIN
    DECLARE v_rows INTEGER;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
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
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    COMMIT;
    SET p_result = CONCAT('1,0,0,0,1,0,', v_slept);
END
/
-- WA: count and value of a warehouse's orders in the last twelve five-minute windows (the twelve from a recursive
-- common table expression: MySQL has no sequence engine); every row read; sleep.
DROP PROCEDURE IF EXISTS orderentry_warehouseactivityquery;
CREATE PROCEDURE orderentry_warehouseactivityquery(OUT p_result VARCHAR(100), IN p_warehouse INTEGER,
        IN p_min_sleep INTEGER, IN p_max_sleep INTEGER) NOT DETERMINISTIC READS SQL DATA
BEGIN
    DECLARE v_rows INTEGER;
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SELECT COUNT(*) INTO v_rows
      FROM (WITH RECURSIVE stage1 AS (SELECT 1 AS k UNION ALL SELECT k + 1 FROM stage1 WHERE k < 12),
                 stage2 AS (SELECT COALESCE(LAG(k, 1) OVER (ORDER BY k), 0) AS ostart, k AS oend FROM stage1),
                 stage3 AS (SELECT NOW() - INTERVAL (ostart * 5) MINUTE AS date1,
                                   NOW() - INTERVAL (oend * 5) MINUTE AS date2 FROM stage2)
            SELECT o.warehouse_id, s.date1, s.date2, SUM(o.order_total), COUNT(*)
              FROM stage3 s JOIN orders o ON o.order_date BETWEEN s.date2 AND s.date1
             WHERE o.warehouse_id = p_warehouse
             GROUP BY o.warehouse_id, s.date1, s.date2 ORDER BY s.date1, s.date2 DESC) x;
    CALL orderentry_sleep(p_min_sleep, p_max_sleep, v_slept);
    COMMIT;
    SET p_result = CONCAT('1,0,0,0,1,0,', v_slept);
END
/
