-- Order Entry (SOE) for Oracle. Column lists match SoeTables; keys, indexes and constraints come after the
-- load (indexes.sql, finish.sql). Options:
--   tablespace=NAME  tables and indexes in that tablespace
--   partition=true   hash partitions (partitions=N, default 32) for the tables that grow with the scale
--   compress=true    ROW STORE COMPRESS BASIC for those tables (pays off with the direct-path load)
-- Sequences start after the generated ids and cache 10,000 values per instance (NOORDER), so that
-- concurrent new customers and orders do not queue on the sequence (SQ enqueue), least of all on RAC.
CREATE TABLE customers (
    customer_id        NUMBER(12) NOT NULL,
    cust_first_name    VARCHAR2(40) NOT NULL,
    cust_last_name     VARCHAR2(40) NOT NULL,
    nls_language       VARCHAR2(3),
    nls_territory      VARCHAR2(30),
    credit_limit       NUMBER(9,2),
    cust_email         VARCHAR2(100),
    account_mgr_id     NUMBER(12),
    customer_since     DATE,
    customer_class     VARCHAR2(40),
    suggestions        VARCHAR2(40),
    dob                DATE,
    mailshot           VARCHAR2(1),
    partner_mailshot   VARCHAR2(1),
    preferred_address  NUMBER(12),
    preferred_card     NUMBER(12))
  INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (customer_id) PARTITIONS ${partitions}
;
CREATE TABLE addresses (
    address_id         NUMBER(12) NOT NULL,
    customer_id        NUMBER(12) NOT NULL,
    date_created       DATE NOT NULL,
    house_no_or_name   VARCHAR2(60),
    street_name        VARCHAR2(60),
    town               VARCHAR2(60),
    county             VARCHAR2(60),
    country            VARCHAR2(60),
    post_code          VARCHAR2(12),
    zip_code           VARCHAR2(12))
  INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (address_id) PARTITIONS ${partitions}
;
CREATE TABLE card_details (
    card_id            NUMBER(12) NOT NULL,
    customer_id        NUMBER(12) NOT NULL,
    card_type          VARCHAR2(30) NOT NULL,
    card_number        NUMBER(19) NOT NULL,
    expiry_date        DATE NOT NULL,
    is_valid           VARCHAR2(1) NOT NULL,
    security_code      NUMBER(6))
  INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (card_id) PARTITIONS ${partitions}
;
CREATE TABLE warehouses (
    warehouse_id       NUMBER(6) NOT NULL,
    warehouse_name     VARCHAR2(35),
    location_id        NUMBER(6))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE product_information (
    product_id         NUMBER(6) NOT NULL,
    product_name       VARCHAR2(50) NOT NULL,
    product_description VARCHAR2(2000),
    category_id        NUMBER(4) NOT NULL,
    weight_class       NUMBER(1),
    warranty_period    NUMBER(6),
    supplier_id        NUMBER(6),
    product_status     VARCHAR2(20),
    list_price         NUMBER(8,2),
    min_price          NUMBER(8,2),
    catalog_url        VARCHAR2(50))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE product_descriptions (
    product_id         NUMBER(6) NOT NULL,
    language_id        VARCHAR2(3) NOT NULL,
    translated_name    VARCHAR2(50) NOT NULL,
    translated_description VARCHAR2(2000) NOT NULL)
--if:tablespace TABLESPACE ${tablespace}
;
-- Every order decrements stock: many sessions update few rows, so blocks keep room for their ITL slots.
CREATE TABLE inventories (
    product_id         NUMBER(6) NOT NULL,
    warehouse_id       NUMBER(6) NOT NULL,
    quantity_on_hand   NUMBER(8) NOT NULL)
  PCTFREE 30 INITRANS 32
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE orders (
    order_id           NUMBER(12) NOT NULL,
    order_date         TIMESTAMP NOT NULL,
    order_mode         VARCHAR2(8),
    customer_id        NUMBER(12) NOT NULL,
    order_status       NUMBER(2),
    order_total        NUMBER(8,2),
    sales_rep_id       NUMBER(6),
    promotion_id       NUMBER(6),
    warehouse_id       NUMBER(6),
    delivery_type      VARCHAR2(15),
    cost_of_delivery   NUMBER(6),
    wait_till_all_available VARCHAR2(25),
    delivery_address_id NUMBER(12),
    customer_class     VARCHAR2(30),
    card_id            NUMBER(12),
    invoice_address_id NUMBER(12))
  INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (order_id) PARTITIONS ${partitions}
;
CREATE TABLE order_items (
    order_id           NUMBER(12) NOT NULL,
    line_item_id       NUMBER(3) NOT NULL,
    product_id         NUMBER(6) NOT NULL,
    unit_price         NUMBER(8,2),
    quantity           NUMBER(8),
    dispatch_date      DATE,
    return_date        DATE,
    gift_wrap          VARCHAR2(20),
    condition          VARCHAR2(20),
    supplier_id        NUMBER(6),
    estimated_delivery DATE)
  INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (order_id) PARTITIONS ${partitions}
;
CREATE TABLE logon (
    logon_id           NUMBER(12) NOT NULL,
    customer_id        NUMBER(12) NOT NULL,
    logon_date         DATE)
  INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (logon_id) PARTITIONS ${partitions}
;
CREATE TABLE orderentry_metadata (
    metadata_key       VARCHAR2(30) NOT NULL,
    metadata_value     VARCHAR2(30))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE SEQUENCE customer_seq START WITH ${customer_next} CACHE 10000 NOORDER;
CREATE SEQUENCE orders_seq START WITH ${order_next} CACHE 10000 NOORDER;
CREATE SEQUENCE address_seq START WITH ${address_next} CACHE 10000 NOORDER;
CREATE SEQUENCE logon_seq START WITH ${logon_next} CACHE 10000 NOORDER;
CREATE SEQUENCE card_details_seq START WITH ${card_next} CACHE 10000 NOORDER;
CREATE VIEW products AS
    SELECT i.product_id, d.language_id, d.translated_name AS product_name,
           d.translated_description AS product_description, i.category_id, i.weight_class, i.warranty_period,
           i.supplier_id, i.product_status, i.list_price, i.min_price, i.catalog_url
    FROM product_information i JOIN product_descriptions d ON d.product_id = i.product_id AND d.language_id = 'US';
CREATE VIEW product_prices AS
    SELECT category_id, COUNT(*) AS products, MIN(list_price) AS low_price, MAX(list_price) AS high_price
    FROM product_information GROUP BY category_id;
