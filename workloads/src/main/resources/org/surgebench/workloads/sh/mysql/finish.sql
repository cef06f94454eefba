-- MySQL 8: the same InnoDB tables and partitions as mariadb/finish.sql (MySQL has RANGE COLUMNS partitioning and the
-- same limits: no foreign keys on a partitioned table).
-- InnoDB has no foreign keys on a partitioned table (SALES, either side): only the customers' one.
ALTER TABLE customers ADD CONSTRAINT customers_country_fk FOREIGN KEY (country_id) REFERENCES countries (country_id);
