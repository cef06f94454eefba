-- Swingbench's TPC-DS-like schema as its transactions use it: TPC-DS's names and types. The dimensions hold their
-- surrogate key and one descriptive column (no transaction reads more; docs/tpcds.md); the calendar is TPC-DS's.
-- The sales, returns and inventory tables have every column the package's New* functions insert. Keys and
-- indexes come after the load, but for the dimensions' primary keys on InnoDB: a script that sets innodb
-- declares them with the table.
CREATE TABLE date_dim (
  d_date_sk INTEGER NOT NULL,
  d_date_id CHAR(16),
  d_date DATE,
  d_year INTEGER,
  d_moy INTEGER,
--if:!innodb   d_dom INTEGER
--if:!innodb );
--if:innodb   d_dom INTEGER,
--if:innodb   PRIMARY KEY (d_date_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE time_dim (
  t_time_sk INTEGER NOT NULL,
  t_time_id CHAR(16),
  t_time INTEGER,
  t_hour INTEGER,
  t_minute INTEGER,
--if:!innodb   t_second INTEGER
--if:!innodb );
--if:innodb   t_second INTEGER,
--if:innodb   PRIMARY KEY (t_time_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE item (
  i_item_sk INTEGER NOT NULL,
--if:!innodb   i_item_id CHAR(16)
--if:!innodb );
--if:innodb   i_item_id CHAR(16),
--if:innodb   PRIMARY KEY (i_item_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE customer (
  c_customer_sk INTEGER NOT NULL,
--if:!innodb   c_customer_id CHAR(16)
--if:!innodb );
--if:innodb   c_customer_id CHAR(16),
--if:innodb   PRIMARY KEY (c_customer_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE customer_demographics (
  cd_demo_sk INTEGER NOT NULL,
--if:!innodb   cd_gender CHAR(1)
--if:!innodb );
--if:innodb   cd_gender CHAR(1),
--if:innodb   PRIMARY KEY (cd_demo_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE household_demographics (
  hd_demo_sk INTEGER NOT NULL,
--if:!innodb   hd_buy_potential VARCHAR(15)
--if:!innodb );
--if:innodb   hd_buy_potential VARCHAR(15),
--if:innodb   PRIMARY KEY (hd_demo_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE customer_address (
  ca_address_sk INTEGER NOT NULL,
--if:!innodb   ca_address_id CHAR(16)
--if:!innodb );
--if:innodb   ca_address_id CHAR(16),
--if:innodb   PRIMARY KEY (ca_address_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE call_center (
  cc_call_center_sk INTEGER NOT NULL,
--if:!innodb   cc_call_center_id CHAR(16)
--if:!innodb );
--if:innodb   cc_call_center_id CHAR(16),
--if:innodb   PRIMARY KEY (cc_call_center_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE catalog_page (
  cp_catalog_page_sk INTEGER NOT NULL,
--if:!innodb   cp_catalog_page_id CHAR(16)
--if:!innodb );
--if:innodb   cp_catalog_page_id CHAR(16),
--if:innodb   PRIMARY KEY (cp_catalog_page_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE ship_mode (
  sm_ship_mode_sk INTEGER NOT NULL,
--if:!innodb   sm_ship_mode_id CHAR(16)
--if:!innodb );
--if:innodb   sm_ship_mode_id CHAR(16),
--if:innodb   PRIMARY KEY (sm_ship_mode_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE warehouse (
  w_warehouse_sk INTEGER NOT NULL,
--if:!innodb   w_warehouse_id CHAR(16)
--if:!innodb );
--if:innodb   w_warehouse_id CHAR(16),
--if:innodb   PRIMARY KEY (w_warehouse_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE promotion (
  p_promo_sk INTEGER NOT NULL,
--if:!innodb   p_promo_id CHAR(16)
--if:!innodb );
--if:innodb   p_promo_id CHAR(16),
--if:innodb   PRIMARY KEY (p_promo_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE store (
  s_store_sk INTEGER NOT NULL,
--if:!innodb   s_store_id CHAR(16)
--if:!innodb );
--if:innodb   s_store_id CHAR(16),
--if:innodb   PRIMARY KEY (s_store_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE web_page (
  wp_web_page_sk INTEGER NOT NULL,
--if:!innodb   wp_web_page_id CHAR(16)
--if:!innodb );
--if:innodb   wp_web_page_id CHAR(16),
--if:innodb   PRIMARY KEY (wp_web_page_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE web_site (
  web_site_sk INTEGER NOT NULL,
--if:!innodb   web_site_id CHAR(16)
--if:!innodb );
--if:innodb   web_site_id CHAR(16),
--if:innodb   PRIMARY KEY (web_site_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE reason (
  r_reason_sk INTEGER NOT NULL,
--if:!innodb   r_reason_id CHAR(16)
--if:!innodb );
--if:innodb   r_reason_id CHAR(16),
--if:innodb   PRIMARY KEY (r_reason_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE income_band (
  ib_income_band_sk INTEGER NOT NULL,
--if:!innodb   ib_lower_bound INTEGER
--if:!innodb );
--if:innodb   ib_lower_bound INTEGER,
--if:innodb   PRIMARY KEY (ib_income_band_sk)
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE store_sales (
  ss_sold_date_sk INTEGER,
  ss_sold_time_sk INTEGER,
  ss_item_sk INTEGER,
  ss_customer_sk INTEGER,
  ss_cdemo_sk INTEGER,
  ss_hdemo_sk INTEGER,
  ss_addr_sk INTEGER,
  ss_store_sk INTEGER,
  ss_promo_sk INTEGER,
  ss_ticket_number BIGINT,
  ss_quantity INTEGER,
  ss_wholesale_cost DECIMAL(7,2),
  ss_list_price DECIMAL(7,2),
  ss_sales_price DECIMAL(7,2),
  ss_ext_discount_amt DECIMAL(7,2),
  ss_ext_sales_price DECIMAL(7,2),
  ss_ext_wholesale_cost DECIMAL(7,2),
  ss_ext_list_price DECIMAL(7,2),
  ss_ext_tax DECIMAL(7,2),
  ss_coupon_amt DECIMAL(7,2),
  ss_net_paid DECIMAL(7,2),
  ss_net_paid_inc_tax DECIMAL(7,2),
  ss_net_profit DECIMAL(7,2)
--if:!innodb );
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE catalog_sales (
  cs_sold_date_sk INTEGER,
  cs_sold_time_sk INTEGER,
  cs_ship_date_sk INTEGER,
  cs_bill_customer_sk INTEGER,
  cs_bill_cdemo_sk INTEGER,
  cs_bill_hdemo_sk INTEGER,
  cs_bill_addr_sk INTEGER,
  cs_ship_customer_sk INTEGER,
  cs_ship_cdemo_sk INTEGER,
  cs_ship_hdemo_sk INTEGER,
  cs_ship_addr_sk INTEGER,
  cs_call_center_sk INTEGER,
  cs_catalog_page_sk INTEGER,
  cs_ship_mode_sk INTEGER,
  cs_warehouse_sk INTEGER,
  cs_item_sk INTEGER,
  cs_promo_sk INTEGER,
  cs_order_number BIGINT,
  cs_quantity INTEGER,
  cs_wholesale_cost DECIMAL(7,2),
  cs_list_price DECIMAL(7,2),
  cs_sales_price DECIMAL(7,2),
  cs_ext_discount_amt DECIMAL(7,2),
  cs_ext_sales_price DECIMAL(7,2),
  cs_ext_wholesale_cost DECIMAL(7,2),
  cs_ext_list_price DECIMAL(7,2),
  cs_ext_tax DECIMAL(7,2),
  cs_coupon_amt DECIMAL(7,2),
  cs_ext_ship_cost DECIMAL(7,2),
  cs_net_paid DECIMAL(7,2),
  cs_net_paid_inc_tax DECIMAL(7,2),
  cs_net_paid_inc_ship DECIMAL(7,2),
  cs_net_paid_inc_ship_tax DECIMAL(7,2),
  cs_net_profit DECIMAL(7,2)
--if:!innodb );
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE web_sales (
  ws_sold_date_sk INTEGER,
  ws_sold_time_sk INTEGER,
  ws_ship_date_sk INTEGER,
  ws_item_sk INTEGER,
  ws_bill_customer_sk INTEGER,
  ws_bill_cdemo_sk INTEGER,
  ws_bill_hdemo_sk INTEGER,
  ws_bill_addr_sk INTEGER,
  ws_ship_customer_sk INTEGER,
  ws_ship_cdemo_sk INTEGER,
  ws_ship_hdemo_sk INTEGER,
  ws_ship_addr_sk INTEGER,
  ws_web_page_sk INTEGER,
  ws_web_site_sk INTEGER,
  ws_ship_mode_sk INTEGER,
  ws_warehouse_sk INTEGER,
  ws_promo_sk INTEGER,
  ws_order_number BIGINT,
  ws_quantity INTEGER,
  ws_wholesale_cost DECIMAL(7,2),
  ws_list_price DECIMAL(7,2),
  ws_sales_price DECIMAL(7,2),
  ws_ext_discount_amt DECIMAL(7,2),
  ws_ext_sales_price DECIMAL(7,2),
  ws_ext_wholesale_cost DECIMAL(7,2),
  ws_ext_list_price DECIMAL(7,2),
  ws_ext_tax DECIMAL(7,2),
  ws_coupon_amt DECIMAL(7,2),
  ws_ext_ship_cost DECIMAL(7,2),
  ws_net_paid DECIMAL(7,2),
  ws_net_paid_inc_tax DECIMAL(7,2),
  ws_net_paid_inc_ship DECIMAL(7,2),
  ws_net_paid_inc_ship_tax DECIMAL(7,2),
  ws_net_profit DECIMAL(7,2)
--if:!innodb );
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE store_returns (
  sr_returned_date_sk INTEGER,
  sr_return_time_sk INTEGER,
  sr_item_sk INTEGER,
  sr_customer_sk INTEGER,
  sr_cdemo_sk INTEGER,
  sr_hdemo_sk INTEGER,
  sr_addr_sk INTEGER,
  sr_store_sk INTEGER,
  sr_reason_sk INTEGER,
  sr_ticket_number BIGINT,
  sr_return_quantity INTEGER,
  sr_return_amt DECIMAL(7,2),
  sr_return_tax DECIMAL(7,2),
  sr_return_amt_inc_tax DECIMAL(7,2),
  sr_fee DECIMAL(7,2),
  sr_return_ship_cost DECIMAL(7,2),
  sr_refunded_cash DECIMAL(7,2),
  sr_reversed_charge DECIMAL(7,2),
  sr_store_credit DECIMAL(7,2),
  sr_net_loss DECIMAL(7,2)
--if:!innodb );
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE catalog_returns (
  cr_returned_date_sk INTEGER,
  cr_returned_time_sk INTEGER,
  cr_item_sk INTEGER,
  cr_refunded_customer_sk INTEGER,
  cr_refunded_cdemo_sk INTEGER,
  cr_refunded_hdemo_sk INTEGER,
  cr_refunded_addr_sk INTEGER,
  cr_returning_customer_sk INTEGER,
  cr_returning_cdemo_sk INTEGER,
  cr_returning_hdemo_sk INTEGER,
  cr_returning_addr_sk INTEGER,
  cr_call_center_sk INTEGER,
  cr_catalog_page_sk INTEGER,
  cr_ship_mode_sk INTEGER,
  cr_warehouse_sk INTEGER,
  cr_reason_sk INTEGER,
  cr_order_number BIGINT,
  cr_return_quantity INTEGER,
  cr_return_amount DECIMAL(7,2),
  cr_return_tax DECIMAL(7,2),
  cr_return_amt_inc_tax DECIMAL(7,2),
  cr_fee DECIMAL(7,2),
  cr_return_ship_cost DECIMAL(7,2),
  cr_refunded_cash DECIMAL(7,2),
  cr_reversed_charge DECIMAL(7,2),
  cr_store_credit DECIMAL(7,2),
  cr_net_loss DECIMAL(7,2)
--if:!innodb );
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE web_returns (
  wr_returned_date_sk INTEGER,
  wr_returned_time_sk INTEGER,
  wr_item_sk INTEGER,
  wr_refunded_customer_sk INTEGER,
  wr_refunded_cdemo_sk INTEGER,
  wr_refunded_hdemo_sk INTEGER,
  wr_refunded_addr_sk INTEGER,
  wr_returning_customer_sk INTEGER,
  wr_returning_cdemo_sk INTEGER,
  wr_returning_hdemo_sk INTEGER,
  wr_returning_addr_sk INTEGER,
  wr_web_page_sk INTEGER,
  wr_reason_sk INTEGER,
  wr_order_number BIGINT,
  wr_return_quantity INTEGER,
  wr_return_amt DECIMAL(7,2),
  wr_return_tax DECIMAL(7,2),
  wr_return_amt_inc_tax DECIMAL(7,2),
  wr_fee DECIMAL(7,2),
  wr_return_ship_cost DECIMAL(7,2),
  wr_refunded_cash DECIMAL(7,2),
  wr_reversed_charge DECIMAL(7,2),
  wr_account_credit DECIMAL(7,2),
  wr_net_loss DECIMAL(7,2)
--if:!innodb );
--if:innodb ) ENGINE = InnoDB;
CREATE TABLE inventory (
  inv_date_sk INTEGER,
  inv_item_sk INTEGER,
  inv_warehouse_sk INTEGER,
  inv_quantity_on_hand INTEGER
--if:!innodb );
--if:innodb ) ENGINE = InnoDB;
