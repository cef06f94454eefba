-- One io table (a SLOB schema's data, or the scan table) on InnoDB, which stores it in its primary key on 16 KB
-- pages. InnoDB has no fillfactor: a constant pad column (stored, never written by the workload) makes each row
-- about 7 KB, so a page holds two rows and a row takes the 8 KB of space that a block holds elsewhere. The row
-- stays below half a page, so nothing goes to overflow pages.
CREATE TABLE ${table} (id BIGINT NOT NULL PRIMARY KEY, c2 VARCHAR(128), c3 VARCHAR(128), c4 VARCHAR(128),
  c5 VARCHAR(128), c6 VARCHAR(128), c7 VARCHAR(128), c8 VARCHAR(128), c9 VARCHAR(128),
  pad VARCHAR(6000) CHARACTER SET latin1 AS (REPEAT('x', 6000)) STORED) ENGINE = InnoDB;
