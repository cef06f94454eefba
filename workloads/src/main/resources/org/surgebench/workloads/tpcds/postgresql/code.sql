-- The tpcds server variant for PostgreSQL: one PL/pgSQL function call per transaction, as Swingbench's TPC-DS-like
-- transactions call the functions of its PL/SQL package pkg_tpcds_transactions. Written for Surgebench after the
-- package's behaviour (docs/tpcds.md): the client draws the row's values as the client variant does and passes
-- them; the function sleeps (when both bounds are set), runs the client variant's one INSERT or UPDATE, sleeps
-- again where the package sleeps before its commit, and returns "selects,inserts,updates,deletes,commits,
-- rollbacks,slept-ms" so that the client counts its statements and leaves the sleeps out of response times. A
-- function cannot commit in PostgreSQL: the client calls it in autocommit mode, so each call is one transaction,
-- committed when it returns; a call that changed no row (an update whose lookup found none) writes no commit and
-- reports none. The column lists are template variables the workload makes from FactTable (store_sales_columns
-- and the like), every value a bigint. Every block ends with a line holding only "/" (Surgebench's script
-- reader); generate installs this file, and `surge generate tpcds --only-code` installs it onto an existing schema.
CREATE OR REPLACE FUNCTION tpcds_version() RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
    RETURN '1';
END
$fn$
/
-- The package's sleep: only when both bounds are set; returns the milliseconds slept.
CREATE OR REPLACE FUNCTION tpcds_sleep(p_min integer, p_max integer) RETURNS integer LANGUAGE plpgsql AS $fn$
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
-- The counts as the package returns them, but the commit: one where the call changed a row. (PL/pgSQL, not SQL: a
-- plain expression runs no statement, so nothing here is counted as one.)
CREATE OR REPLACE FUNCTION tpcds_result(p_inserts integer, p_updates integer, p_wrote boolean, p_slept integer)
        RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
    RETURN '0,' || p_inserts || ',' || p_updates || ',0,' || CASE WHEN p_wrote THEN 1 ELSE 0 END || ',0,' || p_slept;
END
$fn$
/
-- NSS: one new row of store_sales.
CREATE OR REPLACE FUNCTION tpcds_newstoresales(${store_sales_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    INSERT INTO store_sales (${store_sales_columns}) VALUES (${store_sales_values});
    RETURN tpcds_result(1, 0, true, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- NCS: one new row of catalog_sales.
CREATE OR REPLACE FUNCTION tpcds_newcatalogsales(${catalog_sales_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    INSERT INTO catalog_sales (${catalog_sales_columns}) VALUES (${catalog_sales_values});
    RETURN tpcds_result(1, 0, true, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- NWS: one new row of web_sales.
CREATE OR REPLACE FUNCTION tpcds_newwebsales(${web_sales_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    INSERT INTO web_sales (${web_sales_columns}) VALUES (${web_sales_values});
    RETURN tpcds_result(1, 0, true, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- USS: the quantity and amounts of the store_sales rows the lookup finds.
CREATE OR REPLACE FUNCTION tpcds_updatestoresales(${store_sales_update_params},
        p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    UPDATE store_sales SET ${store_sales_set} WHERE ${store_sales_where};
    RETURN tpcds_result(0, 1, FOUND, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- UCS: the quantity and amounts of the catalog_sales rows the lookup finds.
CREATE OR REPLACE FUNCTION tpcds_updatecatalogsales(${catalog_sales_update_params},
        p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    UPDATE catalog_sales SET ${catalog_sales_set} WHERE ${catalog_sales_where};
    RETURN tpcds_result(0, 1, FOUND, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- UWS: the quantity and amounts of the web_sales rows the lookup finds.
CREATE OR REPLACE FUNCTION tpcds_updatewebsales(${web_sales_update_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    UPDATE web_sales SET ${web_sales_set} WHERE ${web_sales_where};
    RETURN tpcds_result(0, 1, FOUND, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- NSR: one new row of store_returns.
CREATE OR REPLACE FUNCTION tpcds_newstorereturn(${store_returns_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    INSERT INTO store_returns (${store_returns_columns}) VALUES (${store_returns_values});
    RETURN tpcds_result(1, 0, true, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- NCR: one new row of catalog_returns.
CREATE OR REPLACE FUNCTION tpcds_newcatalogreturn(${catalog_returns_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    INSERT INTO catalog_returns (${catalog_returns_columns}) VALUES (${catalog_returns_values});
    RETURN tpcds_result(1, 0, true, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- NWR: one new row of web_returns.
CREATE OR REPLACE FUNCTION tpcds_newwebreturn(${web_returns_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    INSERT INTO web_returns (${web_returns_columns}) VALUES (${web_returns_values});
    RETURN tpcds_result(1, 0, true, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- USR: the quantity and amounts of the store_returns rows the lookup finds.
CREATE OR REPLACE FUNCTION tpcds_updatestorereturn(${store_returns_update_params},
        p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    UPDATE store_returns SET ${store_returns_set} WHERE ${store_returns_where};
    RETURN tpcds_result(0, 1, FOUND, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- UCR: the quantity and amounts of the catalog_returns rows the lookup finds.
CREATE OR REPLACE FUNCTION tpcds_updatecatalogreturn(${catalog_returns_update_params},
        p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    UPDATE catalog_returns SET ${catalog_returns_set} WHERE ${catalog_returns_where};
    RETURN tpcds_result(0, 1, FOUND, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- UWR: the quantity and amounts of the web_returns rows the lookup finds.
CREATE OR REPLACE FUNCTION tpcds_updatewebreturn(${web_returns_update_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    UPDATE web_returns SET ${web_returns_set} WHERE ${web_returns_where};
    RETURN tpcds_result(0, 1, FOUND, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- NI: one new row of inventory.
CREATE OR REPLACE FUNCTION tpcds_newinventory(${inventory_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    INSERT INTO inventory (${inventory_columns}) VALUES (${inventory_values});
    RETURN tpcds_result(1, 0, true, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
-- UI: the quantity and amounts of the inventory rows the lookup finds.
CREATE OR REPLACE FUNCTION tpcds_updateinventory(${inventory_update_params}, p_min_sleep integer, p_max_sleep integer)
        RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE
    v_slept integer := tpcds_sleep(p_min_sleep, p_max_sleep);
BEGIN
    UPDATE inventory SET ${inventory_set} WHERE ${inventory_where};
    RETURN tpcds_result(0, 1, FOUND, v_slept + tpcds_sleep(p_min_sleep, p_max_sleep));
END
$fn$
/
