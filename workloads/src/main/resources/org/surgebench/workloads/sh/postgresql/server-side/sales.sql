-- Sales ${from}..${to} made inside PostgreSQL (server-side=true); chunks run side by side on the load threads.
-- Sale numbers are cut into months exactly as on the client: sale_months holds the client's number of sales
-- before each month of 1995..2013 (SalesCalendar: Swingbench's partition sizes), so every month, and every year
-- the verify checks, has the client's count; within a month the sales are spread evenly over its days. The rows
-- are the months that overlap the chunk, each with generate_series over its sale numbers in the chunk, so a
-- chunk's rows land in a few yearly partitions (OFFSET 0 keeps the months, and the picks, subqueries of their own:
-- flattened, the planner would unpack the month bounds from sale_months again for every row, four times the
-- cost, and draw a pick used twice twice). Values are
-- uniform picks, as Swingbench draws them, made with
-- pg_temp.surge_hash(sale, stream, n, ${hash_seed}) (uniform in 0..n-1; PgServerSide), the Oracle file's streams:
--   1 customer, 2 product (one of 72: ids 13..48 and 113..148), 3 channel (ids 2, 3, 4, 5 and 9),
--   4 promotion (ids 33..534 and 999), 5 quantity 1..99, 6 seller 9999..10999, 7 fulfillment center
--   12999..14999, 8 courier 999..1555, 9..12 tax country (2 or 3 capital letters), 13 tax region empty (1 in 3),
--   14..17 its letters, 18 amount 1..99.
INSERT INTO sales (prod_id, cust_id, time_id, channel_id, promo_id, quantity_sold, seller, fulfillment_center,
    courier_org, tax_country, tax_region, amount_sold)
SELECT CASE WHEN product < 36 THEN 13 + product ELSE 77 + product END,
       1 + pg_temp.surge_hash(k, 1, ${customers_max} + 1, ${hash_seed}),
       time_id,
       pg_temp.surge_item(${channel_ids}, ${channel_ids.width},
           pg_temp.surge_hash(k, 3, ${channel_ids.max} + 1, ${hash_seed}))::integer,
       CASE WHEN promotion = 502 THEN 999 ELSE 33 + promotion END,
       1 + pg_temp.surge_hash(k, 5, 99, ${hash_seed}),
       9999 + pg_temp.surge_hash(k, 6, 1001, ${hash_seed}),
       12999 + pg_temp.surge_hash(k, 7, 2001, ${hash_seed}),
       999 + pg_temp.surge_hash(k, 8, 557, ${hash_seed}),
       chr(65 + pg_temp.surge_hash(k, 10, 26, ${hash_seed})::integer)
           || chr(65 + pg_temp.surge_hash(k, 11, 26, ${hash_seed})::integer)
           || CASE WHEN pg_temp.surge_hash(k, 9, 2, ${hash_seed}) = 1
                   THEN chr(65 + pg_temp.surge_hash(k, 12, 26, ${hash_seed})::integer) ELSE '' END,
       CASE WHEN pg_temp.surge_hash(k, 13, 3, ${hash_seed}) > 0
            THEN chr(65 + pg_temp.surge_hash(k, 15, 26, ${hash_seed})::integer)
                 || chr(65 + pg_temp.surge_hash(k, 16, 26, ${hash_seed})::integer)
                 || CASE WHEN pg_temp.surge_hash(k, 14, 2, ${hash_seed}) = 1
                         THEN chr(65 + pg_temp.surge_hash(k, 17, 26, ${hash_seed})::integer) ELSE '' END END,
       1 + pg_temp.surge_hash(k, 18, 99, ${hash_seed})
FROM (SELECT k,
             pg_temp.surge_hash(k, 2, 72, ${hash_seed}) AS product,
             pg_temp.surge_hash(k, 4, 503, ${hash_seed}) AS promotion,
             month_start + ((k - first_sale) * month_days / month_sales)::integer AS time_id
      FROM (SELECT month_start, (month_start + INTERVAL '1 month')::date - month_start AS month_days,
                   before_month + 1 AS first_sale, before_next - before_month AS month_sales
            FROM (SELECT (DATE '1995-01-01' + (n - 1) * INTERVAL '1 month')::date AS month_start,
                         pg_temp.surge_item(${sale_months}, ${sale_months.width}, n - 1)::bigint
                             AS before_month,
                         pg_temp.surge_item(${sale_months}, ${sale_months.width}, n)::bigint
                             AS before_next
                  FROM generate_series(1, ${sale_months.max}) AS n) months
            WHERE before_next > before_month AND before_next >= ${from} AND before_month < ${to}
            OFFSET 0) mon,
           LATERAL generate_series(greatest(mon.first_sale, ${from}),
                                   least(mon.first_sale + mon.month_sales - 1, ${to})) AS k OFFSET 0) picks;
