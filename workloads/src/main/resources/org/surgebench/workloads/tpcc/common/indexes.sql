-- Primary keys (clause 1.3) and the two secondary indexes the transactions need: customers by last name
-- (Payment and Order-Status by name) and a customer's orders (Order-Status's last order).
ALTER TABLE warehouse ADD PRIMARY KEY (w_id);
ALTER TABLE district ADD PRIMARY KEY (d_w_id, d_id);
ALTER TABLE customer ADD PRIMARY KEY (c_w_id, c_d_id, c_id);
ALTER TABLE orders ADD PRIMARY KEY (o_w_id, o_d_id, o_id);
ALTER TABLE new_order ADD PRIMARY KEY (no_w_id, no_d_id, no_o_id);
ALTER TABLE order_line ADD PRIMARY KEY (ol_w_id, ol_d_id, ol_o_id, ol_number);
ALTER TABLE item ADD PRIMARY KEY (i_id);
ALTER TABLE stock ADD PRIMARY KEY (s_w_id, s_i_id);
CREATE INDEX tpcc_customer_by_name ON customer (c_w_id, c_d_id, c_last, c_first);
CREATE INDEX tpcc_orders_by_customer ON orders (o_w_id, o_d_id, o_c_id, o_id);
