-- Built in parallel after the load (PARALLEL ${dop}); finish.sql turns the degree back off so that OLTP
-- statements are not planned as parallel queries, and attaches the primary keys to these indexes.
CREATE UNIQUE INDEX pgbench_branches_pk ON pgbench_branches (bid)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX pgbench_tellers_pk ON pgbench_tellers (tid)
--if:tablespace TABLESPACE ${tablespace}
;
CREATE UNIQUE INDEX pgbench_accounts_pk ON pgbench_accounts (aid)
--if:partition LOCAL
--if:tablespace TABLESPACE ${tablespace}
  PARALLEL ${dop}
;
