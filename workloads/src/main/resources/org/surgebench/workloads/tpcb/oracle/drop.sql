DROP TABLE pgbench_history PURGE;
DROP TABLE pgbench_accounts PURGE;
DROP TABLE pgbench_tellers PURGE;
DROP TABLE pgbench_branches PURGE;
