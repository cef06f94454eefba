-- Sales History (SH) on H2: the common dimension tables, and SALES unpartitioned.
--include common/dimensions.sql
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
);
