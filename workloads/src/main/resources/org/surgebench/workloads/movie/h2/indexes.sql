-- The loaded text parsed into JSON, then the keys and indexes. H2 has no index on JSON elements (H2 is for tests).
ALTER TABLE movie ALTER COLUMN genres SET DATA TYPE JSON USING genres FORMAT JSON;
ALTER TABLE movie ALTER COLUMN movie_cast SET DATA TYPE JSON USING movie_cast FORMAT JSON;
ALTER TABLE movie ALTER COLUMN crew SET DATA TYPE JSON USING crew FORMAT JSON;
ALTER TABLE movie ALTER COLUMN studio SET DATA TYPE JSON USING studio FORMAT JSON;
ALTER TABLE movie ALTER COLUMN awards SET DATA TYPE JSON USING awards FORMAT JSON;
ALTER TABLE movie ALTER COLUMN nominations SET DATA TYPE JSON USING nominations FORMAT JSON;
--include common/indexes.sql
