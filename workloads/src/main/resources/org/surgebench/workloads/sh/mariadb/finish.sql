-- InnoDB has no foreign keys on a partitioned table (SALES, either side): only the customers' one.
ALTER TABLE customers ADD CONSTRAINT customers_country_fk FOREIGN KEY (country_id) REFERENCES countries (country_id);
