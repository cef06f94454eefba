-- The primary keys as unique indexes (clause 1.3) and the two secondary indexes the transactions need:
-- customers by last name (Payment and Order-Status by name) and a customer's orders (Order-Status's last
-- order). Built side by side after the load, each in parallel (PARALLEL ${dop}); finish.sql sets them back to
-- NOPARALLEL and attaches the primary keys. Every key starts with the warehouse, so with partition=true each
-- index is LOCAL to the warehouse partitions of its table.
CREATE UNIQUE INDEX warehouse_pk ON warehouse (w_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX district_pk ON district (d_w_id, d_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX customer_pk ON customer (c_w_id, c_d_id, c_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX orders_pk ON orders (o_w_id, o_d_id, o_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX new_order_pk ON new_order (no_w_id, no_d_id, no_o_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX order_line_pk ON order_line (ol_w_id, ol_d_id, ol_o_id, ol_number)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX item_pk ON item (i_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX stock_pk ON stock (s_w_id, s_i_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX tpcc_customer_by_name ON customer (c_w_id, c_d_id, c_last, c_first)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX tpcc_orders_by_customer ON orders (o_w_id, o_d_id, o_c_id, o_id)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
