-- Order Entry's server variant for PostgreSQL: one function call per transaction, as Swingbench's default
-- configuration (SOE_Server_Side_V2) calls its PL/SQL package ORDERENTRY. Written for Surgebench after the
-- package's behaviour (version 2.1): the same reads, writes, random ranges, row limits and sleep points; see
-- docs/soe.md for the table. Each function returns "selects,inserts,updates,deletes,commits,rollbacks,slept-ms":
-- every statement it executed, by kind, and the milliseconds it slept, so that the client counts QPS exactly
-- and leaves the sleeps out of response times. A function cannot commit in PostgreSQL: the client calls it in
-- autocommit mode, so each call is one transaction, committed when it returns (one commit where the package
-- commits up to twice: after the logon and at the end).
-- Random draws follow the package's dbms_random.value(a, b), i.e. a..b-1 after floor: a + floor(random() * (b - a)).
-- Every block ends with a line holding only "/" (Surgebench's script reader); generate installs this file, and
-- `surge generate soe --only-code` installs it onto an existing schema.
CREATE OR REPLACE FUNCTION orderentry_version() RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
    RETURN '1';
END
$fn$
/
-- The package's sleep: only when both bounds are set; returns the milliseconds slept.
CREATE OR REPLACE FUNCTION orderentry_sleep(p_min integer, p_max integer) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE
    v_start timestamptz;
BEGIN
    IF p_min = 0 OR p_max = 0 OR p_max < p_min THEN
        RETURN 0;
    END IF;
    v_start := clock_timestamp();
    PERFORM pg_sleep((p_min + random() * (p_max - p_min)) / 1000.0);
    RETURN round(extract(epoch FROM clock_timestamp() - v_start) * 1000)::integer;
END
$fn$
/
-- The package's logon: the customer read, then one time in three the time, a LOGON row. Returns 1 when it wrote.
CREATE OR REPLACE FUNCTION orderentry_logon(p_customer bigint) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE
    v_customer customers%ROWTYPE;
    v_now timestamp;
BEGIN
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    IF 1 + floor(random() * 3) = 2 THEN
        SELECT LOCALTIMESTAMP INTO v_now;
        INSERT INTO logon (logon_id, customer_id, logon_date) VALUES (nextval('logon_seq'), p_customer, v_now);
        RETURN 1;
    END IF;
    RETURN 0;
END
$fn$
/
-- The counts as the package returns them. A call that changed rows is one committed transaction; one that changed
-- none commits nothing (PostgreSQL writes no commit for it). (PL/pgSQL, not SQL: a plain expression runs no
-- statement, so nothing here is counted as one.)
CREATE OR REPLACE FUNCTION orderentry_result(p_selects integer, p_inserts integer, p_updates integer,
                                             p_wrote boolean, p_slept integer) RETURNS text
        LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
    RETURN p_selects || ',' || p_inserts || ',' || p_updates || ',0,' || CASE WHEN p_wrote THEN 1 ELSE 0 END
        || ',0,' || p_slept;
END
$fn$
/
-- NCR: three ids, the customer with an address and a card, sleep, logon, the customer read back.
CREATE OR REPLACE FUNCTION orderentry_newcustomer(p_first text, p_last text, p_nls_language text,
        p_nls_territory text, p_town text, p_county text, p_country text, p_min_sleep integer,
        p_max_sleep integer) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_customer_id bigint;
    v_address_id bigint;
    v_card_id bigint;
    v_customer customers%ROWTYPE;
    v_logon integer;
    v_slept integer := 0;
BEGIN
    SELECT nextval('customer_seq') INTO v_customer_id;
    SELECT nextval('address_seq') INTO v_address_id;
    SELECT nextval('card_details_seq') INTO v_card_id;
    INSERT INTO customers (customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                           cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                           partner_mailshot, preferred_address, preferred_card)
    VALUES (v_customer_id, p_first, p_last, p_nls_language, p_nls_territory, 100 + floor(random() * 4900),
            lower(p_first) || '.' || lower(p_last) || '@oracle.com', 145 + floor(random() * 26), current_date,
            'Occasional', 'Music', current_date - floor(365 * (20 + random() * 40))::integer, 'Y', 'N',
            v_address_id, v_card_id);
    INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                           country, post_code, zip_code)
    VALUES (v_address_id, v_customer_id, date_trunc('minute', LOCALTIMESTAMP), (1 + floor(random() * 199))::text,
            'Street Name', p_town, p_county, p_country, 'Postcode', NULL);
    INSERT INTO card_details (card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code)
    VALUES (v_card_id, v_customer_id, 'Visa(Debit)', 1111111111 + floor(random() * 8888888888),
            current_date + (365 + floor(random() * 1095))::integer, 'Y', 1111 + floor(random() * 8888));
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    v_logon := orderentry_logon(v_customer_id);
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = v_customer_id LIMIT 14;
    RETURN orderentry_result(3 + 1 + v_logon + 1, 3 + v_logon, 0, true, v_slept);
