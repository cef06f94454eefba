-- The tpcc server variant for Oracle: the package TPCC, one procedure call per TPC-C transaction, as HammerDB runs
-- TPROC-C on Oracle (one PL/SQL call per transaction, committed inside it). Written for Surgebench from the TPC-C
-- specification's transaction profiles (clauses 2.4 to 2.8), with the client variant's statements in the client
-- variant's order: the client draws every input (as the terminal would) and each procedure executes what the
-- client would send, then commits. The last parameter is set to "selects,inserts,updates,deletes": the statements
-- executed, so that the client counts QPS. New-Order's lines come as three comma-separated lists (item, supplying
-- warehouse, quantity), as on MariaDB: JDBC binds them without a SQL collection type. Its stock updates and order
-- lines are one FORALL each, as the client sends them as one JDBC batch each.
-- A New-Order whose item is the unused one rolls back and raises ORA-20001 with a message that starts with
-- "SB001: " and ends with the counts of the statements it executed before: the client counts them and a rollback
-- (clause 2.4.2.3), not an error. Any other error rolls the transaction back and is raised again.
-- Every block ends with a line holding only "/"; generate installs this file, `surge generate tpcc --only-code`
-- installs it onto an existing schema, and the last block fails the install when the package does not compile.
CREATE OR REPLACE PACKAGE tpcc AS
    FUNCTION version RETURN VARCHAR2;
    PROCEDURE new_order(p_w IN INTEGER, p_d IN INTEGER, p_c IN INTEGER, p_items IN VARCHAR2, p_supply IN VARCHAR2,
                        p_quantities IN VARCHAR2, p_counts OUT VARCHAR2);
    PROCEDURE payment(p_w IN INTEGER, p_d IN INTEGER, p_c_w IN INTEGER, p_c_d IN INTEGER, p_c IN INTEGER,
                      p_c_last IN VARCHAR2, p_amount IN NUMBER, p_counts OUT VARCHAR2);
    PROCEDURE order_status(p_w IN INTEGER, p_d IN INTEGER, p_c IN INTEGER, p_c_last IN VARCHAR2,
                           p_counts OUT VARCHAR2);
    PROCEDURE delivery(p_w IN INTEGER, p_carrier IN INTEGER, p_counts OUT VARCHAR2);
    PROCEDURE stock_level(p_w IN INTEGER, p_d IN INTEGER, p_threshold IN INTEGER, p_counts OUT VARCHAR2);
