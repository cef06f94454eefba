-- pgbench's tables in Oracle types. Every session updates the few branch and teller rows, so those blocks
-- get room for many concurrent transactions (INITRANS) and few rows per block (PCTFREE).
-- Options: tablespace=NAME, compress=true (basic compression, effective for direct-path loads),
-- partition=true (hash partitions of pgbench_accounts, partitions=N, default 32).
CREATE TABLE pgbench_branches (bid NUMBER(10) NOT NULL, bbalance NUMBER(10), filler CHAR(88))
  PCTFREE 90 INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE pgbench_tellers (tid NUMBER(10) NOT NULL, bid NUMBER(10), tbalance NUMBER(10), filler CHAR(84))
  PCTFREE 90 INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE pgbench_accounts (aid NUMBER(10) NOT NULL, bid NUMBER(10), abalance NUMBER(10), filler CHAR(84))
  PCTFREE 10 INITRANS 4
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (aid) PARTITIONS ${partitions}
;
CREATE TABLE pgbench_history (tid NUMBER(10), bid NUMBER(10), aid NUMBER(10), delta NUMBER(10), mtime TIMESTAMP,
  filler CHAR(22)) INITRANS 8
--if:tablespace TABLESPACE ${tablespace}
;
