-- Order Entry (SOE) tables, sequences and views for MariaDB (InnoDB). Primary keys are declared here: InnoDB
-- stores a table in its primary key, so adding one after the load would rebuild the table. Secondary indexes
-- and constraints come after the load (indexes.sql, finish.sql). Column lists match SoeTables; `condition` is
-- a reserved word here and quoted.
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
    preferred_card     BIGINT,
    PRIMARY KEY (customer_id)) ENGINE = InnoDB;
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
    zip_code           VARCHAR(12),
    PRIMARY KEY (address_id)) ENGINE = InnoDB;
CREATE TABLE card_details (
    card_id            BIGINT NOT NULL,
    customer_id        BIGINT NOT NULL,
    card_type          VARCHAR(30) NOT NULL,
    card_number        BIGINT NOT NULL,
    expiry_date        DATE NOT NULL,
    is_valid           VARCHAR(1) NOT NULL,
    security_code      INTEGER,
    PRIMARY KEY (card_id)) ENGINE = InnoDB;
CREATE TABLE warehouses (
    warehouse_id       INTEGER NOT NULL,
    warehouse_name     VARCHAR(35),
    location_id        INTEGER,
    PRIMARY KEY (warehouse_id)) ENGINE = InnoDB;
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
    catalog_url        VARCHAR(50),
    PRIMARY KEY (product_id)) ENGINE = InnoDB;
CREATE TABLE product_descriptions (
    product_id         INTEGER NOT NULL,
    language_id        VARCHAR(3) NOT NULL,
    translated_name    VARCHAR(50) NOT NULL,
    translated_description VARCHAR(2000) NOT NULL,
    PRIMARY KEY (product_id, language_id)) ENGINE = InnoDB;
CREATE TABLE inventories (
    product_id         INTEGER NOT NULL,
    warehouse_id       INTEGER NOT NULL,
    quantity_on_hand   INTEGER NOT NULL,
    PRIMARY KEY (product_id, warehouse_id)) ENGINE = InnoDB;
CREATE TABLE orders (
    order_id           BIGINT NOT NULL,
    order_date         DATETIME(6) NOT NULL,
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
    invoice_address_id BIGINT,
    PRIMARY KEY (order_id)) ENGINE = InnoDB;
CREATE TABLE order_items (
    order_id           BIGINT NOT NULL,
    line_item_id       INTEGER NOT NULL,
    product_id         INTEGER NOT NULL,
    unit_price         NUMERIC(8,2),
    quantity           INTEGER,
    dispatch_date      DATE,
    return_date        DATE,
    gift_wrap          VARCHAR(20),
    `condition`        VARCHAR(20),
    supplier_id        INTEGER,
    estimated_delivery DATE,
    PRIMARY KEY (order_id, line_item_id)) ENGINE = InnoDB;
CREATE TABLE logon (
    logon_id           BIGINT NOT NULL,
    customer_id        BIGINT NOT NULL,
    logon_date         DATETIME(6)) ENGINE = InnoDB;
CREATE TABLE orderentry_metadata (
    metadata_key       VARCHAR(30) NOT NULL,
    metadata_value     VARCHAR(30)) ENGINE = InnoDB;
-- MySQL has no sequences (mysql/create.sql sets sequence_tables): a table of one AUTO_INCREMENT column stands for
-- each, its values taken by inserting a row (MySqlSql).
--if:!sequence_tables CREATE SEQUENCE customer_seq;
--if:!sequence_tables CREATE SEQUENCE orders_seq;
--if:!sequence_tables CREATE SEQUENCE address_seq;
--if:!sequence_tables CREATE SEQUENCE logon_seq;
--if:!sequence_tables CREATE SEQUENCE card_details_seq;
--if:sequence_tables CREATE TABLE customer_seq (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE = InnoDB;
--if:sequence_tables CREATE TABLE orders_seq (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE = InnoDB;
--if:sequence_tables CREATE TABLE address_seq (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE = InnoDB;
--if:sequence_tables CREATE TABLE logon_seq (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE = InnoDB;
--if:sequence_tables CREATE TABLE card_details_seq (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE = InnoDB;
CREATE VIEW products AS
    SELECT i.product_id, d.language_id, d.translated_name AS product_name,
           d.translated_description AS product_description, i.category_id, i.weight_class, i.warranty_period,
           i.supplier_id, i.product_status, i.list_price, i.min_price, i.catalog_url
    FROM product_information i JOIN product_descriptions d ON d.product_id = i.product_id AND d.language_id = 'US';
CREATE VIEW product_prices AS
    SELECT category_id, COUNT(*) AS products, MIN(list_price) AS low_price, MAX(list_price) AS high_price
    FROM product_information GROUP BY category_id;
