-- Secondary indexes (in order, see indexes.sql). SALES has no foreign keys on H2: checking them row by row
-- takes longer than the load; `surge verify sh` checks the references instead.
CREATE INDEX sales_prod_ix ON sales (prod_id);
CREATE INDEX sales_cust_ix ON sales (cust_id);
CREATE INDEX sales_time_ix ON sales (time_id);
CREATE INDEX sales_channel_ix ON sales (channel_id);
CREATE INDEX sales_promo_ix ON sales (promo_id);
CREATE INDEX customers_country_ix ON customers (country_id);
CREATE INDEX times_year_ix ON times (calendar_year, calendar_week_number);
-- H2 joins by index lookups only: without these it starts the month and quarter queries from CUSTOMERS or SALES
-- instead of from the few days they ask for (PostgreSQL and Oracle hash join TIMES, as in Swingbench's schema).
CREATE INDEX times_month_ix ON times (calendar_month_desc);
CREATE INDEX times_quarter_ix ON times (calendar_quarter_desc);
ALTER TABLE customers ADD CONSTRAINT customers_country_fk FOREIGN KEY (country_id) REFERENCES countries (country_id);
