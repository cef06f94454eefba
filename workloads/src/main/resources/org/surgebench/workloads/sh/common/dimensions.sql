-- Sales History (SH): a star schema for read-only analytic queries. Keys and constraints come after the load,
-- but for the dimensions' primary keys on InnoDB: a script that sets innodb declares them with the table.
CREATE TABLE times (
  time_id DATE NOT NULL,
  day_name VARCHAR(9) NOT NULL,
  day_number_in_week INTEGER NOT NULL,
  day_number_in_month INTEGER NOT NULL,
  calendar_week_number INTEGER NOT NULL,
  week_ending_day DATE NOT NULL,
  calendar_month_number INTEGER NOT NULL,
  calendar_month_desc VARCHAR(8) NOT NULL,
  calendar_month_id INTEGER NOT NULL,
  calendar_month_name VARCHAR(9) NOT NULL,
  days_in_cal_month INTEGER NOT NULL,
  end_of_cal_month DATE NOT NULL,
  calendar_quarter_desc VARCHAR(7) NOT NULL,
  calendar_quarter_number INTEGER NOT NULL,
  calendar_quarter_id INTEGER NOT NULL,
  days_in_cal_quarter INTEGER NOT NULL,
  end_of_cal_quarter DATE NOT NULL,
  calendar_year INTEGER NOT NULL,
  days_in_cal_year INTEGER NOT NULL,
  end_of_cal_year DATE NOT NULL,
  fiscal_week_number INTEGER NOT NULL,
  fiscal_month_number INTEGER NOT NULL,
  fiscal_month_desc VARCHAR(8) NOT NULL,
  fiscal_quarter_number INTEGER NOT NULL,
  fiscal_quarter_desc VARCHAR(7) NOT NULL,
--if:!innodb   fiscal_year INTEGER NOT NULL
--if:!innodb );
--if:innodb   fiscal_year INTEGER NOT NULL,
--if:innodb   PRIMARY KEY (time_id)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE channels (
  channel_id INTEGER NOT NULL,
  channel_desc VARCHAR(20) NOT NULL,
  channel_class VARCHAR(20) NOT NULL,
  channel_class_id INTEGER NOT NULL,
  channel_total VARCHAR(13) NOT NULL,
--if:!innodb   channel_total_id INTEGER NOT NULL
--if:!innodb );
--if:innodb   channel_total_id INTEGER NOT NULL,
--if:innodb   PRIMARY KEY (channel_id)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE countries (
  country_id INTEGER NOT NULL,
  country_iso_code CHAR(2) NOT NULL,
  country_name VARCHAR(40) NOT NULL,
  country_subregion VARCHAR(30) NOT NULL,
  country_subregion_id INTEGER NOT NULL,
  country_region VARCHAR(20) NOT NULL,
  country_region_id INTEGER NOT NULL,
  country_total VARCHAR(11) NOT NULL,
--if:!innodb   country_total_id INTEGER NOT NULL
--if:!innodb );
--if:innodb   country_total_id INTEGER NOT NULL,
--if:innodb   PRIMARY KEY (country_id)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE products (
  prod_id INTEGER NOT NULL,
  prod_name VARCHAR(50) NOT NULL,
  prod_desc VARCHAR(4000) NOT NULL,
  prod_subcategory VARCHAR(50) NOT NULL,
  prod_subcategory_id INTEGER NOT NULL,
  prod_category VARCHAR(50) NOT NULL,
  prod_category_id INTEGER NOT NULL,
  prod_weight_class VARCHAR(10) NOT NULL,
  prod_unit_of_measure VARCHAR(20),
  prod_pack_size VARCHAR(30) NOT NULL,
  supplier_id INTEGER NOT NULL,
  prod_status VARCHAR(20) NOT NULL,
  prod_list_price NUMERIC(8,2) NOT NULL,
  prod_min_price NUMERIC(8,2) NOT NULL,
  prod_total VARCHAR(13) NOT NULL,
  prod_total_id INTEGER NOT NULL,
  prod_eff_from DATE,
--if:!innodb   prod_valid CHAR(1)
--if:!innodb );
--if:innodb   prod_valid CHAR(1),
--if:innodb   PRIMARY KEY (prod_id)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE promotions (
  promo_id INTEGER NOT NULL,
  promo_name VARCHAR(30) NOT NULL,
  promo_subcategory VARCHAR(30) NOT NULL,
  promo_subcategory_id INTEGER NOT NULL,
  promo_category VARCHAR(30) NOT NULL,
  promo_category_id INTEGER NOT NULL,
  promo_cost NUMERIC(10,2) NOT NULL,
  promo_begin_date DATE NOT NULL,
  promo_end_date DATE NOT NULL,
  promo_total VARCHAR(15) NOT NULL,
--if:!innodb   promo_total_id INTEGER NOT NULL
--if:!innodb );
--if:innodb   promo_total_id INTEGER NOT NULL,
--if:innodb   PRIMARY KEY (promo_id)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE customers (
  cust_id BIGINT NOT NULL,
  cust_first_name VARCHAR(20) NOT NULL,
  cust_last_name VARCHAR(40) NOT NULL,
  cust_gender CHAR(1) NOT NULL,
  cust_year_of_birth INTEGER NOT NULL,
  cust_marital_status VARCHAR(20),
  cust_street_address VARCHAR(40) NOT NULL,
  cust_postal_code VARCHAR(10) NOT NULL,
  cust_city VARCHAR(30) NOT NULL,
  cust_city_id INTEGER NOT NULL,
  cust_state_province VARCHAR(40) NOT NULL,
  cust_state_province_id INTEGER NOT NULL,
  country_id INTEGER NOT NULL,
  cust_main_phone_number VARCHAR(25) NOT NULL,
  cust_income_level VARCHAR(30),
  cust_credit_limit INTEGER,
  cust_email VARCHAR(80),
  cust_total VARCHAR(14) NOT NULL,
  cust_total_id INTEGER NOT NULL,
  cust_src_id INTEGER,
  cust_eff_from DATE,
  cust_eff_to DATE,
--if:!innodb   cust_valid CHAR(1)
--if:!innodb );
--if:innodb   cust_valid CHAR(1),
--if:innodb   PRIMARY KEY (cust_id)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE supplementary_demographics (
  cust_id BIGINT NOT NULL,
  education VARCHAR(21),
  occupation VARCHAR(21),
  household_size VARCHAR(21),
  yrs_residence INTEGER,
  affinity_card INTEGER,
  flat_panel_monitor INTEGER,
  home_theater_package INTEGER,
  bookkeeping_application INTEGER,
  printer_supplies INTEGER,
  game_console INTEGER,
--if:!innodb   comments VARCHAR(4000)
--if:!innodb );
--if:innodb   comments VARCHAR(4000),
--if:innodb   PRIMARY KEY (cust_id)
--if:innodb ) ENGINE = InnoDB;
