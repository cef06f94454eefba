-- The lines of orders ${from}..${to} made inside the database (server-side=true). Order k has the client's
-- number of lines: the client's table of 4,096 item counts (item_counts_1/_2) read from a per-block rotation
-- (ORA_HASH of the block; the last, partial block uses the client's rotation so that the total number of lines
-- is exactly the client's). Orders come from cross-joined CONNECT BY row sources as in customers.sql, times a
-- row source of 5 line numbers, keeping lines 1..count.
-- Line x = order_id * 8 + line_item_id draws with ORA_HASH(x * 64 + stream, max, ${hash_seed}):
--   44..47 product 1..1000 (mean of four picks: bell-shaped like the client's), 48 quantity 1..10 (1 + 10 u^2),
--   49 dispatch 0..10 days after the order's day, 50 returned (3 %), 51 return 5..30 days after dispatch,
--   52 gift wrap, 53 condition, 54 estimated delivery 2..7 days after dispatch.
-- The order's hour is stream 30 of the order, as in orders.sql. The unit price and supplier are the
-- product's (list_prices_1/_2, product_suppliers: SoeCatalog), and orders.sql sums price * quantity over the
-- very same lines (the FROM clause up to the marked line is identical in both files), so every order's total
-- is the sum of its items without either statement reading the other's table.
INSERT /*+ APPEND PARALLEL(order_items, ${dop}) */ INTO order_items (order_id, line_item_id, product_id,
    unit_price, quantity, dispatch_date, return_date, gift_wrap, condition, supplier_id, estimated_delivery)
SELECT k, line_item_id, product_id, price_cents * 0.01, quantity, dispatch_date,
       CASE WHEN ORA_HASH(x * 64 + 50, 99, ${hash_seed}) < 3
            THEN dispatch_date + NUMTODSINTERVAL(5 + ORA_HASH(x * 64 + 51, 25, ${hash_seed}), 'DAY') END,
       RTRIM(SUBSTR(${gift_wraps}, ${gift_wraps.width} * ORA_HASH(x * 64 + 52, ${gift_wraps.max}, ${hash_seed}) + 1,
           ${gift_wraps.width})),
       RTRIM(SUBSTR(${conditions}, ${conditions.width} * ORA_HASH(x * 64 + 53, ${conditions.max}, ${hash_seed}) + 1,
           ${conditions.width})),
       100001 + TO_NUMBER(SUBSTR(${product_suppliers}, ${product_suppliers.width} * (product_id - 1) + 1,
           ${product_suppliers.width})),
       dispatch_date + NUMTODSINTERVAL(2 + ORA_HASH(x * 64 + 54, 5, ${hash_seed}), 'DAY')
FROM (SELECT k, line_item_id, x, product_id, quantity, price_cents,
             DATE '2019-01-01' + NUMTODSINTERVAL(TRUNC(ORA_HASH(k * 64 + 30, ${order_hours_max}, ${hash_seed}) / 24)
                 + ORA_HASH(x * 64 + 49, 10, ${hash_seed}), 'DAY') AS dispatch_date
-- lines: from here to the marked line the same text in orders.sql and order_items.sql
FROM (SELECT k, line_item_id, x, product_id, quantity,
             TO_NUMBER(CASE WHEN product_id <= 500
                 THEN SUBSTR(${list_prices_1}, ${list_prices_1.width} * (product_id - 1) + 1, ${list_prices_1.width})
                 ELSE SUBSTR(${list_prices_2}, ${list_prices_2.width} * (product_id - 501) + 1, ${list_prices_2.width})
             END) AS price_cents
FROM (SELECT o.k, l.n AS line_item_id, o.k * 8 + l.n AS x,
             1 + TRUNC((ORA_HASH((o.k * 8 + l.n) * 64 + 44, ${products_max}, ${hash_seed})
                 + ORA_HASH((o.k * 8 + l.n) * 64 + 45, ${products_max}, ${hash_seed})
                 + ORA_HASH((o.k * 8 + l.n) * 64 + 46, ${products_max}, ${hash_seed})
                 + ORA_HASH((o.k * 8 + l.n) * 64 + 47, ${products_max}, ${hash_seed})) / 4) AS product_id,
             1 + TRUNC(ORA_HASH((o.k * 8 + l.n) * 64 + 48, 9999, ${hash_seed})
                 * ORA_HASH((o.k * 8 + l.n) * 64 + 48, 9999, ${hash_seed}) / 10000000) AS quantity
FROM (SELECT k, TO_NUMBER(CASE WHEN pos < 2048 THEN SUBSTR(${item_counts_1}, pos + 1, 1)
                               ELSE SUBSTR(${item_counts_2}, pos - 2047, 1) END) AS items
FROM (SELECT k, MOD(MOD(k - 1, 4096) + CASE WHEN TRUNC((k - 1) / 4096) = ${item_last_block} THEN ${item_last_rotation}
                    ELSE ORA_HASH(TRUNC((k - 1) / 4096), 4095, ${hash_seed}) END, 4096) AS pos
FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
      FROM (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= LEAST(100000, ${to} - ${from} + 1)) lo,
           (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= TRUNC((${to} - ${from}) / 100000) + 1) hi)
WHERE k <= ${to})) o,
     (SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= 5) l
WHERE l.n <= o.items))
-- end of lines
);
