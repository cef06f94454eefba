-- Orders ${from}..${to} made inside PostgreSQL (server-side=true); the Oracle file's SQL in PostgreSQL's terms
-- (see customers.sql for the functions). The FROM clause between the marked lines is the text of
-- order_items.sql: the same lines with the same products, quantities and list prices, summed per order, so
-- that order_total = SUM(unit_price * quantity) of the order's items although the two tables load in separate
-- statements, in any order. Picks pg_temp.surge_hash(order_id, stream, n, ${hash_seed}):
--   30 order hour (2019..2023, whole hours; order_items.sql dispatches from its day), 31 order mode (20 % none,
--   then direct or online), 32 customer, 33 and 60..62 status 1..10 (mean of four picks, rounded: approximately
--   normal), 34..37 sales rep 1..1000 (mean of four picks), 38 promotion (1 in 10) and 39 its id 1..100,
--   40 warehouse, 41 delivery type (Standard 4:1:1:1), 42 cost of delivery 1..10, 43 wait option.
-- An order is delivered to, invoiced at and paid with its customer's preferred address and card (ids equal
-- to the customer id) and copies the customer's class: stream 63 of the customer, as in customers.sql.
INSERT INTO orders (order_id, order_date, order_mode, customer_id, order_status, order_total, sales_rep_id,
    promotion_id, warehouse_id, delivery_type, cost_of_delivery, wait_till_all_available, delivery_address_id,
    customer_class, card_id, invoice_address_id)
SELECT k,
       TIMESTAMP '2019-01-01 00:00:00'
           + pg_temp.surge_hash(k, 30, ${order_hours_max} + 1, ${hash_seed}) * INTERVAL '1 hour',
       CASE WHEN mode_pick < 2 THEN NULL WHEN mode_pick < 6 THEN 'direct' ELSE 'online' END,
       customer_id,
       1 + round((pg_temp.surge_hash(k, 33, 1000, ${hash_seed}) + pg_temp.surge_hash(k, 60, 1000, ${hash_seed})
           + pg_temp.surge_hash(k, 61, 1000, ${hash_seed}) + pg_temp.surge_hash(k, 62, 1000, ${hash_seed}))
           * 9 / 3996.0),
       total_cents * 0.01,
       1 + (pg_temp.surge_hash(k, 34, 1000, ${hash_seed}) + pg_temp.surge_hash(k, 35, 1000, ${hash_seed})
           + pg_temp.surge_hash(k, 36, 1000, ${hash_seed}) + pg_temp.surge_hash(k, 37, 1000, ${hash_seed})) / 4,
       CASE WHEN pg_temp.surge_hash(k, 38, 10, ${hash_seed}) = 0 THEN 1 + pg_temp.surge_hash(k, 39, 100, ${hash_seed}) END,
       1 + pg_temp.surge_hash(k, 40, ${warehouses_max} + 1, ${hash_seed}),
       pg_temp.surge_item(${delivery_types}, ${delivery_types.width},
           pg_temp.surge_hash(k, 41, ${delivery_types.max} + 1, ${hash_seed})),
       1 + pg_temp.surge_hash(k, 42, 10, ${hash_seed}),
       pg_temp.surge_item(${wait_options}, ${wait_options.width},
           pg_temp.surge_hash(k, 43, ${wait_options.max} + 1, ${hash_seed})),
       customer_id,
       pg_temp.surge_item(${customer_classes}, ${customer_classes.width},
           pg_temp.surge_hash(customer_id, 63, ${customer_classes.max} + 1, ${hash_seed})),
       customer_id,
       customer_id
FROM (SELECT k, total_cents, pg_temp.surge_hash(k, 31, 10, ${hash_seed}) AS mode_pick,
             1 + pg_temp.surge_hash(k, 32, ${customers}, ${hash_seed}) AS customer_id
      FROM (SELECT k, SUM(price_cents * quantity) AS total_cents
-- lines: from here to the marked line the same text in orders.sql and order_items.sql
FROM (SELECT k, line_item_id, x, product_id, quantity,
             CASE WHEN product_id <= 500
                  THEN pg_temp.surge_item(${list_prices_1}, ${list_prices_1.width}, product_id - 1)
                  ELSE pg_temp.surge_item(${list_prices_2}, ${list_prices_2.width}, product_id - 501)
             END::bigint AS price_cents
FROM (SELECT k, line_item_id, x,
             1 + (pg_temp.surge_hash(x, 44, ${products_max} + 1, ${hash_seed})
                 + pg_temp.surge_hash(x, 45, ${products_max} + 1, ${hash_seed})
                 + pg_temp.surge_hash(x, 46, ${products_max} + 1, ${hash_seed})
                 + pg_temp.surge_hash(x, 47, ${products_max} + 1, ${hash_seed})) / 4 AS product_id,
             1 + pg_temp.surge_hash(x, 48, 10000, ${hash_seed}) * pg_temp.surge_hash(x, 48, 10000, ${hash_seed})
                 / 10000000 AS quantity
FROM (SELECT o.k, l.n AS line_item_id, o.k * 8 + l.n AS x
FROM (SELECT k, CASE WHEN pos < 2048 THEN substr(${item_counts_1}, (pos + 1)::integer, 1)
                     ELSE substr(${item_counts_2}, (pos - 2047)::integer, 1) END::integer AS items
FROM (SELECT k, ((k - 1) % 4096 + CASE WHEN (k - 1) / 4096 = ${item_last_block} THEN ${item_last_rotation}
                    ELSE pg_temp.surge_hash((k - 1) / 4096, 0, 4096, ${hash_seed}) END) % 4096 AS pos
FROM generate_series(${from}::bigint, ${to}::bigint) AS k OFFSET 0) rotated OFFSET 0) o
     CROSS JOIN generate_series(1, 5) AS l(n)
WHERE l.n <= o.items) numbered OFFSET 0) picked OFFSET 0) priced
-- end of lines
            GROUP BY k) totals OFFSET 0) picks;
