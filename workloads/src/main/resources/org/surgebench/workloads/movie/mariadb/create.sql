-- Swingbench's MovieStream tables on InnoDB, its JSON arrays in MariaDB's JSON type (text checked by JSON_VALID).
-- CAST is movie_cast and YEAR release_year; Oracle's DATE with time is DATETIME. Keys are declared here (InnoDB
-- stores a table in its primary key); the other indexes come after the load (indexes.sql).
CREATE TABLE movie (
  movie_id BIGINT NOT NULL PRIMARY KEY,
  title VARCHAR(200) NOT NULL,
  budget BIGINT,
  gross BIGINT,
  list_price DECIMAL(6,2),
  genres JSON,
  sku VARCHAR(30),
  release_year INTEGER,
  opening_date DATE,
  views BIGINT,
  movie_cast JSON,
  crew JSON,
  studio JSON,
  main_subject VARCHAR(100),
  awards JSON,
  nominations JSON,
  runtime INTEGER,
  summary VARCHAR(4000)) ENGINE = InnoDB;
CREATE TABLE movie_metadata (
  metadata_key VARCHAR(30) NOT NULL PRIMARY KEY,
  metadata_value VARCHAR(100) NOT NULL) ENGINE = InnoDB;
CREATE TABLE customer_contact (
  cust_id BIGINT NOT NULL PRIMARY KEY,
  last_name VARCHAR(200),
  first_name VARCHAR(200),
  email VARCHAR(500),
  street_address VARCHAR(400),
  postal_code VARCHAR(10),
  city VARCHAR(100),
  state_province VARCHAR(100),
  country VARCHAR(400),
  country_code VARCHAR(2),
  continent VARCHAR(400),
  yrs_customer INTEGER,
  promotion_response INTEGER,
  loc_lat DECIMAL(9,6),
  loc_long DECIMAL(9,6)) ENGINE = InnoDB;
CREATE TABLE customer_device (
  device_id BIGINT NOT NULL PRIMARY KEY,
  cust_id BIGINT NOT NULL,
  device_type VARCHAR(30),
  device_manufacturer VARCHAR(30),
  device_os VARCHAR(30),
  device_version VARCHAR(10),
  initial_access DATETIME,
  last_access DATETIME,
  access_count INTEGER) ENGINE = InnoDB;
CREATE TABLE customer_payment_information (
  payment_information_id BIGINT NOT NULL PRIMARY KEY,
  cust_id BIGINT NOT NULL,
  card_number VARCHAR(20),
  provider VARCHAR(30),
  billing_street_address VARCHAR(400),
  billing_postal_code VARCHAR(10),
  billing_city VARCHAR(100),
  billing_state_county VARCHAR(100),
  billing_country VARCHAR(400),
  billing_country_code VARCHAR(2),
  expiry_date DATE,
  default_payment_method CHAR(1)) ENGINE = InnoDB;
CREATE TABLE customer_friends_and_family (
  friend_family_id BIGINT NOT NULL PRIMARY KEY,
  customer_source BIGINT NOT NULL,
  customer_target BIGINT NOT NULL,
  relationship VARCHAR(30)) ENGINE = InnoDB;
CREATE TABLE customer_sales_transaction (
  sales_transaction_id BIGINT NOT NULL PRIMARY KEY,
  cust_id BIGINT NOT NULL,
  movie_id BIGINT NOT NULL,
  transaction_timestamp DATETIME,
  device_id BIGINT,
  payment_method INTEGER,
  customer_payment_information_id BIGINT,
  promotion_discount INTEGER,
  payment_amount DECIMAL(8,2)) ENGINE = InnoDB;
CREATE TABLE customer_review (
  review_id BIGINT NOT NULL PRIMARY KEY,
  cust_id BIGINT NOT NULL,
  movie_id BIGINT NOT NULL,
  star_rating INTEGER,
  review VARCHAR(4000),
  review_timestamp DATETIME) ENGINE = InnoDB;
CREATE TABLE interaction_event (
  event_id VARCHAR(36) NOT NULL PRIMARY KEY,
  event JSON NOT NULL) ENGINE = InnoDB;
CREATE SEQUENCE cust_contact_seq START WITH ${next_contact};
CREATE SEQUENCE cust_device_seq START WITH ${next_device};
CREATE SEQUENCE cust_payment_info_seq START WITH ${next_payment};
CREATE SEQUENCE cust_sales_tx_seq START WITH ${next_sale};
CREATE SEQUENCE cust_review_seq START WITH ${next_review};
