ALTER INDEX pgbench_accounts_pk NOPARALLEL;
ALTER TABLE pgbench_branches ADD CONSTRAINT pgbench_branches_pk PRIMARY KEY (bid) USING INDEX pgbench_branches_pk;
ALTER TABLE pgbench_tellers ADD CONSTRAINT pgbench_tellers_pk PRIMARY KEY (tid) USING INDEX pgbench_tellers_pk;
ALTER TABLE pgbench_accounts ADD CONSTRAINT pgbench_accounts_pk PRIMARY KEY (aid) USING INDEX pgbench_accounts_pk;
