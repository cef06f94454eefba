-- The shape generate built, read by every run.
CREATE TABLE io_meta (schemas NUMBER(6) NOT NULL, rows_per_schema NUMBER(12) NOT NULL, scan_rows NUMBER(12) NOT NULL,
  block_bytes NUMBER(6) NOT NULL)
--if:tablespace TABLESPACE ${tablespace}
;
