-- Secondary indexes with Swingbench's names, one ALTER per table (one pass over it; the tables' statements run in
-- parallel). MariaDB has no expression indexes: cust_func_lower_name_ix is on the names themselves, which the
-- case-insensitive collation searches as lower(name) would.
ALTER TABLE warehouses ADD INDEX whs_location_ix (location_id);
ALTER TABLE inventories ADD INDEX inv_product_ix (product_id), ADD INDEX inv_warehouse_ix (warehouse_id);
ALTER TABLE addresses ADD INDEX address_cust_ix (customer_id);
ALTER TABLE order_items ADD INDEX item_order_ix (order_id), ADD INDEX item_product_ix (product_id);
ALTER TABLE orders ADD INDEX ord_sales_rep_ix (sales_rep_id), ADD INDEX ord_customer_ix (customer_id), ADD INDEX ord_order_date_ix (order_date), ADD INDEX ord_warehouse_ix (warehouse_id, order_status);
ALTER TABLE customers ADD INDEX cust_account_manager_ix (account_mgr_id), ADD INDEX cust_dob_ix (dob), ADD INDEX cust_email_ix (cust_email), ADD INDEX cust_func_lower_name_ix (cust_last_name, cust_first_name);
ALTER TABLE product_descriptions ADD INDEX prod_name_ix (translated_name);
ALTER TABLE product_information ADD INDEX prod_supplier_ix (supplier_id), ADD INDEX prod_category_ix (category_id);
ALTER TABLE card_details ADD INDEX carddetails_cust_ix (customer_id);
