-- Run in order after the indexes and statistics. The indexes were built in parallel: their degree goes back
-- to 1 so that the transactions' statements are never planned as parallel queries. Then the primary keys are
-- attached to their unique indexes (no second build).
ALTER INDEX customer_pk NOPARALLEL;
ALTER INDEX orders_pk NOPARALLEL;
ALTER INDEX new_order_pk NOPARALLEL;
ALTER INDEX order_line_pk NOPARALLEL;
ALTER INDEX item_pk NOPARALLEL;
ALTER INDEX stock_pk NOPARALLEL;
ALTER INDEX tpcc_customer_by_name NOPARALLEL;
ALTER INDEX tpcc_orders_by_customer NOPARALLEL;
ALTER TABLE warehouse ADD CONSTRAINT warehouse_pk PRIMARY KEY (w_id) USING INDEX warehouse_pk;
ALTER TABLE district ADD CONSTRAINT district_pk PRIMARY KEY (d_w_id, d_id) USING INDEX district_pk;
ALTER TABLE customer ADD CONSTRAINT customer_pk PRIMARY KEY (c_w_id, c_d_id, c_id) USING INDEX customer_pk;
ALTER TABLE orders ADD CONSTRAINT orders_pk PRIMARY KEY (o_w_id, o_d_id, o_id) USING INDEX orders_pk;
ALTER TABLE new_order ADD CONSTRAINT new_order_pk PRIMARY KEY (no_w_id, no_d_id, no_o_id) USING INDEX new_order_pk;
ALTER TABLE order_line ADD CONSTRAINT order_line_pk PRIMARY KEY (ol_w_id, ol_d_id, ol_o_id, ol_number) USING INDEX order_line_pk;
ALTER TABLE item ADD CONSTRAINT item_pk PRIMARY KEY (i_id) USING INDEX item_pk;
ALTER TABLE stock ADD CONSTRAINT stock_pk PRIMARY KEY (s_w_id, s_i_id) USING INDEX stock_pk;
