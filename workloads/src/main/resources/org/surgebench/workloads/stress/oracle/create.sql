-- Swingbench's Stress Test table in Swingbench's own Oracle types. Option: tablespace=NAME.
CREATE TABLE stresstesttable (
  id INTEGER NOT NULL,
  aint INTEGER,
  afloat FLOAT,
  asmallvarchar VARCHAR2(10),
  abigvarchar VARCHAR2(1000),
  adate DATE)
--if:tablespace TABLESPACE ${tablespace}
;
