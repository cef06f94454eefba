-- Accounts ${from}..${to} made inside PostgreSQL (server-side=true): generate_series, nothing crosses the
-- network; chunks run side by side on the load threads. The client's rows exactly: 100,000 accounts per
-- branch, balance 0, an empty filler (char(84) pads it, as pgbench's rows are padded).
INSERT INTO pgbench_accounts (aid, bid, abalance, filler)
SELECT k, (k - 1) / 100000 + 1, 0, ''
FROM generate_series(${from}::integer, ${to}::integer) AS k;
