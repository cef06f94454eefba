-- Accounts ${from}..${to} made inside H2 (SYSTEM_RANGE); the same rows as the client-side generator.
INSERT INTO pgbench_accounts (aid, bid, abalance, filler)
SELECT X, (X - 1) / 100000 + 1, 0, '' FROM SYSTEM_RANGE(${from}, ${to});
