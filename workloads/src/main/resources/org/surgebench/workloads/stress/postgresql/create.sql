-- Swingbench's Stress Test table: its columns and types (Oracle's FLOAT as double precision). The primary key
-- and the index on asmallvarchar come after the load (indexes.sql).
CREATE TABLE stresstesttable (
  id INTEGER NOT NULL,
  aint INTEGER,
  afloat DOUBLE PRECISION,
  asmallvarchar VARCHAR(10),
  abigvarchar VARCHAR(1000),
  adate DATE);
