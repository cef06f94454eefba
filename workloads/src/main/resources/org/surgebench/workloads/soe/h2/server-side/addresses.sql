-- H2 form of ../../oracle/server-side/addresses.sql: the same SQL with SYSTEM_RANGE for the CONNECT BY row
-- sources, INTERVAL '1' DAY * n for NUMTODSINTERVAL, DATEADD for ADD_MONTHS, CAST for TO_NUMBER and no
-- hints; ServerSideSqlSyncTest keeps the two identical (it writes the expected text under target/).
-- Addresses ${from}..${to} made inside the database (server-side=true), keys from cross-joined CONNECT BY row
-- sources as in customers.sql. Address a belongs to customer (a - 1) mod customers + 1, as on the client:
-- every customer has address k = its own id (its preferred address), half of them a second one. Values are
-- picks made with ORA_HASH(address_id * 64 + stream, max, ${hash_seed}):
--   12 date created (2000-01-01..2019-01-01), 13 house name (1 in 5) or 15 number 1..999, 14 house name,
--   16 street, 17 town/county/country (kept together), 18 post code or zip code (half each),
--   19 post code (letters and digits from one 32-bit hash), 20 zip code 01000..99999.
INSERT INTO addresses (address_id, customer_id, date_created,
    house_no_or_name, street_name, town, county, country, post_code, zip_code)
SELECT k,
       MOD(k - 1, ${customers}) + 1,
       DATE '2000-01-01' + INTERVAL '1' DAY * (ORA_HASH(k * 64 + 12, ${address_days}, ${hash_seed})),
       CASE WHEN ORA_HASH(k * 64 + 13, 4, ${hash_seed}) = 0
            THEN RTRIM(SUBSTR(${house_names}, ${house_names.width}
                * ORA_HASH(k * 64 + 14, ${house_names.max}, ${hash_seed}) + 1, ${house_names.width}))
            ELSE TO_CHAR(1 + ORA_HASH(k * 64 + 15, 998, ${hash_seed})) END,
       RTRIM(SUBSTR(${streets}, ${streets.width} * ORA_HASH(k * 64 + 16, ${streets.max}, ${hash_seed}) + 1,
           ${streets.width})),
       RTRIM(SUBSTR(${towns}, ${towns.width} * place + 1, ${towns.width})),
       RTRIM(SUBSTR(${counties}, ${counties.width} * place + 1, ${counties.width})),
       RTRIM(SUBSTR(${countries}, ${countries.width} * place + 1, ${countries.width})),
       CASE WHEN code = 0 THEN CHR(65 + MOD(pc, 26)) || CHR(65 + MOD(TRUNC(pc / 26), 26))
           || TO_CHAR(1 + MOD(TRUNC(pc / 676), 99)) || ' ' || TO_CHAR(1 + MOD(TRUNC(pc / 66924), 9))
           || CHR(65 + MOD(TRUNC(pc / 602316), 26)) || CHR(65 + MOD(TRUNC(pc / 15660216), 26)) END,
       CASE WHEN code = 1 THEN LPAD(TO_CHAR(1000 + ORA_HASH(k * 64 + 20, 98999, ${hash_seed})), 5, '0') END
FROM (SELECT k, ORA_HASH(k * 64 + 17, ${towns.max}, ${hash_seed}) AS place,
             ORA_HASH(k * 64 + 18, 1, ${hash_seed}) AS code,
             ORA_HASH(k * 64 + 19, 4294967295, ${hash_seed}) AS pc
      FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
            FROM (SELECT X AS n FROM SYSTEM_RANGE(1, LEAST(100000, ${to} - ${from} + 1))) lo,
                 (SELECT X AS n FROM SYSTEM_RANGE(1, TRUNC((${to} - ${from}) / 100000) + 1)) hi)
      WHERE k <= ${to});
