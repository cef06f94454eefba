-- Secondary indexes (in order, see indexes.sql), then the foreign keys of the star.
CREATE INDEX sales_prod_ix ON sales (prod_id);
CREATE INDEX sales_cust_ix ON sales (cust_id);
CREATE INDEX sales_time_ix ON sales (time_id);
CREATE INDEX sales_channel_ix ON sales (channel_id);
CREATE INDEX sales_promo_ix ON sales (promo_id);
CREATE INDEX customers_country_ix ON customers (country_id);
CREATE INDEX times_year_ix ON times (calendar_year, calendar_week_number);
ALTER TABLE customers ADD CONSTRAINT customers_country_fk FOREIGN KEY (country_id) REFERENCES countries (country_id);
ALTER TABLE sales ADD CONSTRAINT sales_product_fk FOREIGN KEY (prod_id) REFERENCES products (prod_id);
ALTER TABLE sales ADD CONSTRAINT sales_customer_fk FOREIGN KEY (cust_id) REFERENCES customers (cust_id);
ALTER TABLE sales ADD CONSTRAINT sales_time_fk FOREIGN KEY (time_id) REFERENCES times (time_id);
ALTER TABLE sales ADD CONSTRAINT sales_channel_fk FOREIGN KEY (channel_id) REFERENCES channels (channel_id);
ALTER TABLE sales ADD CONSTRAINT sales_promo_fk FOREIGN KEY (promo_id) REFERENCES promotions (promo_id);
