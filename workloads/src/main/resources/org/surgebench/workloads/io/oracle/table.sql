-- One io table (a SLOB schema's data, or the scan table): about 1 KB per row, and PCTFREE 99 takes a block off
-- the insert list once 1 % of it is used, so every row gets a block of its own, as SLOB's tables (which use
-- MINIMIZE RECORDS_PER_BLOCK on a one-row table before the load) have. Updates rewrite the row in place.
CREATE TABLE ${table} (id NUMBER(12) NOT NULL, c2 VARCHAR2(128), c3 VARCHAR2(128), c4 VARCHAR2(128),
  c5 VARCHAR2(128), c6 VARCHAR2(128), c7 VARCHAR2(128), c8 VARCHAR2(128), c9 VARCHAR2(128))
  PCTFREE 99 INITRANS 4
--if:tablespace TABLESPACE ${tablespace}
;
