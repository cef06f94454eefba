-- The tpcc server variant for MariaDB and MySQL 8 (mysql/code.sql includes this file): one stored procedure CALL
-- per TPC-C transaction, as HammerDB runs TPROC-C on MariaDB and MySQL. Written for Surgebench from the TPC-C
-- specification's transaction profiles (clauses 2.4 to 2.8). The client draws every input (as the terminal would);
-- each procedure is one transaction of its own (START TRANSACTION ... COMMIT inside, rolled back and re-raised on
-- any error) and sets its last parameter to "selects,inserts,updates,deletes": the statements it executed, so that
-- the client counts QPS. There are no arrays: New-Order's lines come as three comma-separated lists, read line by
-- line with the same four statements a line as the client variant (item, stock row locked, stock update, order
-- line). A New-Order whose last item is the unused one rolls back and raises SQLSTATE SB001, whose message ends
-- with the counts of the statements it executed before: the client counts them and a rollback (clause 2.4.2.3),
-- not an error. The form is the one both servers take:
-- * procedures only, no stored functions: with the binary log on (MySQL 8's default) creating a function needs
--   SUPER or log_bin_trust_function_creators; so the version is a procedure's OUT parameter and the n-th number of
--   a list an expression (SUBSTRING_INDEX twice, CAST AS SIGNED: MySQL's CAST has no INTEGER);
-- * no CREATE OR REPLACE for routines (MySQL has none): DROP PROCEDURE IF EXISTS first.
-- Every block ends with a line holding only "/" (Surgebench's script reader); `surge generate tpcc --only-code`
-- installs this file onto an existing schema. The version is the one ServerTransactions calls on every database.
DROP PROCEDURE IF EXISTS tpcc_version;
CREATE PROCEDURE tpcc_version(OUT p_version VARCHAR(10)) DETERMINISTIC NO SQL
BEGIN
    SET p_version = '2';
END
/
-- New-Order: p_items, p_supply and p_quantities are the lines, sorted by the client (supplying warehouse, item),
-- so that concurrent orders lock stock rows in one order and cannot deadlock.
DROP PROCEDURE IF EXISTS tpcc_new_order;
CREATE PROCEDURE tpcc_new_order(IN p_w INTEGER, IN p_d INTEGER, IN p_c INTEGER, IN p_items VARCHAR(200),
        IN p_supply VARCHAR(200), IN p_quantities VARCHAR(100), OUT p_counts VARCHAR(40))
BEGIN
    DECLARE v_lines INTEGER DEFAULT LENGTH(p_items) - LENGTH(REPLACE(p_items, ',', '')) + 1;
    DECLARE v_n INTEGER DEFAULT 0;
    DECLARE v_all_local INTEGER DEFAULT 1;
    DECLARE v_item INTEGER;
    DECLARE v_supply INTEGER;
    DECLARE v_quantity INTEGER;
    DECLARE v_discount NUMERIC(4, 4);
    DECLARE v_last VARCHAR(16);
    DECLARE v_credit CHAR(2);
    DECLARE v_w_tax NUMERIC(4, 4);
    DECLARE v_d_tax NUMERIC(4, 4);
    DECLARE v_order INTEGER;
    DECLARE v_price NUMERIC(5, 2);
    DECLARE v_name VARCHAR(24);
    DECLARE v_data VARCHAR(50);
    DECLARE v_stock INTEGER;
    DECLARE v_s_data VARCHAR(50);
    DECLARE v_dist CHAR(24);
    DECLARE v_found INTEGER DEFAULT 1;
    DECLARE v_message VARCHAR(100);
    DECLARE CONTINUE HANDLER FOR NOT FOUND SET v_found = 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    WHILE v_n < v_lines DO
        SET v_n = v_n + 1;
        IF CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(p_supply, ',', v_n), ',', -1) AS SIGNED) <> p_w THEN
            SET v_all_local = 0;
        END IF;
    END WHILE;
    START TRANSACTION;
    SELECT c_discount, c_last, c_credit, w_tax INTO v_discount, v_last, v_credit, v_w_tax
      FROM customer, warehouse WHERE w_id = p_w AND c_w_id = w_id AND c_d_id = p_d AND c_id = p_c;
    SELECT d_next_o_id, d_tax INTO v_order, v_d_tax FROM district WHERE d_w_id = p_w AND d_id = p_d FOR UPDATE;
    UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = p_w AND d_id = p_d;
    INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local)
        VALUES (v_order, p_d, p_w, p_c, NOW(), NULL, v_lines, v_all_local);
    INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (v_order, p_d, p_w);
    SET v_n = 0;
    WHILE v_n < v_lines DO
        SET v_n = v_n + 1;
        SET v_item = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(p_items, ',', v_n), ',', -1) AS SIGNED);
        SET v_supply = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(p_supply, ',', v_n), ',', -1) AS SIGNED);
        SET v_quantity = CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(p_quantities, ',', v_n), ',', -1) AS SIGNED);
        SELECT i_price, i_name, i_data INTO v_price, v_name, v_data FROM item WHERE i_id = v_item;
        IF v_found = 0 THEN
            SET v_message = CONCAT('tpcc New-Order rolled back: an item is not used; executed ', 1 + 2 * v_n, ',',
                                   1 + v_n, ',', v_n, ',0');
            SIGNAL SQLSTATE 'SB001' SET MESSAGE_TEXT = v_message;
        END IF;
        SELECT s_quantity, s_data,
               CASE p_d WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02 WHEN 3 THEN s_dist_03 WHEN 4 THEN s_dist_04
                        WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06 WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08
                        WHEN 9 THEN s_dist_09 ELSE s_dist_10 END
          INTO v_stock, v_s_data, v_dist
          FROM stock WHERE s_w_id = v_supply AND s_i_id = v_item FOR UPDATE;
        UPDATE stock SET s_quantity = CASE WHEN v_stock >= v_quantity + 10 THEN v_stock - v_quantity
                                           ELSE v_stock - v_quantity + 91 END,
                         s_ytd = s_ytd + v_quantity, s_order_cnt = s_order_cnt + 1,
                         s_remote_cnt = s_remote_cnt + CASE WHEN v_supply = p_w THEN 0 ELSE 1 END
         WHERE s_w_id = v_supply AND s_i_id = v_item;
        INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d,
                                ol_quantity, ol_amount, ol_dist_info)
            VALUES (v_order, p_d, p_w, v_n, v_item, v_supply, NULL, v_quantity, v_quantity * v_price, v_dist);
    END WHILE;
    COMMIT;
    SET p_counts = CONCAT(2 + 2 * v_lines, ',', 2 + v_lines, ',', 1 + v_lines, ',0');
