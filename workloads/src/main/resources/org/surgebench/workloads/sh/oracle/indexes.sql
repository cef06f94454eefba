-- Dimension keys as unique indexes (finish.sql attaches the primary keys), and bitmap indexes on the fact
-- table's foreign keys, as Oracle's star transformation wants them (bitmap=false gives B-tree indexes, e.g.
-- on Standard Edition, which has no bitmap indexes). Bitmap indexes on a partitioned SALES are LOCAL.
CREATE UNIQUE INDEX times_pk ON times (time_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX channels_pk ON channels (channel_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX countries_pk ON countries (country_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX products_pk ON products (prod_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX promo_pk ON promotions (promo_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX customers_pk ON customers (cust_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX supp_demo_pk ON supplementary_demographics (cust_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE
--if:bitmap BITMAP
  INDEX sales_prod_bix ON sales (prod_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE
--if:bitmap BITMAP
  INDEX sales_cust_bix ON sales (cust_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE
--if:bitmap BITMAP
  INDEX sales_time_bix ON sales (time_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE
--if:bitmap BITMAP
  INDEX sales_channel_bix ON sales (channel_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE
--if:bitmap BITMAP
  INDEX sales_promo_bix ON sales (promo_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX customers_country_ix ON customers (country_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX times_year_ix ON times (calendar_year, calendar_week_number)
--if:tablespace TABLESPACE ${tablespace}
;
