-- Foreign keys of the star, validated on creation (PostgreSQL 15 has no NOT VALID foreign keys on a
-- partitioned table): one scan of SALES per key.
ALTER TABLE customers ADD CONSTRAINT customers_country_fk FOREIGN KEY (country_id) REFERENCES countries (country_id);
ALTER TABLE sales ADD CONSTRAINT sales_product_fk FOREIGN KEY (prod_id) REFERENCES products (prod_id);
ALTER TABLE sales ADD CONSTRAINT sales_customer_fk FOREIGN KEY (cust_id) REFERENCES customers (cust_id);
ALTER TABLE sales ADD CONSTRAINT sales_time_fk FOREIGN KEY (time_id) REFERENCES times (time_id);
ALTER TABLE sales ADD CONSTRAINT sales_channel_fk FOREIGN KEY (channel_id) REFERENCES channels (channel_id);
ALTER TABLE sales ADD CONSTRAINT sales_promo_fk FOREIGN KEY (promo_id) REFERENCES promotions (promo_id);
