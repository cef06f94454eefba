-- The indexes the transactions' lookups by customer, e-mail and title need. MariaDB cannot index the elements of a
-- JSON array: a browse by genre or actor reads the catalogue (4,000 movies; docs/movie.md).
CREATE INDEX customer_contact_email_ix ON customer_contact (email);
CREATE INDEX customer_device_cust_ix ON customer_device (cust_id);
CREATE INDEX customer_payment_cust_ix ON customer_payment_information (cust_id);
CREATE INDEX customer_friends_source_ix ON customer_friends_and_family (customer_source);
CREATE INDEX customer_sales_cust_ix ON customer_sales_transaction (cust_id);
CREATE INDEX customer_review_movie_ix ON customer_review (movie_id);
CREATE INDEX movie_title_ix ON movie (title);
