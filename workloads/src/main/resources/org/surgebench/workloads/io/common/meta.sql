-- The shape generate built, read by every run.
CREATE TABLE io_meta (schemas INT NOT NULL, rows_per_schema BIGINT NOT NULL, scan_rows BIGINT NOT NULL,
  block_bytes INT NOT NULL);
