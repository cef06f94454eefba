-- Sales History customers ${from}..${to} made inside PostgreSQL (server-side=true): keys from generate_series,
-- nothing crosses the network; chunks run side by side on the load threads. Every value is a pick made with
-- pg_temp.surge_hash(cust_id, stream, n, ${hash_seed}) (uniform in 0..n-1) and words come from the packed lists
-- with pg_temp.surge_item(list, width, i) (both defined by PgServerSide), the same streams as the Oracle file:
--   1 gender, 2 female first name, 3 male first name, 4 last name, 5 city of the country, 6 income level,
--   7 credit step, 8 year of birth 1920..1995, 9 marital status, 10 house number, 11 street, 12 street kind,
--   13 postal code, 14 and 15 phone number, 16 effective from 1994-01-01 + 0..2499 days, 17 valid (95 %),
--   63 country, one of the 23 with equal chances as in Swingbench (ids ${first_country_id}.. in order).
-- Lists are the client's (CustomerTables, ShCatalog, packed into literals by ShServerSide). OFFSET 0 keeps each
-- level a subquery of its own, so a pick used twice (the country, the first name) is not computed twice.
INSERT INTO customers (cust_id, cust_first_name, cust_last_name, cust_gender, cust_year_of_birth,
    cust_marital_status, cust_street_address, cust_postal_code, cust_city, cust_city_id, cust_state_province,
    cust_state_province_id, country_id, cust_main_phone_number, cust_income_level, cust_credit_limit, cust_email,
    cust_total, cust_total_id, cust_src_id, cust_eff_from, cust_eff_to, cust_valid)
SELECT k, first_name, last_name, gender, year_of_birth, marital_status, street_address, postal_code,
       pg_temp.surge_item(${city_names}, ${city_names.width}, city),
       (country - ${first_country_id} + 1) * 100 + city_index + 1,
       pg_temp.surge_item(${city_states}, ${city_states.width}, city),
       (country - ${first_country_id} + 1) * 100 + city_index + 1,
       country, phone,
       pg_temp.surge_item(${income_levels}, ${income_levels.width}, income),
       pg_temp.surge_item(${credit_limits}, ${credit_limits.width},
           least(${credit_limits.max}, income * 2 / 3 + pg_temp.surge_hash(k, 7, 2, ${hash_seed})))::integer,
       lower(first_name) || '.' || replace(lower(last_name), ' ', '_') || k || '@example.com',
       'Customer total', 1, NULL, eff_from, NULL, valid
FROM (SELECT k, country, city_index,
             pg_temp.surge_item(${country_first_city}, ${country_first_city.width},
                 country - ${first_country_id})::integer + city_index AS city,
             CASE WHEN gender = 'F'
                  THEN pg_temp.surge_item(${female_names}, ${female_names.width},
                      pg_temp.surge_hash(k, 2, ${female_names.max} + 1, ${hash_seed}))
                  ELSE pg_temp.surge_item(${male_names}, ${male_names.width},
                      pg_temp.surge_hash(k, 3, ${male_names.max} + 1, ${hash_seed})) END AS first_name,
             pg_temp.surge_item(${last_names}, ${last_names.width},
                 pg_temp.surge_hash(k, 4, ${last_names.max} + 1, ${hash_seed})) AS last_name,
             gender,
             1920 + pg_temp.surge_hash(k, 8, 76, ${hash_seed}) AS year_of_birth,
             pg_temp.surge_item(${marital_statuses}, ${marital_statuses.width},
                 pg_temp.surge_hash(k, 9, ${marital_statuses.max} + 1, ${hash_seed})) AS marital_status,
             (1 + pg_temp.surge_hash(k, 10, 999, ${hash_seed})) || ' '
                 || pg_temp.surge_item(${streets}, ${streets.width},
                     pg_temp.surge_hash(k, 11, ${streets.max} + 1, ${hash_seed})) || ' '
                 || pg_temp.surge_item(${street_kinds}, ${street_kinds.width},
                     pg_temp.surge_hash(k, 12, ${street_kinds.max} + 1, ${hash_seed})) AS street_address,
             lpad((1000 + pg_temp.surge_hash(k, 13, 99000, ${hash_seed}))::text, 5, '0') AS postal_code,
             (100 + phone_pick / 900) || '-' || (100 + phone_pick % 900) || '-'
                 || lpad(pg_temp.surge_hash(k, 15, 10000, ${hash_seed})::text, 4, '0') AS phone,
             pg_temp.surge_hash(k, 6, ${income_levels.max} + 1, ${hash_seed}) AS income,
             DATE '1994-01-01' + pg_temp.surge_hash(k, 16, 2500, ${hash_seed})::integer AS eff_from,
             CASE WHEN pg_temp.surge_hash(k, 17, 20, ${hash_seed}) = 0 THEN 'I' ELSE 'V' END AS valid
      FROM (SELECT k, country,
                   pg_temp.surge_hash(k, 5, pg_temp.surge_item(${country_city_count}, ${country_city_count.width},
                       country - ${first_country_id})::bigint, ${hash_seed}) AS city_index,
                   CASE WHEN pg_temp.surge_hash(k, 1, 2, ${hash_seed}) = 0 THEN 'F' ELSE 'M' END AS gender,
                   pg_temp.surge_hash(k, 14, 810000, ${hash_seed}) AS phone_pick
            FROM (SELECT k, ${first_country_id} + pg_temp.surge_hash(k, 63, ${countries_max} + 1, ${hash_seed})::integer
                             AS country
                  FROM generate_series(${from}::bigint, ${to}::bigint) AS k OFFSET 0) keys OFFSET 0) picks) named;
