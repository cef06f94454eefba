-- Sales History (SH) for Oracle: a star schema for read-only analytic queries. Column lists match the
-- PostgreSQL and H2 scripts. Options: tablespace=NAME; partition (default true, as Swingbench's SH: SALES
-- range-partitioned by year of time_id with interval partitioning, so later years get partitions on their own;
-- needs the Partitioning option, partition=false for a plain table); compress=true (SALES with ROW STORE COMPRESS BASIC, which the direct-path load fills compressed).
CREATE TABLE times (
  time_id DATE NOT NULL,
  day_name VARCHAR2(9) NOT NULL,
  day_number_in_week NUMBER(10) NOT NULL,
  day_number_in_month NUMBER(10) NOT NULL,
  calendar_week_number NUMBER(10) NOT NULL,
  week_ending_day DATE NOT NULL,
  calendar_month_number NUMBER(10) NOT NULL,
  calendar_month_desc VARCHAR2(8) NOT NULL,
  calendar_month_id NUMBER(10) NOT NULL,
  calendar_month_name VARCHAR2(9) NOT NULL,
  days_in_cal_month NUMBER(10) NOT NULL,
  end_of_cal_month DATE NOT NULL,
  calendar_quarter_desc VARCHAR2(7) NOT NULL,
  calendar_quarter_number NUMBER(10) NOT NULL,
  calendar_quarter_id NUMBER(10) NOT NULL,
  days_in_cal_quarter NUMBER(10) NOT NULL,
  end_of_cal_quarter DATE NOT NULL,
  calendar_year NUMBER(10) NOT NULL,
  days_in_cal_year NUMBER(10) NOT NULL,
  end_of_cal_year DATE NOT NULL,
  fiscal_week_number NUMBER(10) NOT NULL,
  fiscal_month_number NUMBER(10) NOT NULL,
  fiscal_month_desc VARCHAR2(8) NOT NULL,
  fiscal_quarter_number NUMBER(10) NOT NULL,
  fiscal_quarter_desc VARCHAR2(7) NOT NULL,
  fiscal_year NUMBER(10) NOT NULL
)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE channels (
  channel_id NUMBER(10) NOT NULL,
  channel_desc VARCHAR2(20) NOT NULL,
  channel_class VARCHAR2(20) NOT NULL,
  channel_class_id NUMBER(10) NOT NULL,
  channel_total VARCHAR2(13) NOT NULL,
  channel_total_id NUMBER(10) NOT NULL
)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE countries (
  country_id NUMBER(10) NOT NULL,
  country_iso_code CHAR(2) NOT NULL,
  country_name VARCHAR2(40) NOT NULL,
  country_subregion VARCHAR2(30) NOT NULL,
  country_subregion_id NUMBER(10) NOT NULL,
  country_region VARCHAR2(20) NOT NULL,
  country_region_id NUMBER(10) NOT NULL,
  country_total VARCHAR2(11) NOT NULL,
  country_total_id NUMBER(10) NOT NULL
)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE products (
  prod_id NUMBER(10) NOT NULL,
  prod_name VARCHAR2(50) NOT NULL,
  prod_desc VARCHAR2(4000) NOT NULL,
  prod_subcategory VARCHAR2(50) NOT NULL,
  prod_subcategory_id NUMBER(10) NOT NULL,
  prod_category VARCHAR2(50) NOT NULL,
  prod_category_id NUMBER(10) NOT NULL,
  prod_weight_class VARCHAR2(10) NOT NULL,
  prod_unit_of_measure VARCHAR2(20),
  prod_pack_size VARCHAR2(30) NOT NULL,
  supplier_id NUMBER(10) NOT NULL,
  prod_status VARCHAR2(20) NOT NULL,
  prod_list_price NUMBER(8,2) NOT NULL,
  prod_min_price NUMBER(8,2) NOT NULL,
  prod_total VARCHAR2(13) NOT NULL,
  prod_total_id NUMBER(10) NOT NULL,
  prod_eff_from DATE,
  prod_valid CHAR(1)
)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE promotions (
  promo_id NUMBER(10) NOT NULL,
  promo_name VARCHAR2(30) NOT NULL,
  promo_subcategory VARCHAR2(30) NOT NULL,
  promo_subcategory_id NUMBER(10) NOT NULL,
  promo_category VARCHAR2(30) NOT NULL,
  promo_category_id NUMBER(10) NOT NULL,
  promo_cost NUMBER(10,2) NOT NULL,
  promo_begin_date DATE NOT NULL,
  promo_end_date DATE NOT NULL,
  promo_total VARCHAR2(15) NOT NULL,
  promo_total_id NUMBER(10) NOT NULL
)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE customers (
  cust_id NUMBER(12) NOT NULL,
  cust_first_name VARCHAR2(20) NOT NULL,
  cust_last_name VARCHAR2(40) NOT NULL,
  cust_gender CHAR(1) NOT NULL,
  cust_year_of_birth NUMBER(10) NOT NULL,
  cust_marital_status VARCHAR2(20),
  cust_street_address VARCHAR2(40) NOT NULL,
  cust_postal_code VARCHAR2(10) NOT NULL,
  cust_city VARCHAR2(30) NOT NULL,
  cust_city_id NUMBER(10) NOT NULL,
  cust_state_province VARCHAR2(40) NOT NULL,
  cust_state_province_id NUMBER(10) NOT NULL,
  country_id NUMBER(10) NOT NULL,
  cust_main_phone_number VARCHAR2(25) NOT NULL,
  cust_income_level VARCHAR2(30),
  cust_credit_limit NUMBER(10),
  cust_email VARCHAR2(80),
  cust_total VARCHAR2(14) NOT NULL,
  cust_total_id NUMBER(10) NOT NULL,
  cust_src_id NUMBER(10),
  cust_eff_from DATE,
  cust_eff_to DATE,
  cust_valid CHAR(1)
)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE supplementary_demographics (
  cust_id NUMBER(12) NOT NULL,
  education VARCHAR2(21),
  occupation VARCHAR2(21),
  household_size VARCHAR2(21),
  yrs_residence NUMBER(10),
  affinity_card NUMBER(10),
  flat_panel_monitor NUMBER(10),
  home_theater_package NUMBER(10),
  bookkeeping_application NUMBER(10),
  printer_supplies NUMBER(10),
  game_console NUMBER(10),
  comments VARCHAR2(4000)
)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE sales (
  prod_id NUMBER(10) NOT NULL,
  cust_id NUMBER(12) NOT NULL,
  time_id DATE NOT NULL,
  channel_id NUMBER(10) NOT NULL,
  promo_id NUMBER(10) NOT NULL,
  quantity_sold NUMBER(10) NOT NULL,
  seller NUMBER(10) NOT NULL,
  fulfillment_center NUMBER(10) NOT NULL,
  courier_org NUMBER(10) NOT NULL,
  tax_country VARCHAR2(3) NOT NULL,
  tax_region VARCHAR2(3),
  amount_sold NUMBER(10,2) NOT NULL
)
  PCTFREE 0
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY RANGE (time_id) INTERVAL (NUMTOYMINTERVAL(1, 'YEAR'))
--if:partition (PARTITION sales_before_1996 VALUES LESS THAN (DATE '1996-01-01'))
;
