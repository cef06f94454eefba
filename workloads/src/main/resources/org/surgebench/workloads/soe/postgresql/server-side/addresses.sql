-- Addresses ${from}..${to} made inside PostgreSQL (server-side=true), keys from generate_series; the Oracle
-- file's SQL in PostgreSQL's terms (see customers.sql for the functions). Address a belongs to customer
-- (a - 1) mod customers + 1, as on the client: every customer has address k = its own id (its preferred
-- address), half of them a second one. Picks pg_temp.surge_hash(address_id, stream, n, ${hash_seed}):
--   12 date created (2000-01-01..2019-01-01), 13 house name (1 in 5) or 15 number 1..999, 14 house name,
--   16 street, 17 town/county/country (kept together), 18 post code or zip code (half each),
--   19 post code (letters and digits from one 32-bit pick), 20 zip code 01000..99999.
INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, street_name, town, county, country,
    post_code, zip_code)
SELECT k,
       (k - 1) % ${customers} + 1,
       DATE '2000-01-01' + pg_temp.surge_hash(k, 12, ${address_days} + 1, ${hash_seed})::integer,
       CASE WHEN pg_temp.surge_hash(k, 13, 5, ${hash_seed}) = 0
            THEN pg_temp.surge_item(${house_names}, ${house_names.width},
                pg_temp.surge_hash(k, 14, ${house_names.max} + 1, ${hash_seed}))
            ELSE (1 + pg_temp.surge_hash(k, 15, 999, ${hash_seed}))::text END,
       pg_temp.surge_item(${streets}, ${streets.width}, pg_temp.surge_hash(k, 16, ${streets.max} + 1, ${hash_seed})),
       pg_temp.surge_item(${towns}, ${towns.width}, place),
       pg_temp.surge_item(${counties}, ${counties.width}, place),
       pg_temp.surge_item(${countries}, ${countries.width}, place),
       CASE WHEN code = 0 THEN chr(65 + (pc % 26)::integer) || chr(65 + (pc / 26 % 26)::integer)
           || (1 + pc / 676 % 99) || ' ' || (1 + pc / 66924 % 9)
           || chr(65 + (pc / 602316 % 26)::integer) || chr(65 + (pc / 15660216 % 26)::integer) END,
       CASE WHEN code = 1 THEN lpad((1000 + pg_temp.surge_hash(k, 20, 99000, ${hash_seed}))::text, 5, '0') END
FROM (SELECT k, pg_temp.surge_hash(k, 17, ${towns.max} + 1, ${hash_seed}) AS place,
             pg_temp.surge_hash(k, 18, 2, ${hash_seed}) AS code,
             pg_temp.surge_hash(k, 19, 4294967296, ${hash_seed}) AS pc
      FROM generate_series(${from}::bigint, ${to}::bigint) AS k OFFSET 0) picks;
