-- The tpcc server variant for PostgreSQL: one PL/pgSQL function call per TPC-C transaction, as HammerDB runs
-- TPROC-C. Written for Surgebench from the TPC-C specification's transaction profiles (clauses 2.4 to 2.8); the
-- client draws every input (as the terminal would) and calls the function in autocommit mode, so each call is
-- one transaction. Each function returns "selects,inserts,updates,deletes": the statements it executed, so that
-- the client counts QPS. A New-Order whose last item is the unused one raises SQLSTATE SB001 after its order
-- rows: the call's work is rolled back, and the client counts a rollback (clause 2.4.2.3), not an error.
-- Every block ends with a line holding only "/" (Surgebench's script reader); `surge generate tpcc --only-code`
-- installs this file onto an existing schema.
CREATE OR REPLACE FUNCTION tpcc_version() RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
    RETURN '2';
END
$fn$
/
-- New-Order: p_items, p_supply and p_quantities are the lines, sorted by the client (supplying warehouse, item).
-- Set-based, as HammerDB's NEWORD is: the lines' item prices, stock rows and order lines are each one statement
-- over the arrays, not three statements per line, so the same rows are read and written in 7 statements where
-- version 1 ran 4 + 3 per line. The stock rows are locked first, in the lines' order, so that concurrent orders
-- cannot deadlock (an UPDATE ... FROM visits its rows in whatever order its plan has). A line that repeats an item of
-- the same supplying warehouse updates that stock row once by the lines' total quantity.
CREATE OR REPLACE FUNCTION tpcc_new_order(p_w integer, p_d integer, p_c integer, p_items integer[],
                                          p_supply integer[], p_quantities integer[]) RETURNS text
        LANGUAGE plpgsql AS $fn$
DECLARE
    v_lines integer := array_length(p_items, 1);
    v_all_local integer := CASE WHEN p_w = ALL (p_supply) THEN 1 ELSE 0 END;
    v_discount numeric;
    v_last varchar(16);
    v_credit char(2);
    v_w_tax numeric;
    v_d_tax numeric;
    v_order integer;
    v_prices numeric[];
    v_missing integer;
BEGIN
    SELECT c_discount, c_last, c_credit, w_tax INTO v_discount, v_last, v_credit, v_w_tax
      FROM customer, warehouse WHERE w_id = p_w AND c_w_id = w_id AND c_d_id = p_d AND c_id = p_c;
    UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = p_w AND d_id = p_d
        RETURNING d_tax, d_next_o_id - 1 INTO v_d_tax, v_order;
    INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local)
        VALUES (v_order, p_d, p_w, p_c, LOCALTIMESTAMP, NULL, v_lines, v_all_local);
    INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (v_order, p_d, p_w);
    SELECT array_agg(i_price ORDER BY u.n), count(*) - count(i_id) INTO v_prices, v_missing
      FROM unnest(p_items) WITH ORDINALITY AS u(item, n) LEFT JOIN item ON i_id = u.item;
    IF v_missing > 0 THEN
        RAISE EXCEPTION 'tpcc New-Order rolled back: an item is not used' USING ERRCODE = 'SB001';
    END IF;
    PERFORM 1 FROM stock
      WHERE (s_w_id, s_i_id) IN (SELECT * FROM unnest(p_supply, p_items))
      ORDER BY s_w_id, s_i_id FOR UPDATE;
    WITH line AS (
        SELECT u.supply, u.item, sum(u.quantity)::integer AS quantity, count(*)::integer AS times
          FROM unnest(p_supply, p_items, p_quantities) AS u(supply, item, quantity)
         GROUP BY u.supply, u.item),
    stocked AS (
        UPDATE stock SET s_quantity = CASE WHEN s_quantity >= line.quantity + 10 THEN s_quantity - line.quantity
                                           ELSE s_quantity - line.quantity + 91 END,
                         s_ytd = s_ytd + line.quantity, s_order_cnt = s_order_cnt + line.times,
                         s_remote_cnt = s_remote_cnt + CASE WHEN line.supply = p_w THEN 0 ELSE line.times END
          FROM line
         WHERE s_w_id = line.supply AND s_i_id = line.item
        RETURNING s_w_id, s_i_id,
                  CASE p_d WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02 WHEN 3 THEN s_dist_03
                           WHEN 4 THEN s_dist_04 WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06
                           WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08 WHEN 9 THEN s_dist_09
                           ELSE s_dist_10 END AS dist)
    INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d,
                            ol_quantity, ol_amount, ol_dist_info)
        SELECT v_order, p_d, p_w, u.n, u.item, u.supply, NULL, u.quantity, u.quantity * v_prices[u.n], stocked.dist
          FROM unnest(p_supply, p_items, p_quantities) WITH ORDINALITY AS u(supply, item, quantity, n)
          JOIN stocked ON stocked.s_w_id = u.supply AND stocked.s_i_id = u.item;
    RETURN '3,3,2,0';
END
$fn$
/
-- Payment: by customer id, or by last name (p_c_last not null) taking the middle one by first name.
CREATE OR REPLACE FUNCTION tpcc_payment(p_w integer, p_d integer, p_c_w integer, p_c_d integer, p_c integer,
                                        p_c_last varchar, p_amount numeric) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_w_name varchar(10);
    v_d_name varchar(10);
    v_c integer := p_c;
    v_count integer;
    v_credit char(2);
    v_selects integer := 1;
