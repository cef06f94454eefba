-- The collection's key, as SODA keys a collection; like Swingbench's, no other index.
ALTER TABLE passengercollection ADD CONSTRAINT passengercollection_pk PRIMARY KEY (id);
