-- Swingbench's PASSENGERCOLLECTION as a table of Oracle's JSON type (21c and later), the shape of the SODA
-- collection CreateCollection makes: a NUMBER key from PASSENGER_SEQ and the content column PASSENGER_INFO.
-- Not run against Oracle here (docs/json.md). Option: tablespace=NAME.
CREATE TABLE passengercollection (
  id NUMBER NOT NULL,
  passenger_info JSON NOT NULL)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE SEQUENCE passenger_seq START WITH ${next_id};
