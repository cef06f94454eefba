-- In order after the indexes: degree back to 1, primary keys on the unique indexes, and the star's foreign
-- keys as RELY ENABLE NOVALIDATE: enforced for new rows and trusted by the optimizer, without a scan of
-- SALES per key at load time (the generator only writes valid keys; `surge verify` checks the data).
BEGIN
  FOR i IN (SELECT index_name FROM user_indexes
            WHERE table_name IN ('TIMES', 'CHANNELS', 'COUNTRIES', 'PRODUCTS', 'PROMOTIONS', 'CUSTOMERS',
                                 'SUPPLEMENTARY_DEMOGRAPHICS', 'SALES')
              AND TRIM(degree) NOT IN ('0', '1')) LOOP
    EXECUTE IMMEDIATE 'ALTER INDEX "' || i.index_name || '" NOPARALLEL';
  END LOOP;
END;
/
ALTER TABLE times ADD CONSTRAINT times_pk PRIMARY KEY (time_id) USING INDEX times_pk;
ALTER TABLE channels ADD CONSTRAINT channels_pk PRIMARY KEY (channel_id) USING INDEX channels_pk;
ALTER TABLE countries ADD CONSTRAINT countries_pk PRIMARY KEY (country_id) USING INDEX countries_pk;
ALTER TABLE products ADD CONSTRAINT products_pk PRIMARY KEY (prod_id) USING INDEX products_pk;
ALTER TABLE promotions ADD CONSTRAINT promo_pk PRIMARY KEY (promo_id) USING INDEX promo_pk;
ALTER TABLE customers ADD CONSTRAINT customers_pk PRIMARY KEY (cust_id) USING INDEX customers_pk;
ALTER TABLE supplementary_demographics ADD CONSTRAINT supp_demo_pk PRIMARY KEY (cust_id) USING INDEX supp_demo_pk;
ALTER TABLE customers ADD CONSTRAINT customers_country_fk FOREIGN KEY (country_id) REFERENCES countries (country_id);
ALTER TABLE sales ADD CONSTRAINT sales_product_fk FOREIGN KEY (prod_id) REFERENCES products (prod_id) RELY ENABLE NOVALIDATE;
ALTER TABLE sales ADD CONSTRAINT sales_customer_fk FOREIGN KEY (cust_id) REFERENCES customers (cust_id) RELY ENABLE NOVALIDATE;
ALTER TABLE sales ADD CONSTRAINT sales_time_fk FOREIGN KEY (time_id) REFERENCES times (time_id) RELY ENABLE NOVALIDATE;
ALTER TABLE sales ADD CONSTRAINT sales_channel_fk FOREIGN KEY (channel_id) REFERENCES channels (channel_id) RELY ENABLE NOVALIDATE;
ALTER TABLE sales ADD CONSTRAINT sales_promo_fk FOREIGN KEY (promo_id) REFERENCES promotions (promo_id) RELY ENABLE NOVALIDATE;
