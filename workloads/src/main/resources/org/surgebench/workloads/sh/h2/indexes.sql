-- One statement per table: H2 locks a table while it builds an index on it, so the secondary
-- indexes are built in order in finish.sql.
ALTER TABLE times ADD CONSTRAINT times_pk PRIMARY KEY (time_id);
ALTER TABLE channels ADD CONSTRAINT channels_pk PRIMARY KEY (channel_id);
ALTER TABLE countries ADD CONSTRAINT countries_pk PRIMARY KEY (country_id);
ALTER TABLE products ADD CONSTRAINT products_pk PRIMARY KEY (prod_id);
ALTER TABLE promotions ADD CONSTRAINT promo_pk PRIMARY KEY (promo_id);
ALTER TABLE customers ADD CONSTRAINT customers_pk PRIMARY KEY (cust_id);
ALTER TABLE supplementary_demographics ADD CONSTRAINT supp_demo_pk PRIMARY KEY (cust_id);