END
/
-- Payment: by customer id, or by last name (p_c_last not null) taking the middle one by first name.
DROP PROCEDURE IF EXISTS tpcc_payment;
CREATE PROCEDURE tpcc_payment(IN p_w INTEGER, IN p_d INTEGER, IN p_c_w INTEGER, IN p_c_d INTEGER,
        IN p_c INTEGER, IN p_c_last VARCHAR(16), IN p_amount NUMERIC(6, 2), OUT p_counts VARCHAR(40))
BEGIN
    DECLARE v_w_name VARCHAR(10);
    DECLARE v_d_name VARCHAR(10);
    DECLARE v_c INTEGER DEFAULT p_c;
    DECLARE v_count INTEGER;
    DECLARE v_middle INTEGER;
    DECLARE v_credit CHAR(2);
    DECLARE v_balance NUMERIC(12, 2);
    DECLARE v_selects INTEGER DEFAULT 3;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    UPDATE warehouse SET w_ytd = w_ytd + p_amount WHERE w_id = p_w;
    SELECT w_name INTO v_w_name FROM warehouse WHERE w_id = p_w;
    UPDATE district SET d_ytd = d_ytd + p_amount WHERE d_w_id = p_w AND d_id = p_d;
    SELECT d_name INTO v_d_name FROM district WHERE d_w_id = p_w AND d_id = p_d;
    IF p_c_last IS NOT NULL THEN
        SELECT COUNT(*) INTO v_count FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_c_last;
        SET v_middle = (v_count + 1) DIV 2 - 1;
        SELECT c_id INTO v_c FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_c_last
         ORDER BY c_first LIMIT v_middle, 1;
        SET v_selects = v_selects + 2;
    END IF;
    SELECT c_credit, c_balance INTO v_credit, v_balance FROM customer
     WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c FOR UPDATE;
    IF v_credit = 'BC' THEN
        UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                            c_payment_cnt = c_payment_cnt + 1,
                            c_data = SUBSTR(CONCAT(v_c, ' ', p_c_d, ' ', p_c_w, ' ', p_d, ' ', p_w, ' ', p_amount,
                                                   ' | ', c_data), 1, 500)
         WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
    ELSE
        UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                            c_payment_cnt = c_payment_cnt + 1
         WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
    END IF;
    INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
        VALUES (v_c, p_c_d, p_c_w, p_d, p_w, NOW(), p_amount, SUBSTR(CONCAT(v_w_name, '    ', v_d_name), 1, 24));
    COMMIT;
    SET p_counts = CONCAT(v_selects, ',1,3,0');
