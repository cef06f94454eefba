-- Supplementary demographics of customers ${from}..${to} made inside the database (server-side=true), keys
-- from cross-joined CONNECT BY row sources as in customers.sql (customers 1..${demographics} have a row,
-- as on the client). Values are picks made with ORA_HASH(cust_id * 64 + stream, max, ${hash_seed}):
-- 20 education, 21 occupation, 22 household size 1..9 (6 and more as '6+'), 23 years of residence 0..15,
-- 24 affinity card (25 %), 25 flat panel monitor (40 %), 26 home theater package (50 %), 27 bookkeeping
-- application (60 %), 28 game console (30 %), 29 a comment (10 %) and 30 which one; everybody buys printer
-- supplies.
INSERT /*+ APPEND PARALLEL(supplementary_demographics, ${dop}) */ INTO supplementary_demographics (cust_id,
    education, occupation, household_size, yrs_residence, affinity_card, flat_panel_monitor, home_theater_package,
    bookkeeping_application, printer_supplies, game_console, comments)
SELECT k,
       RTRIM(SUBSTR(${educations}, ${educations.width} * ORA_HASH(k * 64 + 20, ${educations.max}, ${hash_seed}) + 1,
           ${educations.width})),
       RTRIM(SUBSTR(${occupations}, ${occupations.width} * ORA_HASH(k * 64 + 21, ${occupations.max}, ${hash_seed}) + 1,
           ${occupations.width})),
       CASE WHEN household >= 6 THEN '6+' ELSE TO_CHAR(household) END,
       ORA_HASH(k * 64 + 23, 15, ${hash_seed}),
       CASE WHEN ORA_HASH(k * 64 + 24, 99, ${hash_seed}) < 25 THEN 1 ELSE 0 END,
       CASE WHEN ORA_HASH(k * 64 + 25, 99, ${hash_seed}) < 40 THEN 1 ELSE 0 END,
       CASE WHEN ORA_HASH(k * 64 + 26, 99, ${hash_seed}) < 50 THEN 1 ELSE 0 END,
       CASE WHEN ORA_HASH(k * 64 + 27, 99, ${hash_seed}) < 60 THEN 1 ELSE 0 END,
       1,
       CASE WHEN ORA_HASH(k * 64 + 28, 99, ${hash_seed}) < 30 THEN 1 ELSE 0 END,
       CASE WHEN ORA_HASH(k * 64 + 29, 9, ${hash_seed}) = 0 THEN 'Customer wrote: ' || RTRIM(SUBSTR(${comments},
           ${comments.width} * ORA_HASH(k * 64 + 30, ${comments.max}, ${hash_seed}) + 1, ${comments.width})) END
FROM (SELECT k, 1 + ORA_HASH(k * 64 + 22, 8, ${hash_seed}) AS household
      FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
            FROM (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= LEAST(100000, ${to} - ${from} + 1)) lo,
                 (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= TRUNC((${to} - ${from}) / 100000) + 1) hi)
      WHERE k <= ${to});