END
$fn$
/
-- UCD: customers by name (up to 14), sleep; only when more than one matched, a new preferred address for the first.
CREATE OR REPLACE FUNCTION orderentry_updatecustomerdetails(p_first text, p_last text, p_town text, p_county text,
        p_country text, p_min_sleep integer, p_max_sleep integer) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_row record;
    v_matches integer := 0;
    v_customer_id bigint;
    v_address_id bigint;
    v_slept integer := 0;
BEGIN
    FOR v_row IN SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
                        cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot,
                        partner_mailshot, preferred_address, preferred_card
                   FROM customers WHERE lower(cust_last_name) = lower(p_last) AND lower(cust_first_name) = lower(p_first)
                  LIMIT 14 LOOP
        v_matches := v_matches + 1;
        IF v_matches = 1 THEN
            v_customer_id := v_row.customer_id;
        END IF;
    END LOOP;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    IF v_matches > 1 THEN
        SELECT nextval('address_seq') INTO v_address_id;
        INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county,
                               country, post_code, zip_code)
        VALUES (v_address_id, v_customer_id, date_trunc('minute', LOCALTIMESTAMP),
                (1 + floor(random() * 199))::text, 'Street Name', p_town, p_county, p_country, 'Postcode', NULL);
        UPDATE customers SET preferred_address = v_address_id WHERE customer_id = v_customer_id;
        RETURN orderentry_result(2, 1, 1, true, v_slept);
    END IF;
    RETURN orderentry_result(1, 0, 0, false, v_slept);
END
$fn$
/
-- BP: the customer, sleep, logon (not in the read-only mix's BPR), sleep, 1..23 products by id (up to 14 rows
-- each: the product in the warehouses that stock it), a sleep after each.
CREATE OR REPLACE FUNCTION orderentry_browseproducts(p_customer bigint, p_min_sleep integer, p_max_sleep integer,
        p_logon integer) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_customer customers%ROWTYPE;
    v_row record;
    v_browses integer;
    v_product integer;
    v_selects integer := 1;
    v_logon integer := 0;
    v_slept integer := 0;
BEGIN
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    IF p_logon = 1 THEN
        v_logon := orderentry_logon(p_customer);
        v_selects := v_selects + 1 + v_logon;
    END IF;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    v_browses := 1 + floor(random() * 23);
    FOR b IN 1..v_browses LOOP
        v_product := 1 + floor(random() * 999);
        FOR v_row IN SELECT p.product_id, p.product_name, p.product_description, p.category_id, p.weight_class,
                            p.warranty_period, p.supplier_id, p.product_status, p.list_price, p.min_price,
                            p.catalog_url, i.quantity_on_hand
                       FROM products p JOIN inventories i ON i.product_id = p.product_id
                      WHERE p.product_id = v_product LIMIT 14 LOOP
            NULL;
        END LOOP;
        v_selects := v_selects + 1;
        v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    END LOOP;
    RETURN orderentry_result(v_selects, v_logon, 0, v_logon > 0, v_slept);
