-- Accounts ${from}..${to} made inside the database: two CONNECT BY row sources of at most 100,000 rows each,
-- cross-joined, so no single generator holds the whole range in memory. Direct-path and parallel
-- (the dialect enables parallel DML for the session). Same rows as the client-side generator: the filler
-- is empty, which Oracle stores as NULL.
INSERT /*+ APPEND PARALLEL(a, ${dop}) */ INTO pgbench_accounts a (aid, bid, abalance, filler)
SELECT k, TRUNC((k - 1) / 100000) + 1, 0, NULL
FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
      FROM (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= 100000) lo,
           (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= CEIL((${to} - ${from} + 1) / 100000)) hi)
WHERE k <= ${to};
