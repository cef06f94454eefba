CREATE INDEX passenger_name_idx ON passengercollection (plastname, pfirstname);
