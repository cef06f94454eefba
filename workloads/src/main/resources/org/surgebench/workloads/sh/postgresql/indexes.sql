-- On a partitioned SALES each index is built per partition.
ALTER TABLE times ADD CONSTRAINT times_pk PRIMARY KEY (time_id);
ALTER TABLE channels ADD CONSTRAINT channels_pk PRIMARY KEY (channel_id);
ALTER TABLE countries ADD CONSTRAINT countries_pk PRIMARY KEY (country_id);
ALTER TABLE products ADD CONSTRAINT products_pk PRIMARY KEY (prod_id);
ALTER TABLE promotions ADD CONSTRAINT promo_pk PRIMARY KEY (promo_id);
ALTER TABLE customers ADD CONSTRAINT customers_pk PRIMARY KEY (cust_id);
ALTER TABLE supplementary_demographics ADD CONSTRAINT supp_demo_pk PRIMARY KEY (cust_id);
CREATE INDEX sales_prod_ix ON sales (prod_id);
CREATE INDEX sales_cust_ix ON sales (cust_id);
CREATE INDEX sales_time_ix ON sales (time_id);
CREATE INDEX sales_channel_ix ON sales (channel_id);
CREATE INDEX sales_promo_ix ON sales (promo_id);
CREATE INDEX customers_country_ix ON customers (country_id);
CREATE INDEX times_year_ix ON times (calendar_year, calendar_week_number);
