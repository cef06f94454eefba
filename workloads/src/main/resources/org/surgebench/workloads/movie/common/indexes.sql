-- The keys, and the indexes the transactions' lookups by customer and by e-mail need.
ALTER TABLE movie ADD CONSTRAINT movie_pk PRIMARY KEY (movie_id);
ALTER TABLE movie_metadata ADD CONSTRAINT movie_metadata_pk PRIMARY KEY (metadata_key);
ALTER TABLE customer_contact ADD CONSTRAINT customer_contact_pk PRIMARY KEY (cust_id);
CREATE INDEX customer_contact_email_ix ON customer_contact (email);
ALTER TABLE customer_device ADD CONSTRAINT customer_device_pk PRIMARY KEY (device_id);
CREATE INDEX customer_device_cust_ix ON customer_device (cust_id);
ALTER TABLE customer_payment_information ADD CONSTRAINT customer_payment_information_pk PRIMARY KEY (payment_information_id);
CREATE INDEX customer_payment_cust_ix ON customer_payment_information (cust_id);
ALTER TABLE customer_friends_and_family ADD CONSTRAINT customer_friends_and_family_pk PRIMARY KEY (friend_family_id);
CREATE INDEX customer_friends_source_ix ON customer_friends_and_family (customer_source);
ALTER TABLE customer_sales_transaction ADD CONSTRAINT customer_sales_transaction_pk PRIMARY KEY (sales_transaction_id);
CREATE INDEX customer_sales_cust_ix ON customer_sales_transaction (cust_id);
ALTER TABLE customer_review ADD CONSTRAINT customer_review_pk PRIMARY KEY (review_id);
CREATE INDEX customer_review_movie_ix ON customer_review (movie_id);
