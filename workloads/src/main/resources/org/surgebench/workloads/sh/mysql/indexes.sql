-- MySQL 8: the same InnoDB tables and partitions as mariadb/indexes.sql (MySQL has RANGE COLUMNS partitioning and the
-- same limits: no foreign keys on a partitioned table).
-- Each statement builds its indexes in one pass over the table; on SALES each index is built per partition.
ALTER TABLE sales ADD INDEX sales_prod_ix (prod_id), ADD INDEX sales_cust_ix (cust_id), ADD INDEX sales_time_ix (time_id),
  ADD INDEX sales_channel_ix (channel_id), ADD INDEX sales_promo_ix (promo_id);
CREATE INDEX customers_country_ix ON customers (country_id);
CREATE INDEX times_year_ix ON times (calendar_year, calendar_week_number);
