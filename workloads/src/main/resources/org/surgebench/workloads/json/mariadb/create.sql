-- Swingbench's PASSENGERCOLLECTION on InnoDB: the key (declared here, as InnoDB stores a table in its primary key)
-- and the document in MariaDB's JSON type (text checked by JSON_VALID). The two name paths Get Passenger By Name
-- filters on are virtual columns, so that an index can serve the search (MariaDB 10.11 uses an index on a
-- generated column only when the query names the column). The name index comes after the load.
CREATE TABLE passengercollection (
  id BIGINT NOT NULL PRIMARY KEY,
  passenger_info JSON NOT NULL,
  pfirstname VARCHAR(64) AS (JSON_VALUE(passenger_info, '$.FirstName')) VIRTUAL,
  plastname VARCHAR(64) AS (JSON_VALUE(passenger_info, '$.LastName')) VIRTUAL) ENGINE = InnoDB;
CREATE SEQUENCE passenger_seq START WITH ${next_id};
