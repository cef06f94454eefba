-- pgbench's tables, as pgbench -i creates them (fillfactor 100).
CREATE TABLE pgbench_branches (bid INT NOT NULL, bbalance INT, filler CHAR(88)) WITH (fillfactor = 100);
CREATE TABLE pgbench_tellers (tid INT NOT NULL, bid INT, tbalance INT, filler CHAR(84)) WITH (fillfactor = 100);
CREATE TABLE pgbench_accounts (aid INT NOT NULL, bid INT, abalance INT, filler CHAR(84)) WITH (fillfactor = 100);
CREATE TABLE pgbench_history (tid INT, bid INT, aid INT, delta INT, mtime TIMESTAMP, filler CHAR(22));
