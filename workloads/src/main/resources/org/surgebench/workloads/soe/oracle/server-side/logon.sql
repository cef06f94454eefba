-- Logons ${from}..${to} made inside the database (server-side=true), keys from cross-joined CONNECT BY row
-- sources as in customers.sql: a customer (stream 55) and a whole hour of 2019..2023 (stream 56), picks made
-- with ORA_HASH(logon_id * 64 + stream, max, ${hash_seed}).
INSERT /*+ APPEND PARALLEL(logon, ${dop}) */ INTO logon (logon_id, customer_id, logon_date)
SELECT k,
       1 + ORA_HASH(k * 64 + 55, ${customers_max}, ${hash_seed}),
       TIMESTAMP '2019-01-01 00:00:00'
           + NUMTODSINTERVAL(ORA_HASH(k * 64 + 56, ${order_hours_max}, ${hash_seed}), 'HOUR')
FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
      FROM (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= LEAST(100000, ${to} - ${from} + 1)) lo,
           (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= TRUNC((${to} - ${from}) / 100000) + 1) hi)
WHERE k <= ${to};