END
/
-- Order-Status: the customer's last order and its lines (read only).
DROP PROCEDURE IF EXISTS tpcc_order_status;
CREATE PROCEDURE tpcc_order_status(IN p_w INTEGER, IN p_d INTEGER, IN p_c INTEGER,
        IN p_c_last VARCHAR(16), OUT p_counts VARCHAR(40))
BEGIN
    DECLARE v_c INTEGER DEFAULT p_c;
    DECLARE v_count INTEGER;
    DECLARE v_middle INTEGER;
    DECLARE v_balance NUMERIC(12, 2);
    DECLARE v_order INTEGER;
    DECLARE v_carrier INTEGER;
    DECLARE v_lines INTEGER;
    DECLARE v_selects INTEGER DEFAULT 3;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    IF p_c_last IS NOT NULL THEN
        SELECT COUNT(*) INTO v_count FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_last = p_c_last;
        SET v_middle = (v_count + 1) DIV 2 - 1;
        SELECT c_id INTO v_c FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_last = p_c_last
         ORDER BY c_first LIMIT v_middle, 1;
        SET v_selects = v_selects + 2;
    END IF;
    SELECT c_balance INTO v_balance FROM customer WHERE c_w_id = p_w AND c_d_id = p_d AND c_id = v_c;
    SELECT o_id, o_carrier_id INTO v_order, v_carrier FROM orders
     WHERE o_w_id = p_w AND o_d_id = p_d AND o_c_id = v_c ORDER BY o_id DESC LIMIT 1;
    SELECT COUNT(*) INTO v_lines FROM (SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d
                                         FROM order_line WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id = v_order) l;
    COMMIT;
    SET p_counts = CONCAT(v_selects, ',0,0,0');
END
/
-- Delivery: each district's oldest undelivered order; a district without one (or whose oldest order another
-- Delivery took first) is skipped.
DROP PROCEDURE IF EXISTS tpcc_delivery;
CREATE PROCEDURE tpcc_delivery(IN p_w INTEGER, IN p_carrier INTEGER, OUT p_counts VARCHAR(40))
BEGIN
    DECLARE v_d INTEGER DEFAULT 0;
    DECLARE v_order INTEGER;
    DECLARE v_c INTEGER;
    DECLARE v_amount NUMERIC(12, 2);
    DECLARE v_selects INTEGER DEFAULT 0;
    DECLARE v_updates INTEGER DEFAULT 0;
    DECLARE v_deletes INTEGER DEFAULT 0;
    DECLARE v_taken INTEGER;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    WHILE v_d < 10 DO
        SET v_d = v_d + 1;
        SELECT MIN(no_o_id) INTO v_order FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d;
        SET v_selects = v_selects + 1;
        IF v_order IS NOT NULL THEN
            DELETE FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d AND no_o_id = v_order;
            SET v_taken = ROW_COUNT();
            SET v_deletes = v_deletes + 1;
            IF v_taken > 0 THEN
                SELECT o_c_id INTO v_c FROM orders WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_order;
                UPDATE orders SET o_carrier_id = p_carrier WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_order;
                UPDATE order_line SET ol_delivery_d = NOW()
                 WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_order;
                SELECT SUM(ol_amount) INTO v_amount FROM order_line
                 WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_order;
                UPDATE customer SET c_balance = c_balance + COALESCE(v_amount, 0),
                                    c_delivery_cnt = c_delivery_cnt + 1
                 WHERE c_w_id = p_w AND c_d_id = v_d AND c_id = v_c;
                SET v_selects = v_selects + 2;
                SET v_updates = v_updates + 3;
            END IF;
        END IF;
    END WHILE;
    COMMIT;
    SET p_counts = CONCAT(v_selects, ',0,', v_updates, ',', v_deletes);
END
/
-- Stock-Level: distinct items of the district's last 20 orders with stock below the threshold (read only).
DROP PROCEDURE IF EXISTS tpcc_stock_level;
CREATE PROCEDURE tpcc_stock_level(IN p_w INTEGER, IN p_d INTEGER, IN p_threshold INTEGER,
        OUT p_counts VARCHAR(40))
BEGIN
    DECLARE v_next INTEGER;
    DECLARE v_low INTEGER;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SELECT d_next_o_id INTO v_next FROM district WHERE d_w_id = p_w AND d_id = p_d;
    SELECT COUNT(DISTINCT s_i_id) INTO v_low FROM order_line, stock
     WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id < v_next AND ol_o_id >= v_next - 20
       AND s_w_id = p_w AND s_i_id = ol_i_id AND s_quantity < p_threshold;
    COMMIT;
    SET p_counts = '2,0,0,0';
END
/
