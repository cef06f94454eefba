-- Supplementary demographics of customers ${from}..${to} made inside PostgreSQL (server-side=true), keys from
-- generate_series (customers 1..${demographics} have a row, as on the client). Values are picks made with
-- pg_temp.surge_hash(cust_id, stream, n, ${hash_seed}) and pg_temp.surge_item (PgServerSide), the Oracle file's
-- streams: 20 education, 21 occupation, 22 household size 1..9 (6 and more as '6+'), 23 years of residence
-- 0..15, 24 affinity card (25 %), 25 flat panel monitor (40 %), 26 home theater package (50 %), 27 bookkeeping
-- application (60 %), 28 game console (30 %), 29 a comment (10 %) and 30 which one; everybody buys printer
-- supplies.
INSERT INTO supplementary_demographics (cust_id, education, occupation, household_size, yrs_residence,
    affinity_card, flat_panel_monitor, home_theater_package, bookkeeping_application, printer_supplies,
    game_console, comments)
SELECT k,
       pg_temp.surge_item(${educations}, ${educations.width},
           pg_temp.surge_hash(k, 20, ${educations.max} + 1, ${hash_seed})),
       pg_temp.surge_item(${occupations}, ${occupations.width},
           pg_temp.surge_hash(k, 21, ${occupations.max} + 1, ${hash_seed})),
       CASE WHEN household >= 6 THEN '6+' ELSE household::text END,
       pg_temp.surge_hash(k, 23, 16, ${hash_seed}),
       CASE WHEN pg_temp.surge_hash(k, 24, 100, ${hash_seed}) < 25 THEN 1 ELSE 0 END,
       CASE WHEN pg_temp.surge_hash(k, 25, 100, ${hash_seed}) < 40 THEN 1 ELSE 0 END,
       CASE WHEN pg_temp.surge_hash(k, 26, 100, ${hash_seed}) < 50 THEN 1 ELSE 0 END,
       CASE WHEN pg_temp.surge_hash(k, 27, 100, ${hash_seed}) < 60 THEN 1 ELSE 0 END,
       1,
       CASE WHEN pg_temp.surge_hash(k, 28, 100, ${hash_seed}) < 30 THEN 1 ELSE 0 END,
       CASE WHEN pg_temp.surge_hash(k, 29, 10, ${hash_seed}) = 0
            THEN 'Customer wrote: ' || pg_temp.surge_item(${comments}, ${comments.width},
                pg_temp.surge_hash(k, 30, ${comments.max} + 1, ${hash_seed})) END
FROM (SELECT k, 1 + pg_temp.surge_hash(k, 22, 9, ${hash_seed}) AS household
      FROM generate_series(${from}::bigint, ${to}::bigint) AS k OFFSET 0) keys;