END
$fn$
/
-- OP: the customer, its addresses and cards, sleep, logon, sleep, 1..23 browses of a category in a warehouse (up
-- to 14 rows; only the last browse counts), a sleep after each and one more; the order (all its columns), sleep;
-- 2..7 of the browsed products (at most what the last browse found), each checked for stock in a warehouse drawn
-- for it and, when stocked there, ordered (list price, quantity 1), a sleep before and after each; the order's
-- status and total; one unit of stock taken per item. Stock rows are updated in (product, warehouse) order, so
-- concurrent orders never deadlock (the package updates them in the order bought).
CREATE OR REPLACE FUNCTION orderentry_neworder(p_customer bigint, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_customer customers%ROWTYPE;
    v_row record;
    v_browses integer;
    v_category integer;
    v_warehouse integer;
    v_found integer := 0;
    v_products integer[];
    v_prices numeric[];
    v_to_buy integer;
    v_order_id bigint;
    v_on_hand integer;
    v_bought integer := 0;
    v_stock_products integer[] := '{}';
    v_stock_warehouses integer[] := '{}';
    v_product integer;
    v_total numeric := 0;
    v_selects integer := 3;
    v_inserts integer := 0;
    v_logon integer;
    v_slept integer := 0;
    j integer;
BEGIN
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    FOR v_row IN SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
                        post_code, zip_code
                   FROM addresses WHERE customer_id = p_customer LIMIT 14 LOOP
        NULL;
    END LOOP;
    FOR v_row IN SELECT card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code
                   FROM card_details WHERE customer_id = p_customer LIMIT 14 LOOP
        NULL;
    END LOOP;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    v_logon := orderentry_logon(p_customer);
    v_selects := v_selects + 1 + v_logon;
    v_inserts := v_inserts + v_logon;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    v_browses := 1 + floor(random() * 23);
    FOR b IN 1..v_browses LOOP
        v_category := 1 + floor(random() * 198);
        v_warehouse := 1 + floor(random() * 999);
        v_found := 0;
        v_products := '{}';
        v_prices := '{}';
        FOR v_row IN SELECT p.product_id, p.product_name, p.product_description, p.category_id, p.weight_class,
                            p.warranty_period, p.supplier_id, p.product_status, p.list_price, p.min_price,
                            p.catalog_url, i.quantity_on_hand
                       FROM products p JOIN inventories i ON i.product_id = p.product_id
                      WHERE p.category_id = v_category AND i.warehouse_id = v_warehouse LIMIT 14 LOOP
            v_found := v_found + 1;
            v_products[v_found] := v_row.product_id;
            v_prices[v_found] := v_row.list_price;
        END LOOP;
        v_selects := v_selects + 1;
        v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    END LOOP;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    v_warehouse := 1 + floor(random() * 999);
    INSERT INTO orders (order_id, order_date, order_mode, customer_id, order_status, warehouse_id, delivery_type,
                        delivery_address_id, cost_of_delivery, wait_till_all_available, customer_class, card_id,
                        invoice_address_id)
    VALUES (nextval('orders_seq'), LOCALTIMESTAMP, 'online', p_customer, 1, v_warehouse, 'Standard',
            v_customer.preferred_address, round(1 + random() * 4), 'ship_asap', v_customer.customer_class,
            v_customer.preferred_card, v_customer.preferred_address)
    RETURNING order_id INTO v_order_id;
    v_inserts := v_inserts + 1;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    v_to_buy := least(2 + floor(random() * 6), v_found);
    FOR n IN 1..v_to_buy LOOP
        v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
        v_warehouse := 1 + floor(random() * 999);
        SELECT i.quantity_on_hand INTO v_on_hand
          FROM product_information p JOIN inventories i ON i.product_id = p.product_id
         WHERE i.product_id = v_products[n] AND i.warehouse_id = v_warehouse;
        v_selects := v_selects + 1;
        IF coalesce(v_on_hand, 0) > 0 THEN
            INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, quantity, gift_wrap, condition,
                                     estimated_delivery)
            VALUES (v_order_id, n, v_products[n], v_prices[n], 1, 'None', 'New', LOCALTIMESTAMP + INTERVAL '3 days');
            v_inserts := v_inserts + 1;
            v_total := v_total + v_prices[n];
            -- Remember the (product, warehouse), kept sorted: the stock updates below take their locks in order.
            v_bought := v_bought + 1;
            j := v_bought;
            WHILE j > 1 AND (v_stock_products[j - 1] > v_products[n] OR (v_stock_products[j - 1] = v_products[n]
                    AND v_stock_warehouses[j - 1] > v_warehouse)) LOOP
                v_stock_products[j] := v_stock_products[j - 1];
                v_stock_warehouses[j] := v_stock_warehouses[j - 1];
                j := j - 1;
            END LOOP;
            v_stock_products[j] := v_products[n];
            v_stock_warehouses[j] := v_warehouse;
        END IF;
        v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    END LOOP;
    UPDATE orders SET order_mode = 'online', order_status = floor(random() * 4), order_total = v_total
     WHERE order_id = v_order_id;
    FOR k IN 1..v_bought LOOP
        UPDATE inventories SET quantity_on_hand = quantity_on_hand - 1
         WHERE product_id = v_stock_products[k] AND warehouse_id = v_stock_warehouses[k];
    END LOOP;
    RETURN orderentry_result(v_selects, v_inserts, 1 + v_bought, true, v_slept);
