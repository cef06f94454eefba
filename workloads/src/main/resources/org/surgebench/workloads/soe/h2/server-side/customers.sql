-- H2 form of ../../oracle/server-side/customers.sql: the same SQL with SYSTEM_RANGE for the CONNECT BY row
-- sources, INTERVAL '1' DAY * n for NUMTODSINTERVAL, DATEADD for ADD_MONTHS, CAST for TO_NUMBER and no
-- hints; ServerSideSqlSyncTest keeps the two identical (it writes the expected text under target/).
-- Customers ${from}..${to} made inside the database (server-side=true): direct-path and parallel, nothing
-- crosses the network. Keys come from two CONNECT BY row sources of at most 100,000 rows, cross-joined (no
-- single generator holds a whole chunk in memory). Every value is a pick made with
-- ORA_HASH(customer_id * 64 + stream, max, ${hash_seed}), one stream per column:
--   1, 27, 28, 29 first name, 2, 57, 58, 59 last name (the mean of four picks each: approximately normal over
--   the 1,000 names, as the client's and Swingbench's generators sample them), 3 NLS pair, 4 credit limit,
--   5 e-mail domain, 6 account manager, 7 customer since, 8 suggestions, 9 date of birth, 10 mailshot,
--   11 partner mailshot, 63 customer class (orders.sql repeats it: an order copies its customer's class).
-- The word lists are the client's (SoeNames, packed into literals by SoeServerSide; name i is stem i / 25 and
-- ending i mod 25), the domains too: credit limit 1,000..50,000, customer since 2000..2012, born 1950..2000,
-- mailshot 80 % Y, partner 50 % Y.
-- Customer k prefers address k and card k, which addresses.sql and card_details.sql make for it.
INSERT INTO customers (customer_id, cust_first_name, cust_last_name,
    nls_language, nls_territory, credit_limit, cust_email, account_mgr_id, customer_since, customer_class,
    suggestions, dob, mailshot, partner_mailshot, preferred_address, preferred_card)
SELECT k, first_name, last_name, nls_language, nls_territory, credit_limit,
       LOWER(first_name) || '.' || LOWER(last_name) || email_domain,
       account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot, k, k
FROM (SELECT k,
             RTRIM(SUBSTR(${first_stems}, ${first_stems.width} * TRUNC(fi / ${name_endings}) + 1, ${first_stems.width}))
                 || RTRIM(SUBSTR(${first_endings}, ${first_endings.width} * MOD(fi, ${name_endings}) + 1,
                     ${first_endings.width})) AS first_name,
             RTRIM(SUBSTR(${last_stems}, ${last_stems.width} * TRUNC(li / ${name_endings}) + 1, ${last_stems.width}))
                 || RTRIM(SUBSTR(${last_suffixes}, ${last_suffixes.width} * MOD(li, ${name_endings}) + 1,
                     ${last_suffixes.width})) AS last_name,
             RTRIM(SUBSTR(${nls_languages}, ${nls_languages.width} * nls + 1, ${nls_languages.width})) AS nls_language,
             RTRIM(SUBSTR(${nls_territories}, ${nls_territories.width} * nls + 1, ${nls_territories.width}))
                 AS nls_territory,
             100 * (10 + ORA_HASH(k * 64 + 4, 490, ${hash_seed})) AS credit_limit,
             RTRIM(SUBSTR(${email_domains}, ${email_domains.width}
                 * ORA_HASH(k * 64 + 5, ${email_domains.max}, ${hash_seed}) + 1, ${email_domains.width}))
                 AS email_domain,
             1 + ORA_HASH(k * 64 + 6, 999, ${hash_seed}) AS account_mgr_id,
             DATE '2000-01-01' + INTERVAL '1' DAY * (ORA_HASH(k * 64 + 7, ${since_days}, ${hash_seed}))
                 AS customer_since,
             RTRIM(SUBSTR(${customer_classes}, ${customer_classes.width}
                 * ORA_HASH(k * 64 + 63, ${customer_classes.max}, ${hash_seed}) + 1, ${customer_classes.width}))
                 AS customer_class,
             RTRIM(SUBSTR(${suggestions}, ${suggestions.width}
                 * ORA_HASH(k * 64 + 8, ${suggestions.max}, ${hash_seed}) + 1, ${suggestions.width})) AS suggestions,
             DATE '1950-01-01' + INTERVAL '1' DAY * (ORA_HASH(k * 64 + 9, ${dob_days}, ${hash_seed})) AS dob,
             CASE WHEN ORA_HASH(k * 64 + 10, 9, ${hash_seed}) < 8 THEN 'Y' ELSE 'N' END AS mailshot,
             CASE WHEN ORA_HASH(k * 64 + 11, 1, ${hash_seed}) = 0 THEN 'Y' ELSE 'N' END AS partner_mailshot
      FROM (SELECT k, ORA_HASH(k * 64 + 3, ${nls_languages.max}, ${hash_seed}) AS nls,
                   TRUNC((ORA_HASH(k * 64 + 1, ${names_max}, ${hash_seed}) + ORA_HASH(k * 64 + 27, ${names_max}, ${hash_seed})
                       + ORA_HASH(k * 64 + 28, ${names_max}, ${hash_seed})
                       + ORA_HASH(k * 64 + 29, ${names_max}, ${hash_seed})) / 4) AS fi,
                   TRUNC((ORA_HASH(k * 64 + 2, ${names_max}, ${hash_seed}) + ORA_HASH(k * 64 + 57, ${names_max}, ${hash_seed})
                       + ORA_HASH(k * 64 + 58, ${names_max}, ${hash_seed})
                       + ORA_HASH(k * 64 + 59, ${names_max}, ${hash_seed})) / 4) AS li
            FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
                  FROM (SELECT X AS n FROM SYSTEM_RANGE(1, LEAST(100000, ${to} - ${from} + 1))) lo,
                       (SELECT X AS n FROM SYSTEM_RANGE(1, TRUNC((${to} - ${from}) / 100000) + 1)) hi)
            WHERE k <= ${to}));