END tpcc;
/
CREATE OR REPLACE PACKAGE BODY tpcc AS
    TYPE int_tab IS TABLE OF INTEGER INDEX BY PLS_INTEGER;
    TYPE amount_tab IS TABLE OF order_line.ol_amount%TYPE INDEX BY PLS_INTEGER;
    TYPE dist_tab IS TABLE OF order_line.ol_dist_info%TYPE INDEX BY PLS_INTEGER;
    TYPE id_tab IS TABLE OF customer.c_id%TYPE;
    TYPE line_rec IS RECORD (
        i_id        order_line.ol_i_id%TYPE,
        supply_w_id order_line.ol_supply_w_id%TYPE,
        quantity    order_line.ol_quantity%TYPE,
        amount      order_line.ol_amount%TYPE,
        delivery_d  order_line.ol_delivery_d%TYPE);
    TYPE line_tab IS TABLE OF line_rec;

    unused_item EXCEPTION;
    PRAGMA EXCEPTION_INIT(unused_item, -20001);

    FUNCTION version RETURN VARCHAR2 IS
    BEGIN
        RETURN '2';
    END version;

    -- The whole numbers of a comma-separated list, in order from 1.
    FUNCTION ints(p_list VARCHAR2) RETURN int_tab IS
        v_out   int_tab;
        v_from  PLS_INTEGER := 1;
        v_comma PLS_INTEGER;
    BEGIN
        LOOP
            v_comma := INSTR(p_list, ',', v_from);
            IF v_comma = 0 THEN
                v_out(v_out.COUNT + 1) := TO_NUMBER(SUBSTR(p_list, v_from));
                RETURN v_out;
            END IF;
            v_out(v_out.COUNT + 1) := TO_NUMBER(SUBSTR(p_list, v_from, v_comma - v_from));
            v_from := v_comma + 1;
        END LOOP;
    END ints;

    -- The customer of a last name in a district (2.5.2.2): of those with the name sorted by first name, the one at
    -- position n/2 rounded up. One statement, as the client reads the ids and picks.
    FUNCTION customer_by_name(p_w INTEGER, p_d INTEGER, p_c_last VARCHAR2) RETURN INTEGER IS
        v_ids id_tab;
    BEGIN
        SELECT c_id BULK COLLECT INTO v_ids FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_last = p_c_last
         ORDER BY c_first;
        IF v_ids.COUNT = 0 THEN
            RAISE_APPLICATION_ERROR(-20002, 'Not found: customer named ' || p_c_last || ' in ' || p_w || '/' || p_d);
        END IF;
        RETURN v_ids(TRUNC((v_ids.COUNT + 1) / 2));
    END customer_by_name;

    -- New-Order (2.4): p_items, p_supply and p_quantities are the lines, sorted by the client (supplying warehouse,
    -- item), so that concurrent orders lock stock rows in one order and cannot deadlock.
    PROCEDURE new_order(p_w IN INTEGER, p_d IN INTEGER, p_c IN INTEGER, p_items IN VARCHAR2, p_supply IN VARCHAR2,
                        p_quantities IN VARCHAR2, p_counts OUT VARCHAR2) IS
        v_items     int_tab := ints(p_items);
        v_supply    int_tab := ints(p_supply);
        v_quantity  int_tab := ints(p_quantities);
        v_lines     PLS_INTEGER := v_items.COUNT;
        v_all_local PLS_INTEGER := 1;
        v_discount  customer.c_discount%TYPE;
        v_last      customer.c_last%TYPE;
        v_credit    customer.c_credit%TYPE;
        v_w_tax     warehouse.w_tax%TYPE;
        v_d_tax     district.d_tax%TYPE;
        v_order     district.d_next_o_id%TYPE;
        v_price     item.i_price%TYPE;
        v_name      item.i_name%TYPE;
        v_data      item.i_data%TYPE;
        v_stock     stock.s_quantity%TYPE;
        v_s_data    stock.s_data%TYPE;
        v_number    int_tab;
        v_new_stock int_tab;
        v_remote    int_tab;
        v_amount    amount_tab;
        v_dist      dist_tab;
    BEGIN
        FOR n IN 1 .. v_lines LOOP
            IF v_supply(n) <> p_w THEN
                v_all_local := 0;
            END IF;
        END LOOP;
        SELECT c_discount, c_last, c_credit, w_tax INTO v_discount, v_last, v_credit, v_w_tax
          FROM customer, warehouse WHERE w_id = p_w AND c_w_id = w_id AND c_d_id = p_d AND c_id = p_c;
        SELECT d_next_o_id, d_tax INTO v_order, v_d_tax FROM district WHERE d_w_id = p_w AND d_id = p_d FOR UPDATE;
        UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = p_w AND d_id = p_d;
        INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local)
            VALUES (v_order, p_d, p_w, p_c, SYSDATE, NULL, v_lines, v_all_local);
        INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (v_order, p_d, p_w);
        FOR n IN 1 .. v_lines LOOP
            BEGIN
                SELECT i_price, i_name, i_data INTO v_price, v_name, v_data FROM item WHERE i_id = v_items(n);
            EXCEPTION
                WHEN NO_DATA_FOUND THEN
                    -- The unused item: undo the order (2.4.2.3); so far 2 + 2 (n - 1) + 1 selects, 2 inserts, 1 update.
                    ROLLBACK;
                    RAISE_APPLICATION_ERROR(-20001, 'SB001: tpcc New-Order rolled back: an item is not used; executed '
                                                    || (1 + 2 * n) || ',2,1,0');
            END;
            SELECT s_quantity, s_data,
                   CASE p_d WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02 WHEN 3 THEN s_dist_03 WHEN 4 THEN s_dist_04
                            WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06 WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08
                            WHEN 9 THEN s_dist_09 ELSE s_dist_10 END
              INTO v_stock, v_s_data, v_dist(n)
              FROM stock WHERE s_w_id = v_supply(n) AND s_i_id = v_items(n) FOR UPDATE;
            v_number(n) := n;
            v_new_stock(n) := CASE WHEN v_stock >= v_quantity(n) + 10 THEN v_stock - v_quantity(n)
                                   ELSE v_stock - v_quantity(n) + 91 END;
            v_remote(n) := CASE WHEN v_supply(n) = p_w THEN 0 ELSE 1 END;
            v_amount(n) := v_quantity(n) * v_price;
        END LOOP;
        FORALL n IN 1 .. v_lines
            UPDATE stock SET s_quantity = v_new_stock(n), s_ytd = s_ytd + v_quantity(n), s_order_cnt = s_order_cnt + 1,
                             s_remote_cnt = s_remote_cnt + v_remote(n)
             WHERE s_w_id = v_supply(n) AND s_i_id = v_items(n);
        FORALL n IN 1 .. v_lines
            INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d,
                                    ol_quantity, ol_amount, ol_dist_info)
                VALUES (v_order, p_d, p_w, v_number(n), v_items(n), v_supply(n), NULL, v_quantity(n), v_amount(n),
                        v_dist(n));
        COMMIT;
        p_counts := (2 + 2 * v_lines) || ',' || (2 + v_lines) || ',' || (1 + v_lines) || ',0';
    EXCEPTION
        WHEN unused_item THEN
            RAISE;
        WHEN OTHERS THEN
            ROLLBACK;
            RAISE;
    END new_order;

    -- Payment (2.5): by customer id, or by last name (p_c_last not null); a bad-credit customer's C_DATA gets the
    -- payment's details in front, keeping its first 500 characters.
    PROCEDURE payment(p_w IN INTEGER, p_d IN INTEGER, p_c_w IN INTEGER, p_c_d IN INTEGER, p_c IN INTEGER,
                      p_c_last IN VARCHAR2, p_amount IN NUMBER, p_counts OUT VARCHAR2) IS
        v_w       warehouse%ROWTYPE;
        v_dist    district%ROWTYPE;
        v_cust    customer%ROWTYPE;
        v_c       INTEGER := p_c;
        v_c_data  customer.c_data%TYPE;
        v_selects PLS_INTEGER := 3;
    BEGIN
        UPDATE warehouse SET w_ytd = w_ytd + p_amount WHERE w_id = p_w;
        SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip
          INTO v_w.w_name, v_w.w_street_1, v_w.w_street_2, v_w.w_city, v_w.w_state, v_w.w_zip
          FROM warehouse WHERE w_id = p_w;
        UPDATE district SET d_ytd = d_ytd + p_amount WHERE d_w_id = p_w AND d_id = p_d;
        SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip
          INTO v_dist.d_name, v_dist.d_street_1, v_dist.d_street_2, v_dist.d_city, v_dist.d_state, v_dist.d_zip
          FROM district WHERE d_w_id = p_w AND d_id = p_d;
        IF p_c_last IS NOT NULL THEN
            v_c := customer_by_name(p_c_w, p_c_d, p_c_last);
            v_selects := v_selects + 1;
        END IF;
        SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since, c_credit,
               c_credit_lim, c_discount, c_balance
          INTO v_cust.c_first, v_cust.c_middle, v_cust.c_last, v_cust.c_street_1, v_cust.c_street_2, v_cust.c_city,
               v_cust.c_state, v_cust.c_zip, v_cust.c_phone, v_cust.c_since, v_cust.c_credit, v_cust.c_credit_lim,
               v_cust.c_discount, v_cust.c_balance
          FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c FOR UPDATE;
        IF v_cust.c_credit = 'BC' THEN
            SELECT c_data INTO v_c_data FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
            v_selects := v_selects + 1;
            v_c_data := SUBSTR(v_c || ' ' || p_c_d || ' ' || p_c_w || ' ' || p_d || ' ' || p_w || ' '
                               || TO_CHAR(p_amount, 'FM9999990.00') || ' | ' || v_c_data, 1, 500);
            UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                                c_payment_cnt = c_payment_cnt + 1, c_data = v_c_data
             WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
        ELSE
            UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                                c_payment_cnt = c_payment_cnt + 1
             WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
        END IF;
        INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
            VALUES (v_c, p_c_d, p_c_w, p_d, p_w, SYSDATE, p_amount, SUBSTR(v_w.w_name || '    ' || v_dist.d_name, 1, 24));
        COMMIT;
        p_counts := v_selects || ',1,3,0';
    EXCEPTION
        WHEN OTHERS THEN
            ROLLBACK;
            RAISE;
    END payment;

    -- Order-Status (2.6): the customer's last order and its lines (read only).
    PROCEDURE order_status(p_w IN INTEGER, p_d IN INTEGER, p_c IN INTEGER, p_c_last IN VARCHAR2,
                           p_counts OUT VARCHAR2) IS
        v_cust    customer%ROWTYPE;
        v_c       INTEGER := p_c;
        v_order   orders.o_id%TYPE;
        v_carrier orders.o_carrier_id%TYPE;
        v_entry   orders.o_entry_d%TYPE;
        v_lines   line_tab;
        v_selects PLS_INTEGER := 3;
    BEGIN
        IF p_c_last IS NOT NULL THEN
            v_c := customer_by_name(p_w, p_d, p_c_last);
            v_selects := v_selects + 1;
        END IF;
        SELECT c_balance, c_first, c_middle, c_last INTO v_cust.c_balance, v_cust.c_first, v_cust.c_middle, v_cust.c_last
          FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_id = v_c;
        SELECT o_id, o_carrier_id, o_entry_d INTO v_order, v_carrier, v_entry FROM orders
         WHERE o_w_id = p_w AND o_d_id = p_d AND o_c_id = v_c ORDER BY o_id DESC FETCH FIRST 1 ROWS ONLY;
        SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d BULK COLLECT INTO v_lines
          FROM order_line WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id = v_order;
        COMMIT;
        p_counts := v_selects || ',0,0,0';
    EXCEPTION
        WHEN OTHERS THEN
            ROLLBACK;
            RAISE;
    END order_status;

    -- Delivery (2.7), run at once rather than queued: each district's oldest undelivered order; a district without
    -- one (or whose oldest order another Delivery took first) is skipped.
    PROCEDURE delivery(p_w IN INTEGER, p_carrier IN INTEGER, p_counts OUT VARCHAR2) IS
        v_now     DATE := SYSDATE;
        v_order   new_order.no_o_id%TYPE;
        v_c       orders.o_c_id%TYPE;
        v_amount  customer.c_balance%TYPE;
        v_selects PLS_INTEGER := 0;
        v_updates PLS_INTEGER := 0;
        v_deletes PLS_INTEGER := 0;
    BEGIN
        FOR v_d IN 1 .. 10 LOOP
            SELECT MIN(no_o_id) INTO v_order FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d;
            v_selects := v_selects + 1;
            IF v_order IS NOT NULL THEN
                DELETE FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d AND no_o_id = v_order;
                v_deletes := v_deletes + 1;
                IF SQL%ROWCOUNT > 0 THEN
                    SELECT o_c_id INTO v_c FROM orders WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_order;
                    UPDATE orders SET o_carrier_id = p_carrier WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_order;
                    UPDATE order_line SET ol_delivery_d = v_now WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_order;
                    SELECT SUM(ol_amount) INTO v_amount FROM order_line
                     WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_order;
                    UPDATE customer SET c_balance = c_balance + NVL(v_amount, 0), c_delivery_cnt = c_delivery_cnt + 1
                     WHERE c_w_id = p_w AND c_d_id = v_d AND c_id = v_c;
                    v_selects := v_selects + 2;
                    v_updates := v_updates + 3;
                END IF;
            END IF;
        END LOOP;
        COMMIT;
        p_counts := v_selects || ',0,' || v_updates || ',' || v_deletes;
    EXCEPTION
        WHEN OTHERS THEN
            ROLLBACK;
            RAISE;
    END delivery;

    -- Stock-Level (2.8): distinct items of the district's last 20 orders with stock below the threshold (read only).
    PROCEDURE stock_level(p_w IN INTEGER, p_d IN INTEGER, p_threshold IN INTEGER, p_counts OUT VARCHAR2) IS
        v_next district.d_next_o_id%TYPE;
        v_low  INTEGER;
    BEGIN
        SELECT d_next_o_id INTO v_next FROM district WHERE d_w_id = p_w AND d_id = p_d;
        SELECT COUNT(DISTINCT s_i_id) INTO v_low FROM order_line, stock
         WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id < v_next AND ol_o_id >= v_next - 20
           AND s_w_id = p_w AND s_i_id = ol_i_id AND s_quantity < p_threshold;
        COMMIT;
        p_counts := '2,0,0,0';
    EXCEPTION
        WHEN OTHERS THEN
            ROLLBACK;
            RAISE;
    END stock_level;
END tpcc;
/
-- CREATE PACKAGE succeeds even when the body does not compile (it is left INVALID): fail the install instead.
DECLARE
    v_errors VARCHAR2(4000);
BEGIN
    FOR e IN (SELECT name, type, line, position, text FROM user_errors WHERE name = 'TPCC' ORDER BY sequence) LOOP
        v_errors := SUBSTR(v_errors || e.type || ' line ' || e.line || ':' || e.position || ' ' || e.text || '; ',
                           1, 3900);
    END LOOP;
    IF v_errors IS NOT NULL THEN
        RAISE_APPLICATION_ERROR(-20001, 'TPCC does not compile: ' || v_errors);
    END IF;
END;
/
