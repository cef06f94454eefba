-- After the load: the dimensions' primary keys (on InnoDB declared with the table), and on each sales and
-- returns table the index its updates look rows up by (item and ticket or order number), named as Swingbench's
-- *_PK_IDX but not unique: new rows draw their numbers at random, as the package's do, and may repeat one.
-- Inventory's is Swingbench's INVENTORY_NUK (date, item, warehouse).
--if:!innodb ALTER TABLE date_dim ADD PRIMARY KEY (d_date_sk);
--if:!innodb ALTER TABLE time_dim ADD PRIMARY KEY (t_time_sk);
--if:!innodb ALTER TABLE item ADD PRIMARY KEY (i_item_sk);
--if:!innodb ALTER TABLE customer ADD PRIMARY KEY (c_customer_sk);
--if:!innodb ALTER TABLE customer_demographics ADD PRIMARY KEY (cd_demo_sk);
--if:!innodb ALTER TABLE household_demographics ADD PRIMARY KEY (hd_demo_sk);
--if:!innodb ALTER TABLE customer_address ADD PRIMARY KEY (ca_address_sk);
--if:!innodb ALTER TABLE call_center ADD PRIMARY KEY (cc_call_center_sk);
--if:!innodb ALTER TABLE catalog_page ADD PRIMARY KEY (cp_catalog_page_sk);
--if:!innodb ALTER TABLE ship_mode ADD PRIMARY KEY (sm_ship_mode_sk);
--if:!innodb ALTER TABLE warehouse ADD PRIMARY KEY (w_warehouse_sk);
--if:!innodb ALTER TABLE promotion ADD PRIMARY KEY (p_promo_sk);
--if:!innodb ALTER TABLE store ADD PRIMARY KEY (s_store_sk);
--if:!innodb ALTER TABLE web_page ADD PRIMARY KEY (wp_web_page_sk);
--if:!innodb ALTER TABLE web_site ADD PRIMARY KEY (web_site_sk);
--if:!innodb ALTER TABLE reason ADD PRIMARY KEY (r_reason_sk);
--if:!innodb ALTER TABLE income_band ADD PRIMARY KEY (ib_income_band_sk);
CREATE INDEX store_sales_pk_idx ON store_sales (ss_item_sk, ss_ticket_number);
CREATE INDEX catalog_sales_pk_idx ON catalog_sales (cs_item_sk, cs_order_number);
CREATE INDEX web_sales_pk_idx ON web_sales (ws_item_sk, ws_order_number);
CREATE INDEX store_returns_pk_idx ON store_returns (sr_item_sk, sr_ticket_number);
CREATE INDEX catalog_returns_pk_idx ON catalog_returns (cr_item_sk, cr_order_number);
CREATE INDEX web_returns_pk_idx ON web_returns (wr_item_sk, wr_order_number);
CREATE INDEX inventory_nuk ON inventory (inv_date_sk, inv_item_sk, inv_warehouse_sk);
