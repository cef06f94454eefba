ALTER TABLE stresstesttable ADD CONSTRAINT stresstesttable_pk PRIMARY KEY (id);
CREATE INDEX stbtidx ON stresstesttable (asmallvarchar)
--if:tablespace TABLESPACE ${tablespace}
;
