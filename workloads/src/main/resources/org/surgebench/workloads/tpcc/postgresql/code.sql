-- The tpcc server variant for PostgreSQL: one PL/pgSQL function call per TPC-C transaction, as HammerDB runs
-- TPROC-C. Written for Surgebench from the TPC-C specification's transaction profiles (clauses 2.4 to 2.8); the
-- client draws every input (as the terminal would) and calls the function in autocommit mode, so each call is
-- one transaction. Each function returns "selects,inserts,updates,deletes": the statements it executed, so that
-- the client counts QPS. A New-Order whose last item is the unused one raises SQLSTATE SB001 after its other
-- lines: the call's work is rolled back, and the client counts a rollback (clause 2.4.2.3), not an error.
-- Every block ends with a line holding only "/" (Surgebench's script reader); `surge generate tpcc --only-code`
-- installs this file onto an existing schema.
CREATE OR REPLACE FUNCTION tpcc_version() RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
    RETURN '1';
END
$fn$
/
-- New-Order: p_items, p_supply and p_quantities are the lines, sorted by the client (supplying warehouse, item)
-- so that concurrent orders lock stock rows in one order.
CREATE OR REPLACE FUNCTION tpcc_new_order(p_w integer, p_d integer, p_c integer, p_items integer[],
                                          p_supply integer[], p_quantities integer[]) RETURNS text
        LANGUAGE plpgsql AS $fn$
DECLARE
    v_lines integer := array_length(p_items, 1);
    v_all_local integer := 1;
    v_discount numeric;
    v_last varchar(16);
    v_credit char(2);
    v_w_tax numeric;
    v_d_tax numeric;
    v_order integer;
    v_price numeric;
    v_name varchar(24);
    v_data varchar(50);
    v_quantity integer;
    v_dist char(24);
    v_total numeric := 0;
BEGIN
    SELECT c_discount, c_last, c_credit, w_tax INTO v_discount, v_last, v_credit, v_w_tax
      FROM customer, warehouse WHERE w_id = p_w AND c_w_id = w_id AND c_d_id = p_d AND c_id = p_c;
    UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = p_w AND d_id = p_d
        RETURNING d_tax, d_next_o_id - 1 INTO v_d_tax, v_order;
    FOR i IN 1 .. v_lines LOOP
        IF p_supply[i] <> p_w THEN
            v_all_local := 0;
        END IF;
    END LOOP;
    INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local)
        VALUES (v_order, p_d, p_w, p_c, LOCALTIMESTAMP, NULL, v_lines, v_all_local);
    INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (v_order, p_d, p_w);
    FOR i IN 1 .. v_lines LOOP
        SELECT i_price, i_name, i_data INTO v_price, v_name, v_data FROM item WHERE i_id = p_items[i];
        IF NOT FOUND THEN
            RAISE EXCEPTION 'tpcc New-Order rolled back: item % is not used', p_items[i] USING ERRCODE = 'SB001';
        END IF;
        UPDATE stock SET s_quantity = CASE WHEN s_quantity >= p_quantities[i] + 10 THEN s_quantity - p_quantities[i]
                                           ELSE s_quantity - p_quantities[i] + 91 END,
                         s_ytd = s_ytd + p_quantities[i], s_order_cnt = s_order_cnt + 1,
                         s_remote_cnt = s_remote_cnt + CASE WHEN p_supply[i] = p_w THEN 0 ELSE 1 END
         WHERE s_w_id = p_supply[i] AND s_i_id = p_items[i]
        RETURNING s_quantity, CASE p_d WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02 WHEN 3 THEN s_dist_03
                                       WHEN 4 THEN s_dist_04 WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06
                                       WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08 WHEN 9 THEN s_dist_09
                                       ELSE s_dist_10 END
             INTO v_quantity, v_dist;
        INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d,
                                ol_quantity, ol_amount, ol_dist_info)
            VALUES (v_order, p_d, p_w, i, p_items[i], p_supply[i], NULL, p_quantities[i], p_quantities[i] * v_price,
                    v_dist);
        v_total := v_total + p_quantities[i] * v_price;
    END LOOP;
    RETURN (1 + v_lines) || ',' || (2 + v_lines) || ',' || (1 + v_lines) || ',0';
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
