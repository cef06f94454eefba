-- Primary keys as unique indexes (built in parallel; finish.sql turns them into constraints) and the
-- secondary indexes, with Swingbench's names (order_pk, address_pk, inventory_pk, prd_desc_pk, ...).
CREATE UNIQUE INDEX customers_pk ON customers (customer_id);
CREATE UNIQUE INDEX address_pk ON addresses (address_id);
CREATE UNIQUE INDEX card_details_pk ON card_details (card_id);
CREATE UNIQUE INDEX warehouses_pk ON warehouses (warehouse_id);
CREATE UNIQUE INDEX product_information_pk ON product_information (product_id);
CREATE UNIQUE INDEX prd_desc_pk ON product_descriptions (product_id, language_id);
CREATE UNIQUE INDEX inventory_pk ON inventories (product_id, warehouse_id);
CREATE UNIQUE INDEX order_pk ON orders (order_id);
CREATE UNIQUE INDEX order_items_pk ON order_items (order_id, line_item_id);
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
CREATE INDEX cust_func_lower_name_ix ON customers (lower(cust_last_name), lower(cust_first_name));
CREATE INDEX prod_name_ix ON product_descriptions (translated_name);
CREATE INDEX prod_supplier_ix ON product_information (supplier_id);
CREATE INDEX prod_category_ix ON product_information (category_id);
CREATE INDEX carddetails_cust_ix ON card_details (customer_id);
