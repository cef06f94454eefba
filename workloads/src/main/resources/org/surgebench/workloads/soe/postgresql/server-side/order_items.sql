-- The lines of orders ${from}..${to} made inside PostgreSQL (server-side=true); the Oracle file's SQL in
-- PostgreSQL's terms (see customers.sql for the functions). Order k has the client's number of lines: the
-- client's table of 4,096 item counts (item_counts_1/_2) read from a per-block rotation (a pick of the block;
-- the last, partial block uses the client's rotation so that the total number of lines is exactly the
-- client's). Orders come from generate_series, times the line numbers 1..5, keeping lines 1..count.
-- Line x = order_id * 8 + line_item_id draws pg_temp.surge_hash(x, stream, n, ${hash_seed}):
--   44..47 product 1..1000 (mean of four picks: bell-shaped like the client's), 48 quantity 1..10 (1 + 10 u^2),
--   49 dispatch 0..10 days after the order's day, 50 returned (3 %), 51 return 5..30 days after dispatch,
--   52 gift wrap, 53 condition, 54 estimated delivery 2..7 days after dispatch.
-- The order's hour is stream 30 of the order, as in orders.sql. The unit price and supplier are the
-- product's (list_prices_1/_2, product_suppliers: SoeCatalog), and orders.sql sums price * quantity over the
-- very same lines (the FROM clause between the marked lines is identical in both files), so every order's
-- total is the sum of its items without either statement reading the other's table.
INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, quantity, dispatch_date, return_date,
    gift_wrap, condition, supplier_id, estimated_delivery)
SELECT k, line_item_id, product_id, price_cents * 0.01, quantity, dispatch_date,
       CASE WHEN pg_temp.surge_hash(x, 50, 100, ${hash_seed}) < 3
            THEN dispatch_date + (5 + pg_temp.surge_hash(x, 51, 26, ${hash_seed}))::integer END,
       pg_temp.surge_item(${gift_wraps}, ${gift_wraps.width},
           pg_temp.surge_hash(x, 52, ${gift_wraps.max} + 1, ${hash_seed})),
       pg_temp.surge_item(${conditions}, ${conditions.width},
           pg_temp.surge_hash(x, 53, ${conditions.max} + 1, ${hash_seed})),
       100001 + pg_temp.surge_item(${product_suppliers}, ${product_suppliers.width}, product_id - 1)::integer,
       dispatch_date + (2 + pg_temp.surge_hash(x, 54, 6, ${hash_seed}))::integer
FROM (SELECT k, line_item_id, x, product_id, quantity, price_cents,
             DATE '2019-01-01' + (pg_temp.surge_hash(k, 30, ${order_hours_max} + 1, ${hash_seed}) / 24
                 + pg_temp.surge_hash(x, 49, 11, ${hash_seed}))::integer AS dispatch_date
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
      OFFSET 0) dated;
