-- Swingbench's PASSENGERCOLLECTION on H2. The document is loaded as text and becomes H2's JSON type after the
-- load (indexes.sql): the portable loader binds text, which H2 would store in a JSON column as one JSON string.
CREATE TABLE passengercollection (
  id BIGINT NOT NULL,
  passenger_info VARCHAR NOT NULL);
CREATE SEQUENCE passenger_seq START WITH ${next_id};
