-- Sales ${from}..${to} made inside the database (server-side=true), direct-path and parallel. Sale numbers are
-- cut into months exactly as on the client: sale_months holds the client's number of sales before each month
-- of 1995..2013 (SalesCalendar: Swingbench's partition sizes), so every month, and every year the verify checks,
-- has the client's count; within a month the sales are spread evenly over its days. The row source is
-- therefore the months that overlap the chunk times the sale numbers of each (two cross-joined CONNECT BY
-- sources of at most 100,000 rows, up to the largest month's count): a chunk's rows land in a few yearly
-- partitions. Values are uniform picks, as Swingbench draws them, made with
-- ORA_HASH(sale * 64 + stream, max, ${hash_seed}):
--   1 customer, 2 product (one of 72: ids 13..48 and 113..148), 3 channel (ids 2, 3, 4, 5 and 9),
--   4 promotion (ids 33..534 and 999), 5 quantity 1..99, 6 seller 9999..10999, 7 fulfillment center
--   12999..14999, 8 courier 999..1555, 9..12 tax country (2 or 3 capital letters), 13 tax region empty (1 in 3),
--   14..17 its letters, 18 amount 1..99.
INSERT /*+ APPEND PARALLEL(sales, ${dop}) */ INTO sales (prod_id, cust_id, time_id, channel_id, promo_id,
    quantity_sold, seller, fulfillment_center, courier_org, tax_country, tax_region, amount_sold)
SELECT CASE WHEN product < 36 THEN 13 + product ELSE 77 + product END,
       1 + ORA_HASH(k * 64 + 1, ${customers_max}, ${hash_seed}),
       time_id,
       TO_NUMBER(SUBSTR(${channel_ids}, ${channel_ids.width} * ORA_HASH(k * 64 + 3, ${channel_ids.max}, ${hash_seed})
           + 1, ${channel_ids.width})),
       CASE WHEN promotion = 502 THEN 999 ELSE 33 + promotion END,
       1 + ORA_HASH(k * 64 + 5, 98, ${hash_seed}),
       9999 + ORA_HASH(k * 64 + 6, 1000, ${hash_seed}),
       12999 + ORA_HASH(k * 64 + 7, 2000, ${hash_seed}),
       999 + ORA_HASH(k * 64 + 8, 556, ${hash_seed}),
       CHR(65 + ORA_HASH(k * 64 + 10, 25, ${hash_seed})) || CHR(65 + ORA_HASH(k * 64 + 11, 25, ${hash_seed}))
           || CASE WHEN ORA_HASH(k * 64 + 9, 1, ${hash_seed}) = 1
                   THEN CHR(65 + ORA_HASH(k * 64 + 12, 25, ${hash_seed})) ELSE '' END,
       CASE WHEN ORA_HASH(k * 64 + 13, 2, ${hash_seed}) > 0
            THEN CHR(65 + ORA_HASH(k * 64 + 15, 25, ${hash_seed})) || CHR(65 + ORA_HASH(k * 64 + 16, 25, ${hash_seed}))
                 || CASE WHEN ORA_HASH(k * 64 + 14, 1, ${hash_seed}) = 1
                         THEN CHR(65 + ORA_HASH(k * 64 + 17, 25, ${hash_seed})) ELSE '' END END,
       1 + ORA_HASH(k * 64 + 18, 98, ${hash_seed})
FROM (SELECT k,
             ORA_HASH(k * 64 + 2, 71, ${hash_seed}) AS product,
             ORA_HASH(k * 64 + 4, 502, ${hash_seed}) AS promotion,
             ADD_MONTHS(DATE '1995-01-01', m - 1) + NUMTODSINTERVAL(TRUNC((k - first_sale)
                 * EXTRACT(DAY FROM LAST_DAY(ADD_MONTHS(DATE '1995-01-01', m - 1))) / month_sales), 'DAY')
                 AS time_id
      FROM (SELECT mon.m, mon.first_sale, mon.month_sales, GREATEST(mon.first_sale, ${from}) + num.n - 1 AS k
            FROM (SELECT m, before_month + 1 AS first_sale, before_next - before_month AS month_sales
                  FROM (SELECT n AS m,
                               TO_NUMBER(SUBSTR(${sale_months}, ${sale_months.width} * (n - 1) + 1,
                                   ${sale_months.width})) AS before_month,
                               TO_NUMBER(SUBSTR(${sale_months}, ${sale_months.width} * n + 1,
                                   ${sale_months.width})) AS before_next
                        FROM (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= ${sale_months.max}))
                  WHERE before_next > before_month AND before_next >= ${from} AND before_month < ${to}) mon,
                 (SELECT (hi.n - 1) * 100000 + lo.n AS n
                  FROM (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= LEAST(100000, ${to} - ${from} + 1,
                            ${sale_month_most})) lo,
                       (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= TRUNC((LEAST(${to} - ${from} + 1,
                            ${sale_month_most}) - 1) / 100000) + 1) hi) num
            WHERE GREATEST(mon.first_sale, ${from}) + num.n - 1
                <= LEAST(mon.first_sale + mon.month_sales - 1, ${to})));
