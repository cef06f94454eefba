-- Customers ${from}..${to} made inside PostgreSQL (server-side=true): keys from generate_series, nothing crosses
-- the network; chunks run side by side on the load threads. The Oracle file's SQL in PostgreSQL's terms, with
-- its streams: every value is a pick made with pg_temp.surge_hash(customer_id, stream, n, ${hash_seed})
-- (uniform in 0..n-1) and words come from the packed lists with pg_temp.surge_item(list, width, i) (both
-- defined by PgServerSide):
--   1, 27, 28, 29 first name, 2, 57, 58, 59 last name (the mean of four picks each: approximately normal over
--   the 1,000 names, as the client samples them), 3 NLS pair, 4 credit limit, 5 e-mail domain, 6 account
--   manager, 7 customer since, 8 suggestions, 9 date of birth, 10 mailshot, 11 partner mailshot, 63 customer
--   class (orders.sql repeats it: an order copies its customer's class).
-- Domains as on the client: credit limit 1,000..50,000, customer since 2000..2012, born 1950..2000, mailshot
-- 80 % Y, partner 50 % Y. Customer k prefers address k and card k, which addresses.sql and card_details.sql
-- make for it. OFFSET 0 keeps each level a subquery of its own, so a pick used twice is computed once.
INSERT INTO customers (customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, credit_limit,
    cust_email, account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot,
    preferred_address, preferred_card)
SELECT k, first_name, last_name, nls_language, nls_territory, credit_limit,
       lower(first_name) || '.' || lower(last_name) || email_domain,
       account_mgr_id, customer_since, customer_class, suggestions, dob, mailshot, partner_mailshot, k, k
FROM (SELECT k,
             pg_temp.surge_item(${first_stems}, ${first_stems.width}, fi / ${name_endings})
                 || pg_temp.surge_item(${first_endings}, ${first_endings.width}, fi % ${name_endings}) AS first_name,
             pg_temp.surge_item(${last_stems}, ${last_stems.width}, li / ${name_endings})
                 || pg_temp.surge_item(${last_suffixes}, ${last_suffixes.width}, li % ${name_endings}) AS last_name,
             pg_temp.surge_item(${nls_languages}, ${nls_languages.width}, nls) AS nls_language,
             pg_temp.surge_item(${nls_territories}, ${nls_territories.width}, nls) AS nls_territory,
             100 * (10 + pg_temp.surge_hash(k, 4, 491, ${hash_seed})) AS credit_limit,
             pg_temp.surge_item(${email_domains}, ${email_domains.width},
                 pg_temp.surge_hash(k, 5, ${email_domains.max} + 1, ${hash_seed})) AS email_domain,
             1 + pg_temp.surge_hash(k, 6, 1000, ${hash_seed}) AS account_mgr_id,
             DATE '2000-01-01' + pg_temp.surge_hash(k, 7, ${since_days} + 1, ${hash_seed})::integer AS customer_since,
             pg_temp.surge_item(${customer_classes}, ${customer_classes.width},
                 pg_temp.surge_hash(k, 63, ${customer_classes.max} + 1, ${hash_seed})) AS customer_class,
             pg_temp.surge_item(${suggestions}, ${suggestions.width},
                 pg_temp.surge_hash(k, 8, ${suggestions.max} + 1, ${hash_seed})) AS suggestions,
             DATE '1950-01-01' + pg_temp.surge_hash(k, 9, ${dob_days} + 1, ${hash_seed})::integer AS dob,
             CASE WHEN pg_temp.surge_hash(k, 10, 10, ${hash_seed}) < 8 THEN 'Y' ELSE 'N' END AS mailshot,
             CASE WHEN pg_temp.surge_hash(k, 11, 2, ${hash_seed}) = 0 THEN 'Y' ELSE 'N' END AS partner_mailshot
      FROM (SELECT k, pg_temp.surge_hash(k, 3, ${nls_languages.max} + 1, ${hash_seed}) AS nls,
                   (pg_temp.surge_hash(k, 1, ${names_max} + 1, ${hash_seed})
                       + pg_temp.surge_hash(k, 27, ${names_max} + 1, ${hash_seed})
                       + pg_temp.surge_hash(k, 28, ${names_max} + 1, ${hash_seed})
                       + pg_temp.surge_hash(k, 29, ${names_max} + 1, ${hash_seed})) / 4 AS fi,
                   (pg_temp.surge_hash(k, 2, ${names_max} + 1, ${hash_seed})
                       + pg_temp.surge_hash(k, 57, ${names_max} + 1, ${hash_seed})
                       + pg_temp.surge_hash(k, 58, ${names_max} + 1, ${hash_seed})
                       + pg_temp.surge_hash(k, 59, ${names_max} + 1, ${hash_seed})) / 4 AS li
            FROM generate_series(${from}::bigint, ${to}::bigint) AS k OFFSET 0) picks OFFSET 0) named;
