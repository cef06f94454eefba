-- The tpcds server variant for MariaDB: one stored procedure CALL per transaction, as Swingbench's TPC-DS-like
-- transactions call the functions of its PL/SQL package pkg_tpcds_transactions; the same statements and sleep
-- points as postgresql/code.sql (docs/tpcds.md). Each procedure is one transaction of its own (START TRANSACTION
-- ... COMMIT inside, as the package commits; rolled back and re-raised on any error), called in autocommit mode,
-- and sets its last parameter to "selects,inserts,updates,deletes,commits,rollbacks,slept-ms". The client draws
-- the row's values as the client variant does; the column lists are template variables the workload makes from
-- FactTable (store_sales_columns and the like), every value a BIGINT. Every block ends with a line holding only
-- "/" (Surgebench's script reader).
CREATE OR REPLACE PROCEDURE tpcds_version(OUT p_version VARCHAR(10)) DETERMINISTIC NO SQL
BEGIN
    SET p_version = '1';
END
/
-- The package's sleep: only when both bounds are set; returns the milliseconds slept (SYSDATE is the clock's time,
-- NOW() a routine's start).
CREATE OR REPLACE FUNCTION tpcds_sleep(p_min INTEGER, p_max INTEGER) RETURNS INTEGER NOT DETERMINISTIC NO SQL
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
-- NSS: one new row of store_sales.
CREATE OR REPLACE PROCEDURE tpcds_newstoresales(${store_sales_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    INSERT INTO store_sales (${store_sales_columns}) VALUES (${store_sales_values});
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,1,0,0,1,0,', v_slept);
END
/
-- NCS: one new row of catalog_sales.
CREATE OR REPLACE PROCEDURE tpcds_newcatalogsales(${catalog_sales_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    INSERT INTO catalog_sales (${catalog_sales_columns}) VALUES (${catalog_sales_values});
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,1,0,0,1,0,', v_slept);
END
/
-- NWS: one new row of web_sales.
CREATE OR REPLACE PROCEDURE tpcds_newwebsales(${web_sales_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    INSERT INTO web_sales (${web_sales_columns}) VALUES (${web_sales_values});
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,1,0,0,1,0,', v_slept);
END
/
-- USS: the quantity and amounts of the store_sales rows the lookup finds.
CREATE OR REPLACE PROCEDURE tpcds_updatestoresales(${store_sales_update_params},
        p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    UPDATE store_sales SET ${store_sales_set} WHERE ${store_sales_where};
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,0,1,0,1,0,', v_slept);
END
/
-- UCS: the quantity and amounts of the catalog_sales rows the lookup finds.
CREATE OR REPLACE PROCEDURE tpcds_updatecatalogsales(${catalog_sales_update_params},
        p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    UPDATE catalog_sales SET ${catalog_sales_set} WHERE ${catalog_sales_where};
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,0,1,0,1,0,', v_slept);
END
/
-- UWS: the quantity and amounts of the web_sales rows the lookup finds.
CREATE OR REPLACE PROCEDURE tpcds_updatewebsales(${web_sales_update_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    UPDATE web_sales SET ${web_sales_set} WHERE ${web_sales_where};
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,0,1,0,1,0,', v_slept);
END
/
-- NSR: one new row of store_returns.
CREATE OR REPLACE PROCEDURE tpcds_newstorereturn(${store_returns_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    INSERT INTO store_returns (${store_returns_columns}) VALUES (${store_returns_values});
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,1,0,0,1,0,', v_slept);
END
/
-- NCR: one new row of catalog_returns.
CREATE OR REPLACE PROCEDURE tpcds_newcatalogreturn(${catalog_returns_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    INSERT INTO catalog_returns (${catalog_returns_columns}) VALUES (${catalog_returns_values});
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,1,0,0,1,0,', v_slept);
END
/
-- NWR: one new row of web_returns.
CREATE OR REPLACE PROCEDURE tpcds_newwebreturn(${web_returns_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    INSERT INTO web_returns (${web_returns_columns}) VALUES (${web_returns_values});
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,1,0,0,1,0,', v_slept);
END
/
-- USR: the quantity and amounts of the store_returns rows the lookup finds.
CREATE OR REPLACE PROCEDURE tpcds_updatestorereturn(${store_returns_update_params},
        p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    UPDATE store_returns SET ${store_returns_set} WHERE ${store_returns_where};
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,0,1,0,1,0,', v_slept);
END
/
-- UCR: the quantity and amounts of the catalog_returns rows the lookup finds.
CREATE OR REPLACE PROCEDURE tpcds_updatecatalogreturn(${catalog_returns_update_params},
        p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    UPDATE catalog_returns SET ${catalog_returns_set} WHERE ${catalog_returns_where};
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,0,1,0,1,0,', v_slept);
END
/
-- UWR: the quantity and amounts of the web_returns rows the lookup finds.
CREATE OR REPLACE PROCEDURE tpcds_updatewebreturn(${web_returns_update_params},
        p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    UPDATE web_returns SET ${web_returns_set} WHERE ${web_returns_where};
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,0,1,0,1,0,', v_slept);
END
/
-- NI: one new row of inventory.
CREATE OR REPLACE PROCEDURE tpcds_newinventory(${inventory_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    INSERT INTO inventory (${inventory_columns}) VALUES (${inventory_values});
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,1,0,0,1,0,', v_slept);
END
/
-- UI: the quantity and amounts of the inventory rows the lookup finds.
CREATE OR REPLACE PROCEDURE tpcds_updateinventory(${inventory_update_params}, p_min_sleep INTEGER, p_max_sleep INTEGER,
        OUT p_counts VARCHAR(40)) MODIFIES SQL DATA
BEGIN
    DECLARE v_slept INTEGER DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION
    BEGIN
        ROLLBACK;
        RESIGNAL;
    END;
    START TRANSACTION;
    SET v_slept = tpcds_sleep(p_min_sleep, p_max_sleep);
    UPDATE inventory SET ${inventory_set} WHERE ${inventory_where};
    SET v_slept = v_slept + tpcds_sleep(p_min_sleep, p_max_sleep);
    COMMIT;
    SET p_counts = CONCAT('0,0,1,0,1,0,', v_slept);
END
/
