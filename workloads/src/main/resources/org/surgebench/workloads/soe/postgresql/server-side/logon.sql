-- Logons ${from}..${to} made inside PostgreSQL (server-side=true), keys from generate_series; the Oracle file's
-- SQL in PostgreSQL's terms (see customers.sql for the functions): a customer (stream 55) and a whole hour of
-- 2019..2023 (stream 56).
INSERT INTO logon (logon_id, customer_id, logon_date)
SELECT k,
       1 + pg_temp.surge_hash(k, 55, ${customers}, ${hash_seed}),
       TIMESTAMP '2019-01-01 00:00:00' + pg_temp.surge_hash(k, 56, ${order_hours_max} + 1, ${hash_seed}) * INTERVAL '1 hour'
FROM generate_series(${from}::bigint, ${to}::bigint) AS k;
