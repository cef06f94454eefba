--include common/create.sql
CREATE TABLE h2_only (id INT);
