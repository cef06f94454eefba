-- pgbench's tables on InnoDB. The primary keys are declared here, not added after the load as on PostgreSQL:
-- InnoDB stores a table in its primary key, so adding one later would rebuild the whole table.
CREATE TABLE pgbench_branches (bid INT NOT NULL PRIMARY KEY, bbalance INT, filler CHAR(88)) ENGINE = InnoDB;
CREATE TABLE pgbench_tellers (tid INT NOT NULL PRIMARY KEY, bid INT, tbalance INT, filler CHAR(84)) ENGINE = InnoDB;
CREATE TABLE pgbench_accounts (aid INT NOT NULL PRIMARY KEY, bid INT, abalance INT, filler CHAR(84)) ENGINE = InnoDB;
CREATE TABLE pgbench_history (tid INT, bid INT, aid INT, delta INT, mtime DATETIME(6), filler CHAR(22))
    ENGINE = InnoDB;
