-- Primary keys as unique indexes, then the secondary indexes; built side by side after the load, each in
-- parallel (PARALLEL ${dop}); finish.sql sets them back to NOPARALLEL and attaches the primary keys.
-- Keys from sequences grow at the right edge: with reverse=true (the default) their indexes are reverse-key,
-- which spreads concurrent inserts over the whole index instead of one hot leaf block (enq: TX - index
-- contention, gc buffer busy on RAC); they then serve equality lookups only, which is all SOE asks of them.
-- With partition=true they are LOCAL to the hash partitions.
CREATE UNIQUE INDEX customers_pk ON customers (customer_id)
--if:reverse REVERSE
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX address_pk ON addresses (address_id)
--if:reverse REVERSE
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX card_details_pk ON card_details (card_id)
--if:reverse REVERSE
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX order_pk ON orders (order_id)
--if:reverse REVERSE
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX order_items_pk ON order_items (order_id, line_item_id)
--if:reverse REVERSE
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX item_order_ix ON order_items (order_id)
--if:reverse REVERSE
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE UNIQUE INDEX warehouses_pk ON warehouses (warehouse_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX product_information_pk ON product_information (product_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX prd_desc_pk ON product_descriptions (product_id, language_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX inventory_pk ON inventories (product_id, warehouse_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX whs_location_ix ON warehouses (location_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE INDEX inv_product_ix ON inventories (product_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX inv_warehouse_ix ON inventories (warehouse_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX address_cust_ix ON addresses (customer_id)
--if:reverse REVERSE
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX item_product_ix ON order_items (product_id)
--if:reverse REVERSE
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX ord_sales_rep_ix ON orders (sales_rep_id)
--if:reverse REVERSE
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX ord_customer_ix ON orders (customer_id)
--if:reverse REVERSE
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX ord_order_date_ix ON orders (order_date)
--if:reverse REVERSE
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX ord_warehouse_ix ON orders (warehouse_id, order_status)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX cust_account_manager_ix ON customers (account_mgr_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX cust_dob_ix ON customers (dob)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX cust_email_ix ON customers (cust_email)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX cust_func_lower_name_ix ON customers (lower(cust_last_name), lower(cust_first_name))
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
CREATE INDEX prod_name_ix ON product_descriptions (translated_name)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE INDEX prod_supplier_ix ON product_information (supplier_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE INDEX prod_category_ix ON product_information (category_id)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE INDEX carddetails_cust_ix ON card_details (customer_id)
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop};
