-- Sales History (SH) on InnoDB: the common dimension tables with their primary keys declared in the table
-- (InnoDB stores a table in its primary key: adding one after the load would rebuild the table), and SALES
-- partitioned by year; secondary indexes and the foreign key come after the load.
--set innodb
--include common/dimensions.sql
-- SALES is range-partitioned by year of time_id: one partition per year of sales 1995-2013 (earlier dates in the
-- first, later ones in the last). InnoDB has no foreign keys on partitioned tables: SALES has none.
CREATE TABLE sales (
  prod_id INTEGER NOT NULL,
  cust_id BIGINT NOT NULL,
  time_id DATE NOT NULL,
  channel_id INTEGER NOT NULL,
  promo_id INTEGER NOT NULL,
  quantity_sold INTEGER NOT NULL,
  seller INTEGER NOT NULL,
  fulfillment_center INTEGER NOT NULL,
  courier_org INTEGER NOT NULL,
  tax_country VARCHAR(3) NOT NULL,
  tax_region VARCHAR(3),
  amount_sold NUMERIC(10,2) NOT NULL
) ENGINE = InnoDB
PARTITION BY RANGE COLUMNS (time_id) (
  PARTITION sales_1995 VALUES LESS THAN ('1996-01-01'),
  PARTITION sales_1996 VALUES LESS THAN ('1997-01-01'),
  PARTITION sales_1997 VALUES LESS THAN ('1998-01-01'),
  PARTITION sales_1998 VALUES LESS THAN ('1999-01-01'),
  PARTITION sales_1999 VALUES LESS THAN ('2000-01-01'),
  PARTITION sales_2000 VALUES LESS THAN ('2001-01-01'),
  PARTITION sales_2001 VALUES LESS THAN ('2002-01-01'),
  PARTITION sales_2002 VALUES LESS THAN ('2003-01-01'),
  PARTITION sales_2003 VALUES LESS THAN ('2004-01-01'),
  PARTITION sales_2004 VALUES LESS THAN ('2005-01-01'),
  PARTITION sales_2005 VALUES LESS THAN ('2006-01-01'),
  PARTITION sales_2006 VALUES LESS THAN ('2007-01-01'),
  PARTITION sales_2007 VALUES LESS THAN ('2008-01-01'),
  PARTITION sales_2008 VALUES LESS THAN ('2009-01-01'),
  PARTITION sales_2009 VALUES LESS THAN ('2010-01-01'),
  PARTITION sales_2010 VALUES LESS THAN ('2011-01-01'),
  PARTITION sales_2011 VALUES LESS THAN ('2012-01-01'),
  PARTITION sales_2012 VALUES LESS THAN ('2013-01-01'),
  PARTITION sales_2013 VALUES LESS THAN (MAXVALUE)
);
