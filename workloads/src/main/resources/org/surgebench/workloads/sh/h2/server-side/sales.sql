-- H2 form of ../../oracle/server-side/sales.sql: the same SQL with SYSTEM_RANGE for the CONNECT BY row
-- sources, INTERVAL '1' DAY * n for NUMTODSINTERVAL, DATEADD for ADD_MONTHS, CAST for TO_NUMBER and no
-- hints; ServerSideSqlSyncTest keeps the two identical (it writes the expected text under target/).
-- Sales ${from}..${to} made inside the database (server-side=true), direct-path and parallel. Sale numbers are
-- cut into months exactly as on the client: sale_months holds the client's number of sales before each month
-- of 1995..2013 (SalesCalendar), so every month, and every year the verify checks, has the client's count,
-- growth and Christmas peak included; within a month the sales are spread evenly over its days. The row source
-- is therefore the months that overlap the chunk times the sale numbers of each (two cross-joined CONNECT BY
-- sources of at most 100,000 rows, up to the largest month's count): a chunk's rows land in a few yearly
-- partitions. Values are picks made with ORA_HASH(sale * 64 + stream, max, ${hash_seed}):
--   1 customer, 2 product (by the client's sales weights, cheaper ones sell more), 3 channel (by weight),
--   4 promoted (12 %) and 5 its promotion 2..503 (1 = no promotion), 6 and 7 quantity (1: 70 %, 2: 20 %,
--   3..5), 8 price: 80..95 % of the list price when promoted, else 95..105 %, 9 seller 1..5000,
--   10 fulfillment center 1..40, 11 courier 1..25; the tax country and region are the customer's country,
--   stream 63 of the customer as in customers.sql.
INSERT INTO sales (prod_id, cust_id, time_id, channel_id, promo_id,
    quantity_sold, seller, fulfillment_center, courier_org, tax_country, tax_region, amount_sold)
SELECT prod_id, cust_id, time_id, channel_id,
       CASE WHEN promoted = 1 THEN 2 + ORA_HASH(k * 64 + 5, ${promotions_max}, ${hash_seed}) ELSE 1 END,
       quantity, 1 + ORA_HASH(k * 64 + 9, 4999, ${hash_seed}), 1 + ORA_HASH(k * 64 + 10, 39, ${hash_seed}),
       1 + ORA_HASH(k * 64 + 11, 24, ${hash_seed}),
       RTRIM(SUBSTR(${country_isos}, ${country_isos.width} * (country_id - 1) + 1, ${country_isos.width})),
       RTRIM(SUBSTR(${country_regions}, ${country_regions.width} * (country_id - 1) + 1, ${country_regions.width})),
       TRUNC(CAST(SUBSTR(${product_prices}, ${product_prices.width} * (prod_id - 1) + 1, ${product_prices.width}) AS BIGINT)
           * quantity * CASE WHEN promoted = 1 THEN 80 + ORA_HASH(k * 64 + 8, 15, ${hash_seed})
                             ELSE 95 + ORA_HASH(k * 64 + 8, 10, ${hash_seed}) END / 100) * 0.01
FROM (SELECT k, prod_id, cust_id, time_id, channel_id, promoted, quantity,
             CAST(SUBSTR(${country_by_weight}, ${country_by_weight.width}
                 * ORA_HASH(cust_id * 64 + 63, ${country_by_weight.max}, ${hash_seed}) + 1,
                 ${country_by_weight.width}) AS BIGINT) AS country_id
      FROM (SELECT k,
                   CAST(SUBSTR(${product_by_weight}, ${product_by_weight.width}
                       * ORA_HASH(k * 64 + 2, ${product_by_weight.max}, ${hash_seed}) + 1, ${product_by_weight.width}) AS BIGINT)
                       AS prod_id,
                   1 + ORA_HASH(k * 64 + 1, ${customers_max}, ${hash_seed}) AS cust_id,
                   DATEADD(MONTH, m - 1, DATE '1995-01-01') + INTERVAL '1' DAY * (TRUNC((k - first_sale)
                       * EXTRACT(DAY FROM LAST_DAY(DATEADD(MONTH, m - 1, DATE '1995-01-01'))) / month_sales))
                       AS time_id,
                   CAST(SUBSTR(${channel_by_weight}, ${channel_by_weight.width}
                       * ORA_HASH(k * 64 + 3, ${channel_by_weight.max}, ${hash_seed}) + 1, ${channel_by_weight.width}) AS BIGINT)
                       AS channel_id,
                   CASE WHEN ORA_HASH(k * 64 + 4, 99, ${hash_seed}) < 12 THEN 1 ELSE 0 END AS promoted,
                   CASE WHEN ORA_HASH(k * 64 + 6, 99, ${hash_seed}) < 70 THEN 1
                        WHEN ORA_HASH(k * 64 + 6, 99, ${hash_seed}) < 90 THEN 2
                        ELSE 3 + ORA_HASH(k * 64 + 7, 2, ${hash_seed}) END AS quantity
            FROM (SELECT mon.m, mon.first_sale, mon.month_sales, GREATEST(mon.first_sale, ${from}) + num.n - 1 AS k
                  FROM (SELECT m, before_month + 1 AS first_sale, before_next - before_month AS month_sales
                        FROM (SELECT n AS m,
                                     CAST(SUBSTR(${sale_months}, ${sale_months.width} * (n - 1) + 1,
                                         ${sale_months.width}) AS BIGINT) AS before_month,
                                     CAST(SUBSTR(${sale_months}, ${sale_months.width} * n + 1,
                                         ${sale_months.width}) AS BIGINT) AS before_next
                              FROM (SELECT X AS n FROM SYSTEM_RANGE(1, ${sale_months.max})))
                        WHERE before_next > before_month AND before_next >= ${from} AND before_month < ${to}) mon,
                       (SELECT (hi.n - 1) * 100000 + lo.n AS n
                        FROM (SELECT X AS n FROM SYSTEM_RANGE(1, LEAST(100000, ${to} - ${from} + 1,
                                  ${sale_month_most}))) lo,
                             (SELECT X AS n FROM SYSTEM_RANGE(1, TRUNC((LEAST(${to} - ${from} + 1,
                                  ${sale_month_most}) - 1) / 100000) + 1)) hi) num
                  WHERE GREATEST(mon.first_sale, ${from}) + num.n - 1
                      <= LEAST(mon.first_sale + mon.month_sales - 1, ${to}))));
