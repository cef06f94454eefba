-- H2 form of ../../oracle/server-side/customers.sql: the same SQL with SYSTEM_RANGE for the CONNECT BY row
-- sources, INTERVAL '1' DAY * n for NUMTODSINTERVAL, DATEADD for ADD_MONTHS, CAST for TO_NUMBER and no
-- hints; ServerSideSqlSyncTest keeps the two identical (it writes the expected text under target/).
-- Sales History customers ${from}..${to} made inside the database (server-side=true): direct-path and
-- parallel, nothing crosses the network. Keys come from two CONNECT BY row sources of at most 100,000 rows,
-- cross-joined. Every value is a pick made with ORA_HASH(cust_id * 64 + stream, max, ${hash_seed}):
--   1 gender, 2 female first name, 3 male first name, 4 last name, 5 city of the country, 6 income level,
--   7 credit step, 8 year of birth 1920..1995, 9 marital status, 10 house number, 11 street, 12 street kind,
--   13 postal code, 14 and 15 phone number, 16 effective from 1994-01-01 + 0..2499 days, 17 valid (95 %),
--   63 country, one of the 23 with equal chances as in Swingbench (ids ${first_country_id}.. in order).
-- Lists are the client's (CustomerTables, ShCatalog, packed into literals by ShServerSide); the credit limit
-- follows the income level as on the client (a step of 2/3 of the level, plus 0 or 1).
INSERT INTO customers (cust_id, cust_first_name, cust_last_name,
    cust_gender, cust_year_of_birth, cust_marital_status, cust_street_address, cust_postal_code, cust_city,
    cust_city_id, cust_state_province, cust_state_province_id, country_id, cust_main_phone_number,
    cust_income_level, cust_credit_limit, cust_email, cust_total, cust_total_id, cust_src_id, cust_eff_from,
    cust_eff_to, cust_valid)
SELECT k, first_name, last_name, gender, year_of_birth, marital_status, street_address, postal_code,
       RTRIM(SUBSTR(${city_names}, ${city_names.width} * city + 1, ${city_names.width})),
       (country - ${first_country_id} + 1) * 100 + city_index + 1,
       RTRIM(SUBSTR(${city_states}, ${city_states.width} * city + 1, ${city_states.width})),
       (country - ${first_country_id} + 1) * 100 + city_index + 1,
       country, phone,
       RTRIM(SUBSTR(${income_levels}, ${income_levels.width} * income + 1, ${income_levels.width})),
       CAST(SUBSTR(${credit_limits}, ${credit_limits.width}
           * LEAST(${credit_limits.max}, TRUNC(income * 2 / 3) + ORA_HASH(k * 64 + 7, 1, ${hash_seed})) + 1,
           ${credit_limits.width}) AS BIGINT),
       LOWER(first_name) || '.' || REPLACE(LOWER(last_name), ' ', '_') || TO_CHAR(k) || '@example.com',
       'Customer total', 1, NULL, eff_from, NULL, valid
FROM (SELECT k, country, city_index,
             CAST(SUBSTR(${country_first_city}, ${country_first_city.width} * (country - ${first_country_id}) + 1,
                 ${country_first_city.width}) AS BIGINT) + city_index AS city,
             CASE WHEN gender = 'F'
                  THEN RTRIM(SUBSTR(${female_names}, ${female_names.width}
                      * ORA_HASH(k * 64 + 2, ${female_names.max}, ${hash_seed}) + 1, ${female_names.width}))
                  ELSE RTRIM(SUBSTR(${male_names}, ${male_names.width}
                      * ORA_HASH(k * 64 + 3, ${male_names.max}, ${hash_seed}) + 1, ${male_names.width})) END
                 AS first_name,
             RTRIM(SUBSTR(${last_names}, ${last_names.width}
                 * ORA_HASH(k * 64 + 4, ${last_names.max}, ${hash_seed}) + 1, ${last_names.width})) AS last_name,
             gender,
             1920 + ORA_HASH(k * 64 + 8, 75, ${hash_seed}) AS year_of_birth,
             RTRIM(SUBSTR(${marital_statuses}, ${marital_statuses.width}
                 * ORA_HASH(k * 64 + 9, ${marital_statuses.max}, ${hash_seed}) + 1, ${marital_statuses.width}))
                 AS marital_status,
             TO_CHAR(1 + ORA_HASH(k * 64 + 10, 998, ${hash_seed})) || ' '
                 || RTRIM(SUBSTR(${streets}, ${streets.width} * ORA_HASH(k * 64 + 11, ${streets.max}, ${hash_seed}) + 1,
                     ${streets.width})) || ' '
                 || RTRIM(SUBSTR(${street_kinds}, ${street_kinds.width}
                     * ORA_HASH(k * 64 + 12, ${street_kinds.max}, ${hash_seed}) + 1, ${street_kinds.width}))
                 AS street_address,
             LPAD(TO_CHAR(1000 + ORA_HASH(k * 64 + 13, 98999, ${hash_seed})), 5, '0') AS postal_code,
             TO_CHAR(100 + TRUNC(phone_pick / 900)) || '-' || TO_CHAR(100 + MOD(phone_pick, 900)) || '-'
                 || LPAD(TO_CHAR(ORA_HASH(k * 64 + 15, 9999, ${hash_seed})), 4, '0') AS phone,
             ORA_HASH(k * 64 + 6, ${income_levels.max}, ${hash_seed}) AS income,
             DATE '1994-01-01' + INTERVAL '1' DAY * (ORA_HASH(k * 64 + 16, 2499, ${hash_seed})) AS eff_from,
             CASE WHEN ORA_HASH(k * 64 + 17, 19, ${hash_seed}) = 0 THEN 'I' ELSE 'V' END AS valid
      FROM (SELECT k, country,
                   MOD(ORA_HASH(k * 64 + 5, 4294967295, ${hash_seed}), CAST(SUBSTR(${country_city_count},
                       ${country_city_count.width} * (country - ${first_country_id}) + 1, ${country_city_count.width}) AS BIGINT))
                       AS city_index,
                   CASE WHEN ORA_HASH(k * 64 + 1, 1, ${hash_seed}) = 0 THEN 'F' ELSE 'M' END AS gender,
                   ORA_HASH(k * 64 + 14, 809999, ${hash_seed}) AS phone_pick
            FROM (SELECT k, ${first_country_id} + ORA_HASH(k * 64 + 63, ${countries_max}, ${hash_seed}) AS country
                  FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
                        FROM (SELECT X AS n FROM SYSTEM_RANGE(1, LEAST(100000, ${to} - ${from} + 1))) lo,
                             (SELECT X AS n FROM SYSTEM_RANGE(1, TRUNC((${to} - ${from}) / 100000) + 1)) hi)
                  WHERE k <= ${to})));
