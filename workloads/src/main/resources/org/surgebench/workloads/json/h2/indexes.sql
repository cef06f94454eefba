-- The loaded text parsed into JSON, and the collection's key. H2 has no expression indexes: a search by name
-- reads every document (H2 is for tests).
ALTER TABLE passengercollection ALTER COLUMN passenger_info SET DATA TYPE JSON USING passenger_info FORMAT JSON;
ALTER TABLE passengercollection ADD PRIMARY KEY (id);
