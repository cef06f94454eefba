-- Cards ${from}..${to} made inside PostgreSQL (server-side=true), keys from generate_series; the Oracle file's
-- SQL in PostgreSQL's terms (see customers.sql for the functions). Card c belongs to customer
-- (c - 1) mod customers + 1, as on the client (card k is customer k's preferred card). Picks
-- pg_temp.surge_hash(card_id, stream, n, ${hash_seed}):
--   21 card type (Visa (Debit) twice as likely as each other type), 22 and 23 the 12-digit number,
--   24 expiry 2024..2030, 25 valid (1 in 34 is not), 26 security code 100..999.
INSERT INTO card_details (card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code)
SELECT k,
       (k - 1) % ${customers} + 1,
       pg_temp.surge_item(${card_types}, ${card_types.width},
           pg_temp.surge_hash(k, 21, ${card_types.max} + 1, ${hash_seed})),
       100000000000 + 1000000 * pg_temp.surge_hash(k, 22, 900000, ${hash_seed})
           + pg_temp.surge_hash(k, 23, 1000000, ${hash_seed}),
       DATE '2024-01-01' + pg_temp.surge_hash(k, 24, ${expiry_days} + 1, ${hash_seed})::integer,
       CASE WHEN pg_temp.surge_hash(k, 25, 34, ${hash_seed}) = 0 THEN 'N' ELSE 'Y' END,
       100 + pg_temp.surge_hash(k, 26, 900, ${hash_seed})
FROM generate_series(${from}::bigint, ${to}::bigint) AS k;
