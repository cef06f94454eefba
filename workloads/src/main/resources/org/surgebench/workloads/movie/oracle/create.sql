-- Swingbench's MovieStream tables on Oracle (21c and later: its JSON arrays in the JSON type). CAST is movie_cast
-- and YEAR release_year, as on the other databases. Not run against Oracle here (docs/movie.md). Option:
-- tablespace=NAME.
CREATE TABLE movie (
  movie_id NUMBER(19) NOT NULL,
  title VARCHAR2(200) NOT NULL,
  budget NUMBER(19),
  gross NUMBER(19),
  list_price NUMBER(6,2),
  genres JSON,
  sku VARCHAR2(30),
  release_year NUMBER(10),
  opening_date DATE,
  views NUMBER(19),
  movie_cast JSON,
  crew JSON,
  studio JSON,
  main_subject VARCHAR2(100),
  awards JSON,
  nominations JSON,
  runtime NUMBER(10),
  summary VARCHAR2(4000))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE movie_metadata (
  metadata_key VARCHAR2(30) NOT NULL,
  metadata_value VARCHAR2(100) NOT NULL)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE customer_contact (
  cust_id NUMBER(19) NOT NULL,
  last_name VARCHAR2(200),
  first_name VARCHAR2(200),
  email VARCHAR2(500),
  street_address VARCHAR2(400),
  postal_code VARCHAR2(10),
  city VARCHAR2(100),
  state_province VARCHAR2(100),
  country VARCHAR2(400),
  country_code VARCHAR2(2),
  continent VARCHAR2(400),
  yrs_customer NUMBER(10),
  promotion_response NUMBER(10),
  loc_lat NUMBER(9,6),
  loc_long NUMBER(9,6))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE customer_device (
  device_id NUMBER(19) NOT NULL,
  cust_id NUMBER(19) NOT NULL,
  device_type VARCHAR2(30),
  device_manufacturer VARCHAR2(30),
  device_os VARCHAR2(30),
  device_version VARCHAR2(10),
  initial_access TIMESTAMP,
  last_access TIMESTAMP,
  access_count NUMBER(10))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE customer_payment_information (
  payment_information_id NUMBER(19) NOT NULL,
  cust_id NUMBER(19) NOT NULL,
  card_number VARCHAR2(20),
  provider VARCHAR2(30),
  billing_street_address VARCHAR2(400),
  billing_postal_code VARCHAR2(10),
  billing_city VARCHAR2(100),
  billing_state_county VARCHAR2(100),
  billing_country VARCHAR2(400),
  billing_country_code VARCHAR2(2),
  expiry_date DATE,
  default_payment_method CHAR(1))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE customer_friends_and_family (
  friend_family_id NUMBER(19) NOT NULL,
  customer_source NUMBER(19) NOT NULL,
  customer_target NUMBER(19) NOT NULL,
  relationship VARCHAR2(30))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE customer_sales_transaction (
  sales_transaction_id NUMBER(19) NOT NULL,
  cust_id NUMBER(19) NOT NULL,
  movie_id NUMBER(19) NOT NULL,
  transaction_timestamp TIMESTAMP,
  device_id NUMBER(19),
  payment_method NUMBER(10),
  customer_payment_information_id NUMBER(19),
  promotion_discount NUMBER(10),
  payment_amount NUMBER(8,2))
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE customer_review (
  review_id NUMBER(19) NOT NULL,
  cust_id NUMBER(19) NOT NULL,
  movie_id NUMBER(19) NOT NULL,
  star_rating NUMBER(10),
  review VARCHAR2(4000),
  review_timestamp TIMESTAMP)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE interaction_event (
  event_id VARCHAR2(36) NOT NULL PRIMARY KEY,
  event JSON NOT NULL)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE SEQUENCE cust_contact_seq START WITH ${next_contact};
CREATE SEQUENCE cust_device_seq START WITH ${next_device};
CREATE SEQUENCE cust_payment_info_seq START WITH ${next_payment};
CREATE SEQUENCE cust_sales_tx_seq START WITH ${next_sale};
CREATE SEQUENCE cust_review_seq START WITH ${next_review};
