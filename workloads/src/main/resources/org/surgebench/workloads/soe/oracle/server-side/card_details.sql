-- Cards ${from}..${to} made inside the database (server-side=true), keys from cross-joined CONNECT BY row
-- sources as in customers.sql. Card c belongs to customer (c - 1) mod customers + 1, as on the client (card k
-- is customer k's preferred card). Values are picks made with ORA_HASH(card_id * 64 + stream, max, ${hash_seed}):
--   21 card type (Visa (Debit) twice as likely as each other type), 22 and 23 the 12-digit number,
--   24 expiry 2024..2030, 25 valid (1 in 34 is not), 26 security code 100..999.
INSERT /*+ APPEND PARALLEL(card_details, ${dop}) */ INTO card_details (card_id, customer_id, card_type,
    card_number, expiry_date, is_valid, security_code)
SELECT k,
       MOD(k - 1, ${customers}) + 1,
       RTRIM(SUBSTR(${card_types}, ${card_types.width} * ORA_HASH(k * 64 + 21, ${card_types.max}, ${hash_seed}) + 1,
           ${card_types.width})),
       100000000000 + 1000000 * ORA_HASH(k * 64 + 22, 899999, ${hash_seed})
           + ORA_HASH(k * 64 + 23, 999999, ${hash_seed}),
       DATE '2024-01-01' + NUMTODSINTERVAL(ORA_HASH(k * 64 + 24, ${expiry_days}, ${hash_seed}), 'DAY'),
       CASE WHEN ORA_HASH(k * 64 + 25, 33, ${hash_seed}) = 0 THEN 'N' ELSE 'Y' END,
       100 + ORA_HASH(k * 64 + 26, 899, ${hash_seed})
FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
      FROM (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= LEAST(100000, ${to} - ${from} + 1)) lo,
           (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= TRUNC((${to} - ${from}) / 100000) + 1) hi)
WHERE k <= ${to};
