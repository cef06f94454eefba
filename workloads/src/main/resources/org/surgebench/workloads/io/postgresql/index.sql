CREATE UNIQUE INDEX ${table}_pk ON ${table} (id)
--if:tablespace TABLESPACE ${tablespace}
;