END
$fn$
/
-- PO: up to 9 unprocessed orders of the warehouse with their customer and lines (the first row read), sleep, that
-- order's status set to 5..9 (none when the warehouse has nothing to process: the update finds no row).
CREATE OR REPLACE FUNCTION orderentry_processorders(p_warehouse integer, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_order_id bigint;
    v_slept integer := 0;
BEGIN
    WITH need_to_process AS (SELECT order_id, customer_id FROM orders
                              WHERE order_status <= 4 AND warehouse_id = p_warehouse LIMIT 9)
    SELECT o.order_id INTO v_order_id
      FROM orders o JOIN need_to_process ntp ON ntp.order_id = o.order_id
      JOIN customers c ON c.customer_id = o.customer_id
      LEFT JOIN order_items oi ON oi.order_id = o.order_id;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    UPDATE orders SET order_status = 5 + floor(random() * 5) WHERE order_id = v_order_id;
    RETURN orderentry_result(1, 0, 1, FOUND, v_slept);
END
$fn$
/
-- BO: the customer and its addresses, sleep, logon, sleep, up to 14 of its orders; only when there are two or
-- more: the lines of one of them (never the last listed, as the package picks), one line's quantity + 1 and the
-- order's total + that line's price. The read-only mix's BOR reads the same and writes nothing (p_read_only = 1).
CREATE OR REPLACE FUNCTION orderentry_browseandupdateorders(p_customer bigint, p_min_sleep integer,
        p_max_sleep integer, p_read_only integer) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_customer customers%ROWTYPE;
    v_row record;
    v_orders bigint[] := '{}';
    v_order_count integer := 0;
    v_order_id bigint;
    v_lines integer[] := '{}';
    v_prices numeric[] := '{}';
    v_line_count integer := 0;
    v_line integer;
    v_selects integer := 2;
    v_inserts integer := 0;
    v_updates integer := 0;
    v_logon integer;
    v_slept integer := 0;
BEGIN
    SELECT customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit, cust_email,
           account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
           preferred_address, preferred_card
      INTO v_customer FROM customers WHERE customer_id = p_customer LIMIT 14;
    FOR v_row IN SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
                        post_code, zip_code
                   FROM addresses WHERE customer_id = p_customer LIMIT 14 LOOP
        NULL;
    END LOOP;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    IF p_read_only = 0 THEN
        v_logon := orderentry_logon(p_customer);
        v_selects := v_selects + 1 + v_logon;
        v_inserts := v_logon;
    END IF;
    v_slept := v_slept + orderentry_sleep(p_min_sleep, p_max_sleep);
    FOR v_row IN SELECT order_id, order_date, order_mode, customer_id, order_status, order_total, sales_rep_id,
                        promotion_id, warehouse_id, delivery_type, cost_of_delivery, wait_till_all_available,
                        delivery_address_id, customer_class, card_id, invoice_address_id
                   FROM orders WHERE customer_id = p_customer LIMIT 14 LOOP
        v_order_count := v_order_count + 1;
        v_orders[v_order_count] := v_row.order_id;
    END LOOP;
    v_selects := v_selects + 1;
    IF v_order_count > 1 THEN
        v_order_id := v_orders[1 + floor(random() * (v_order_count - 1))];
        FOR v_row IN SELECT order_id, line_item_id, product_id, unit_price, quantity, dispatch_date, return_date,
                            gift_wrap, condition, supplier_id, estimated_delivery
                       FROM order_items WHERE order_id = v_order_id LIMIT 14 LOOP
            v_line_count := v_line_count + 1;
            v_lines[v_line_count] := v_row.line_item_id;
            v_prices[v_line_count] := v_row.unit_price;
        END LOOP;
        v_selects := v_selects + 1;
        IF v_line_count > 0 AND p_read_only = 0 THEN
            v_line := 1 + floor(random() * greatest(v_line_count - 1, 0));
            UPDATE order_items SET quantity = quantity + 1
             WHERE order_id = v_order_id AND line_item_id = v_lines[v_line];
            UPDATE orders SET order_total = order_total + v_prices[v_line] WHERE order_id = v_order_id;
            v_updates := 2;
        END IF;
    END IF;
    RETURN orderentry_result(v_selects, v_inserts, v_updates, v_inserts + v_updates > 0, v_slept);
END
$fn$
/
-- SQ: a sales rep's orders ranked by value (rank 10 or better) with the customers' names, every row read; sleep.
CREATE OR REPLACE FUNCTION orderentry_salesrepsquery(p_sales_rep integer, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_row record;
BEGIN
    FOR v_row IN SELECT tt.order_total, tt.sales_rep_id, tt.order_date, c.cust_first_name, c.cust_last_name
                   FROM (SELECT o.order_total, o.sales_rep_id, o.order_date, o.customer_id,
                                rank() OVER (ORDER BY o.order_total DESC) AS sal_rank
                           FROM orders o WHERE o.sales_rep_id = p_sales_rep) tt
                   JOIN customers c ON c.customer_id = tt.customer_id
                  WHERE tt.sal_rank <= 10 LOOP
        NULL;
    END LOOP;
    RETURN orderentry_result(1, 0, 0, false, orderentry_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- WQ: count and value of a warehouse's orders, CUBE over order mode and warehouse; every row read; sleep.
CREATE OR REPLACE FUNCTION orderentry_warehouseordersquery(p_warehouse integer, p_min_sleep integer,
        p_max_sleep integer) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_row record;
BEGIN
    FOR v_row IN SELECT o.order_mode, o.warehouse_id, sum(o.order_total), count(*)
                   FROM orders o JOIN warehouses w ON w.warehouse_id = o.warehouse_id
                  WHERE w.warehouse_id = p_warehouse
                  GROUP BY CUBE (o.order_mode, o.warehouse_id) LOOP
        NULL;
    END LOOP;
    RETURN orderentry_result(1, 0, 0, false, orderentry_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- WA: count and value of a warehouse's orders in the last twelve five-minute windows; every row read; sleep.
CREATE OR REPLACE FUNCTION orderentry_warehouseactivityquery(p_warehouse integer, p_min_sleep integer,
        p_max_sleep integer) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_row record;
BEGIN
    FOR v_row IN WITH stage1 AS MATERIALIZED (SELECT n AS k FROM generate_series(1, 12) AS g(n)),
                      stage2 AS MATERIALIZED (SELECT lag(k, 1, 0) OVER (ORDER BY k) AS ostart, k AS oend FROM stage1),
                      stage3 AS MATERIALIZED (SELECT LOCALTIMESTAMP - ostart * INTERVAL '5 minutes' AS date1,
                                                     LOCALTIMESTAMP - oend * INTERVAL '5 minutes' AS date2 FROM stage2)
                 SELECT o.warehouse_id, s.date1, s.date2, sum(o.order_total), count(*)
                   FROM stage3 s JOIN orders o ON o.order_date BETWEEN s.date2 AND s.date1
                  WHERE o.warehouse_id = p_warehouse
                  GROUP BY o.warehouse_id, s.date1, s.date2 ORDER BY s.date1, s.date2 DESC LOOP
        NULL;
    END LOOP;
    RETURN orderentry_result(1, 0, 0, false, orderentry_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
