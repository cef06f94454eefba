-- One io table (a SLOB schema's data, or the scan table): about 1 KB per row, and fillfactor 10 stops inserts
-- into a page once 10 % of it is used, so every row gets an 8 KB page of its own; updates find room in the same
-- page (HOT). The wide columns stay under the 2 KB TOAST threshold: stored inline, uncompressed.
CREATE TABLE ${table} (id BIGINT NOT NULL, c2 VARCHAR(128), c3 VARCHAR(128), c4 VARCHAR(128), c5 VARCHAR(128),
  c6 VARCHAR(128), c7 VARCHAR(128), c8 VARCHAR(128), c9 VARCHAR(128)) WITH (fillfactor = 10)
--if:tablespace TABLESPACE ${tablespace}
;