BEGIN
    UPDATE warehouse SET w_ytd = w_ytd + p_amount WHERE w_id = p_w RETURNING w_name INTO v_w_name;
    UPDATE district SET d_ytd = d_ytd + p_amount WHERE d_w_id = p_w AND d_id = p_d RETURNING d_name INTO v_d_name;
    IF p_c_last IS NOT NULL THEN
        SELECT count(*) INTO v_count FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_c_last;
        SELECT c_id INTO v_c FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_c_last
         ORDER BY c_first OFFSET (v_count + 1) / 2 - 1 LIMIT 1;
        v_selects := v_selects + 2;
    END IF;
    SELECT c_credit INTO v_credit FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c FOR UPDATE;
    IF v_credit = 'BC' THEN
        UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                            c_payment_cnt = c_payment_cnt + 1,
                            c_data = substr(v_c || ' ' || p_c_d || ' ' || p_c_w || ' ' || p_d || ' ' || p_w || ' '
                                            || p_amount || ' | ' || c_data, 1, 500)
         WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
    ELSE
        UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                            c_payment_cnt = c_payment_cnt + 1
         WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
    END IF;
    INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
        VALUES (v_c, p_c_d, p_c_w, p_d, p_w, LOCALTIMESTAMP, p_amount, substr(v_w_name || '    ' || v_d_name, 1, 24));
    RETURN v_selects || ',1,3,0';
END
$fn$
/
-- Order-Status: the customer's last order and its lines (read only).
CREATE OR REPLACE FUNCTION tpcc_order_status(p_w integer, p_d integer, p_c integer, p_c_last varchar) RETURNS text
        LANGUAGE plpgsql AS $fn$
DECLARE
    v_c integer := p_c;
    v_count integer;
    v_balance numeric;
    v_order integer;
    v_carrier integer;
    v_lines integer;
    v_selects integer := 3;
BEGIN
    IF p_c_last IS NOT NULL THEN
        SELECT count(*) INTO v_count FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_last = p_c_last;
        SELECT c_id INTO v_c FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_last = p_c_last
         ORDER BY c_first OFFSET (v_count + 1) / 2 - 1 LIMIT 1;
        v_selects := v_selects + 2;
    END IF;
    SELECT c_balance INTO v_balance FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_id = v_c;
    SELECT o_id, o_carrier_id INTO v_order, v_carrier FROM orders
     WHERE o_w_id = p_w AND o_d_id = p_d AND o_c_id = v_c ORDER BY o_id DESC LIMIT 1;
    SELECT count(*) INTO v_lines FROM (SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d
                                         FROM order_line WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id = v_order) l;
    RETURN v_selects || ',0,0,0';
END
$fn$
/
-- Delivery: each district's oldest undelivered order; a district without one (or whose oldest order another
-- Delivery took first) is skipped.
CREATE OR REPLACE FUNCTION tpcc_delivery(p_w integer, p_carrier integer) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_order integer;
    v_c integer;
    v_amount numeric;
    v_selects integer := 0;
    v_updates integer := 0;
    v_deletes integer := 0;
BEGIN
    FOR d IN 1 .. 10 LOOP
        SELECT min(no_o_id) INTO v_order FROM new_order WHERE no_w_id = p_w AND no_d_id = d;
        v_selects := v_selects + 1;
        CONTINUE WHEN v_order IS NULL;
        DELETE FROM new_order WHERE no_w_id = p_w AND no_d_id = d AND no_o_id = v_order;
        v_deletes := v_deletes + 1;
        CONTINUE WHEN NOT FOUND;
        UPDATE orders SET o_carrier_id = p_carrier WHERE o_w_id = p_w AND o_d_id = d AND o_id = v_order
            RETURNING o_c_id INTO v_c;
        UPDATE order_line SET ol_delivery_d = LOCALTIMESTAMP WHERE ol_w_id = p_w AND ol_d_id = d AND ol_o_id = v_order;
        SELECT sum(ol_amount) INTO v_amount FROM order_line WHERE ol_w_id = p_w AND ol_d_id = d AND ol_o_id = v_order;
        UPDATE customer SET c_balance = c_balance + coalesce(v_amount, 0), c_delivery_cnt = c_delivery_cnt + 1
         WHERE c_w_id = p_w AND c_d_id = d AND c_id = v_c;
        v_selects := v_selects + 1;
        v_updates := v_updates + 3;
    END LOOP;
    RETURN v_selects || ',0,' || v_updates || ',' || v_deletes;
END
$fn$
/
-- Stock-Level: distinct items of the district's last 20 orders with stock below the threshold (read only).
CREATE OR REPLACE FUNCTION tpcc_stock_level(p_w integer, p_d integer, p_threshold integer) RETURNS text
        LANGUAGE plpgsql AS $fn$
DECLARE
    v_next integer;
    v_low integer;
BEGIN
    SELECT d_next_o_id INTO v_next FROM district WHERE d_w_id = p_w AND d_id = p_d;
    SELECT count(DISTINCT s_i_id) INTO v_low FROM order_line, stock
     WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id < v_next AND ol_o_id >= v_next - 20
       AND s_w_id = p_w AND s_i_id = ol_i_id AND s_quantity < p_threshold;
    RETURN '2,0,0,0';
END
$fn$
/
