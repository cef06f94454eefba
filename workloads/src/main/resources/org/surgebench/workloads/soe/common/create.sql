-- Order Entry (SOE) tables, sequences and views, the same for H2 and PostgreSQL but for where the primary keys
-- are declared: with the table where the dialect's script sets inline-keys, after the load (finish.sql) elsewhere.
-- Column lists match SoeTables.
CREATE TABLE customers (
    customer_id        BIGINT NOT NULL,
    cust_first_name    VARCHAR(40) NOT NULL,
    cust_last_name     VARCHAR(40) NOT NULL,
    nls_language       VARCHAR(3),
    nls_territory      VARCHAR(30),
    credit_limit       NUMERIC(9,2),
    cust_email         VARCHAR(100),
    account_mgr_id     BIGINT,
    customer_since     DATE,
    customer_class     VARCHAR(40),
    suggestions        VARCHAR(40),
    dob                DATE,
    mailshot           VARCHAR(1),
    partner_mailshot   VARCHAR(1),
    preferred_address  BIGINT,
--if:!inline-keys     preferred_card     BIGINT);
--if:inline-keys     preferred_card     BIGINT,
--if:inline-keys     CONSTRAINT customers_pk PRIMARY KEY (customer_id));
CREATE TABLE addresses (
    address_id         BIGINT NOT NULL,
    customer_id        BIGINT NOT NULL,
    date_created       DATE NOT NULL,
    house_no_or_name   VARCHAR(60),
    street_name        VARCHAR(60),
    town               VARCHAR(60),
    county             VARCHAR(60),
    country            VARCHAR(60),
    post_code          VARCHAR(12),
--if:!inline-keys     zip_code           VARCHAR(12));
--if:inline-keys     zip_code           VARCHAR(12),
--if:inline-keys     CONSTRAINT address_pk PRIMARY KEY (address_id));
CREATE TABLE card_details (
    card_id            BIGINT NOT NULL,
    customer_id        BIGINT NOT NULL,
    card_type          VARCHAR(30) NOT NULL,
    card_number        BIGINT NOT NULL,
    expiry_date        DATE NOT NULL,
    is_valid           VARCHAR(1) NOT NULL,
--if:!inline-keys     security_code      INTEGER);
--if:inline-keys     security_code      INTEGER,
--if:inline-keys     CONSTRAINT card_details_pk PRIMARY KEY (card_id));
CREATE TABLE warehouses (
    warehouse_id       INTEGER NOT NULL,
    warehouse_name     VARCHAR(35),
--if:!inline-keys     location_id        INTEGER);
--if:inline-keys     location_id        INTEGER,
--if:inline-keys     CONSTRAINT warehouses_pk PRIMARY KEY (warehouse_id));
CREATE TABLE product_information (
    product_id         INTEGER NOT NULL,
    product_name       VARCHAR(50) NOT NULL,
    product_description VARCHAR(2000),
    category_id        INTEGER NOT NULL,
    weight_class       INTEGER,
    warranty_period    INTEGER,
    supplier_id        INTEGER,
    product_status     VARCHAR(20),
    list_price         NUMERIC(8,2),
    min_price          NUMERIC(8,2),
--if:!inline-keys     catalog_url        VARCHAR(50));
--if:inline-keys     catalog_url        VARCHAR(50),
--if:inline-keys     CONSTRAINT product_information_pk PRIMARY KEY (product_id));
CREATE TABLE product_descriptions (
    product_id         INTEGER NOT NULL,
    language_id        VARCHAR(3) NOT NULL,
    translated_name    VARCHAR(50) NOT NULL,
    translated_description VARCHAR(2000) NOT NULL);
CREATE TABLE inventories (
    product_id         INTEGER NOT NULL,
    warehouse_id       INTEGER NOT NULL,
    quantity_on_hand   INTEGER NOT NULL);
CREATE TABLE orders (
    order_id           BIGINT NOT NULL,
    order_date         TIMESTAMP NOT NULL,
    order_mode         VARCHAR(8),
    customer_id        BIGINT NOT NULL,
    order_status       SMALLINT,
    order_total        NUMERIC(8,2),
    sales_rep_id       INTEGER,
    promotion_id       INTEGER,
    warehouse_id       INTEGER,
    delivery_type      VARCHAR(15),
    cost_of_delivery   INTEGER,
    wait_till_all_available VARCHAR(25),
    delivery_address_id BIGINT,
    customer_class     VARCHAR(30),
    card_id            BIGINT,
--if:!inline-keys     invoice_address_id BIGINT);
--if:inline-keys     invoice_address_id BIGINT,
--if:inline-keys     CONSTRAINT order_pk PRIMARY KEY (order_id));
CREATE TABLE order_items (
    order_id           BIGINT NOT NULL,
    line_item_id       INTEGER NOT NULL,
    product_id         INTEGER NOT NULL,
    unit_price         NUMERIC(8,2),
    quantity           INTEGER,
    dispatch_date      DATE,
    return_date        DATE,
    gift_wrap          VARCHAR(20),
    condition          VARCHAR(20),
    supplier_id        INTEGER,
    estimated_delivery DATE);
CREATE TABLE logon (
    logon_id           BIGINT NOT NULL,
    customer_id        BIGINT NOT NULL,
    logon_date         TIMESTAMP);
CREATE TABLE orderentry_metadata (
    metadata_key       VARCHAR(30) NOT NULL,
    metadata_value     VARCHAR(30));
CREATE SEQUENCE customer_seq;
CREATE SEQUENCE orders_seq;
CREATE SEQUENCE address_seq;
CREATE SEQUENCE logon_seq;
CREATE SEQUENCE card_details_seq;
CREATE VIEW products AS
    SELECT i.product_id, d.language_id, d.translated_name AS product_name,
           d.translated_description AS product_description, i.category_id, i.weight_class, i.warranty_period,
           i.supplier_id, i.product_status, i.list_price, i.min_price, i.catalog_url
    FROM product_information i JOIN product_descriptions d ON d.product_id = i.product_id AND d.language_id = 'US';
CREATE VIEW product_prices AS
    SELECT category_id, COUNT(*) AS products, MIN(list_price) AS low_price, MAX(list_price) AS high_price
    FROM product_information GROUP BY category_id;
