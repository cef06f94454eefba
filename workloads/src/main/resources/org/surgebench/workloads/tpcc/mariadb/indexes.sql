-- The two secondary indexes of common/indexes.sql (the primary keys are in create.sql): customers by last name
-- (Payment and Order-Status by name) and a customer's orders (Order-Status's last order).
CREATE INDEX tpcc_customer_by_name ON customer (c_w_id, c_d_id, c_last, c_first);
CREATE INDEX tpcc_orders_by_customer ON orders (o_w_id, o_d_id, o_c_id, o_id);
