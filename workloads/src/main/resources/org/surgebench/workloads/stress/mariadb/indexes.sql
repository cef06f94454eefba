CREATE INDEX stbtidx ON stresstesttable (asmallvarchar);
