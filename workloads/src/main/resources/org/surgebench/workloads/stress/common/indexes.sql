-- Swingbench's primary key and its index on asmallvarchar (stbtidx), built after the load.
ALTER TABLE stresstesttable ADD PRIMARY KEY (id);
CREATE INDEX stbtidx ON stresstesttable (asmallvarchar);
