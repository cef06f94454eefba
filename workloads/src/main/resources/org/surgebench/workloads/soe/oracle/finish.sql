-- Run in order after the indexes and statistics. The indexes were built in parallel: their degree goes back
-- to 1 so that OLTP statements are never planned as parallel queries.
BEGIN
  FOR i IN (SELECT index_name FROM user_indexes
            WHERE table_name IN ('CUSTOMERS', 'ADDRESSES', 'CARD_DETAILS', 'WAREHOUSES', 'PRODUCT_INFORMATION',
                                 'PRODUCT_DESCRIPTIONS', 'INVENTORIES', 'ORDERS', 'ORDER_ITEMS', 'LOGON')
              AND TRIM(degree) NOT IN ('0', '1')) LOOP
    EXECUTE IMMEDIATE 'ALTER INDEX "' || i.index_name || '" NOPARALLEL';
  END LOOP;
END;
/
ALTER TABLE customers ADD CONSTRAINT customers_pk PRIMARY KEY (customer_id) USING INDEX customers_pk;
ALTER TABLE addresses ADD CONSTRAINT address_pk PRIMARY KEY (address_id) USING INDEX address_pk;
ALTER TABLE card_details ADD CONSTRAINT card_details_pk PRIMARY KEY (card_id) USING INDEX card_details_pk;
ALTER TABLE warehouses ADD CONSTRAINT warehouses_pk PRIMARY KEY (warehouse_id) USING INDEX warehouses_pk;
ALTER TABLE product_information ADD CONSTRAINT product_information_pk PRIMARY KEY (product_id) USING INDEX product_information_pk;
ALTER TABLE product_descriptions ADD CONSTRAINT product_descriptions_pk PRIMARY KEY (product_id, language_id) USING INDEX prd_desc_pk;
ALTER TABLE inventories ADD CONSTRAINT inventory_pk PRIMARY KEY (product_id, warehouse_id) USING INDEX inventory_pk;
ALTER TABLE orders ADD CONSTRAINT order_pk PRIMARY KEY (order_id) USING INDEX order_pk;
ALTER TABLE order_items ADD CONSTRAINT order_items_pk PRIMARY KEY (order_id, line_item_id) USING INDEX order_items_pk;
ALTER TABLE addresses ADD CONSTRAINT add_cust_fk FOREIGN KEY (customer_id) REFERENCES customers (customer_id);
ALTER TABLE orders ADD CONSTRAINT orders_customer_id_fk FOREIGN KEY (customer_id) REFERENCES customers (customer_id);
ALTER TABLE order_items ADD CONSTRAINT order_items_order_id_fk FOREIGN KEY (order_id) REFERENCES orders (order_id) ON DELETE CASCADE;
ALTER TABLE order_items ADD CONSTRAINT order_items_product_id_fk FOREIGN KEY (product_id) REFERENCES product_information (product_id);
ALTER TABLE inventories ADD CONSTRAINT inventories_product_id_fk FOREIGN KEY (product_id) REFERENCES product_information (product_id);
ALTER TABLE inventories ADD CONSTRAINT inventories_warehouses_fk FOREIGN KEY (warehouse_id) REFERENCES warehouses (warehouse_id);
ALTER TABLE product_descriptions ADD CONSTRAINT pd_product_id_fk FOREIGN KEY (product_id) REFERENCES product_information (product_id);
ALTER TABLE customers ADD CONSTRAINT customer_credit_limit_max CHECK (credit_limit <= 50000);
ALTER TABLE customers ADD CONSTRAINT customer_id_min CHECK (customer_id > 0);
ALTER TABLE orders ADD CONSTRAINT order_mode_lov CHECK (order_mode IN ('direct', 'online'));
ALTER TABLE orders ADD CONSTRAINT order_total_min CHECK (order_total >= 0);
ALTER TABLE product_information ADD CONSTRAINT product_status_lov CHECK (product_status IN ('orderable', 'planned', 'under development', 'obsolete'));
DELETE FROM orderentry_metadata;
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_CUSTOMER_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_CUSTOMER_ID', '${customers}');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_ORDER_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_ORDER_ID', '${orders}');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_ADDRESS_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_ADDRESS_ID', '${addresses}');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MIN_CARD_ID', '1');
INSERT INTO orderentry_metadata (metadata_key, metadata_value) VALUES ('SOE_MAX_CARD_ID', '${cards}');
