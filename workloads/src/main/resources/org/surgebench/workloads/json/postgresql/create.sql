-- Swingbench's PASSENGERCOLLECTION: a numeric key from PASSENGER_SEQ and the document (PASSENGER_INFO), here in
-- jsonb. The sequence starts after the generated documents; the key and the name index come after the load.
CREATE TABLE passengercollection (
  id BIGINT NOT NULL,
  passenger_info JSONB NOT NULL);
CREATE SEQUENCE passenger_seq START WITH ${next_id};
