-- Swingbench's Stress Test table on InnoDB. The primary key is declared here: InnoDB stores a table in its
-- primary key, so adding one after the load would rebuild the table. The index on asmallvarchar comes after
-- the load (indexes.sql).
CREATE TABLE stresstesttable (
  id INT NOT NULL PRIMARY KEY,
  aint INT,
  afloat DOUBLE,
  asmallvarchar VARCHAR(10),
  abigvarchar VARCHAR(1000),
  adate DATE) ENGINE = InnoDB;
