-- The collection's key, and an expression index on the two paths Get Passenger By Name filters on (Swingbench's
-- collection has none: docs/json.md says why Surgebench adds it).
ALTER TABLE passengercollection ADD CONSTRAINT passengercollection_pk PRIMARY KEY (id);
CREATE INDEX passenger_name_idx ON passengercollection ((passenger_info->>'LastName'), (passenger_info->>'FirstName'));
