-- Run in order after the load (H2 locks its catalog for every DDL statement, so parallel DDL would only
-- time out): composite primary keys, secondary indexes (H2 has no expression indexes, so the lower(name)
-- index is a plain one on the names), constraints, sequences after the loaded ids, metadata. Constraints
-- other than keys are added NOCHECK: the generators write valid rows, and validating them costs H2 more
-- than the load (PostgreSQL validates them).
ALTER TABLE product_descriptions ADD CONSTRAINT product_descriptions_pk PRIMARY KEY (product_id, language_id);
ALTER TABLE inventories ADD CONSTRAINT inventory_pk PRIMARY KEY (product_id, warehouse_id);
ALTER TABLE order_items ADD CONSTRAINT order_items_pk PRIMARY KEY (order_id, line_item_id);
CREATE INDEX whs_location_ix ON warehouses (location_id);
CREATE INDEX inv_product_ix ON inventories (product_id);
CREATE INDEX inv_warehouse_ix ON inventories (warehouse_id);
CREATE INDEX address_cust_ix ON addresses (customer_id);
CREATE INDEX item_order_ix ON order_items (order_id);
CREATE INDEX item_product_ix ON order_items (product_id);
CREATE INDEX ord_sales_rep_ix ON orders (sales_rep_id);
CREATE INDEX ord_customer_ix ON orders (customer_id);
CREATE INDEX ord_order_date_ix ON orders (order_date);
CREATE INDEX ord_warehouse_ix ON orders (warehouse_id, order_status);
CREATE INDEX cust_account_manager_ix ON customers (account_mgr_id);
CREATE INDEX cust_dob_ix ON customers (dob);
CREATE INDEX cust_email_ix ON customers (cust_email);
CREATE INDEX cust_func_lower_name_ix ON customers (cust_last_name, cust_first_name);
CREATE INDEX prod_name_ix ON product_descriptions (translated_name);
CREATE INDEX prod_supplier_ix ON product_information (supplier_id);
CREATE INDEX prod_category_ix ON product_information (category_id);
CREATE INDEX carddetails_cust_ix ON card_details (customer_id);
ALTER TABLE addresses ADD CONSTRAINT add_cust_fk FOREIGN KEY (customer_id) REFERENCES customers (customer_id) NOCHECK;
ALTER TABLE orders ADD CONSTRAINT orders_customer_id_fk FOREIGN KEY (customer_id) REFERENCES customers (customer_id) NOCHECK;
ALTER TABLE order_items ADD CONSTRAINT order_items_order_id_fk FOREIGN KEY (order_id) REFERENCES orders (order_id) ON DELETE CASCADE NOCHECK;
ALTER TABLE order_items ADD CONSTRAINT order_items_product_id_fk FOREIGN KEY (product_id) REFERENCES product_information (product_id) NOCHECK;
ALTER TABLE inventories ADD CONSTRAINT inventories_product_id_fk FOREIGN KEY (product_id) REFERENCES product_information (product_id) NOCHECK;
ALTER TABLE inventories ADD CONSTRAINT inventories_warehouses_fk FOREIGN KEY (warehouse_id) REFERENCES warehouses (warehouse_id) NOCHECK;
ALTER TABLE product_descriptions ADD CONSTRAINT pd_product_id_fk FOREIGN KEY (product_id) REFERENCES product_information (product_id) NOCHECK;
ALTER TABLE customers ADD CONSTRAINT customer_credit_limit_max CHECK (credit_limit <= 50000) NOCHECK;
ALTER TABLE customers ADD CONSTRAINT customer_id_min CHECK (customer_id > 0) NOCHECK;
ALTER TABLE orders ADD CONSTRAINT order_mode_lov CHECK (order_mode IN ('direct', 'online')) NOCHECK;
ALTER TABLE orders ADD CONSTRAINT order_total_min CHECK (order_total >= 0) NOCHECK;
ALTER TABLE product_information ADD CONSTRAINT product_status_lov CHECK (product_status IN ('orderable', 'planned', 'under development', 'obsolete')) NOCHECK;
ALTER SEQUENCE customer_seq RESTART WITH ${customer_next};
ALTER SEQUENCE address_seq RESTART WITH ${address_next};
ALTER SEQUENCE card_details_seq RESTART WITH ${card_next};
ALTER SEQUENCE orders_seq RESTART WITH ${order_next};
ALTER SEQUENCE logon_seq RESTART WITH ${logon_next};
DELETE FROM orderentry_metadata;
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_CUSTOMER_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_CUSTOMER_ID', '${customers}');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_ORDER_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_ORDER_ID', '${orders}');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_ADDRESS_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_ADDRESS_ID', '${addresses}');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_CARD_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_CARD_ID', '${cards}');
