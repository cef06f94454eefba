-- H2 form of ../../oracle/server-side/orders.sql: the same SQL with SYSTEM_RANGE for the CONNECT BY row
-- sources, INTERVAL '1' DAY * n for NUMTODSINTERVAL, DATEADD for ADD_MONTHS, CAST for TO_NUMBER and no
-- hints; ServerSideSqlSyncTest keeps the two identical (it writes the expected text under target/).
-- Orders ${from}..${to} made inside the database (server-side=true). The FROM clause between the marked lines
-- is the text of order_items.sql: the same lines with the same products, quantities and list prices, summed
-- per order, so that order_total = SUM(unit_price * quantity) of the order's items although the two tables
-- load in separate statements, in any order. Orders come from cross-joined CONNECT BY row sources as in
-- customers.sql. Values are picks made with ORA_HASH(order_id * 64 + stream, max, ${hash_seed}):
--   30 order hour (2019..2023, whole hours; order_items.sql dispatches from its day), 31 order mode (20 % none,
--   then direct or online), 32 customer, 33 and 60..62 status 1..10 (mean of four picks, rounded: approximately normal,
--   about a quarter 4 or less, waiting for PO, as in Swingbench's data), 34..37 sales rep 1..1000 (mean of four picks),
--   38 promotion (1 in 10) and 39 its id 1..100, 40 warehouse, 41 delivery type (Standard 4:1:1:1),
--   42 cost of delivery 1..10, 43 wait option.
-- An order is delivered to, invoiced at and paid with its customer's preferred address and card (ids equal
-- to the customer id) and copies the customer's class: stream 63 of the customer, as in customers.sql.
INSERT INTO orders (order_id, order_date, order_mode, customer_id,
    order_status, order_total, sales_rep_id, promotion_id, warehouse_id, delivery_type, cost_of_delivery,
    wait_till_all_available, delivery_address_id, customer_class, card_id, invoice_address_id)
SELECT k,
       TIMESTAMP '2019-01-01 00:00:00'
           + INTERVAL '1' HOUR * (ORA_HASH(k * 64 + 30, ${order_hours_max}, ${hash_seed})),
       CASE WHEN mode_pick < 2 THEN NULL WHEN mode_pick < 6 THEN 'direct' ELSE 'online' END,
       customer_id,
       1 + ROUND((ORA_HASH(k * 64 + 33, 999, ${hash_seed}) + ORA_HASH(k * 64 + 60, 999, ${hash_seed})
           + ORA_HASH(k * 64 + 61, 999, ${hash_seed}) + ORA_HASH(k * 64 + 62, 999, ${hash_seed})) * 9 / 3996.0),
       total_cents * 0.01,
       1 + TRUNC((ORA_HASH(k * 64 + 34, 999, ${hash_seed}) + ORA_HASH(k * 64 + 35, 999, ${hash_seed})
           + ORA_HASH(k * 64 + 36, 999, ${hash_seed}) + ORA_HASH(k * 64 + 37, 999, ${hash_seed})) / 4),
       CASE WHEN ORA_HASH(k * 64 + 38, 9, ${hash_seed}) = 0 THEN 1 + ORA_HASH(k * 64 + 39, 99, ${hash_seed}) END,
       1 + ORA_HASH(k * 64 + 40, ${warehouses_max}, ${hash_seed}),
       RTRIM(SUBSTR(${delivery_types}, ${delivery_types.width}
           * ORA_HASH(k * 64 + 41, ${delivery_types.max}, ${hash_seed}) + 1, ${delivery_types.width})),
       1 + ORA_HASH(k * 64 + 42, 9, ${hash_seed}),
       RTRIM(SUBSTR(${wait_options}, ${wait_options.width}
           * ORA_HASH(k * 64 + 43, ${wait_options.max}, ${hash_seed}) + 1, ${wait_options.width})),
       customer_id,
       RTRIM(SUBSTR(${customer_classes}, ${customer_classes.width}
           * ORA_HASH(customer_id * 64 + 63, ${customer_classes.max}, ${hash_seed}) + 1, ${customer_classes.width})),
       customer_id,
       customer_id
FROM (SELECT k, total_cents, ORA_HASH(k * 64 + 31, 9, ${hash_seed}) AS mode_pick,
             1 + ORA_HASH(k * 64 + 32, ${customers_max}, ${hash_seed}) AS customer_id
      FROM (SELECT k, SUM(price_cents * quantity) AS total_cents
-- lines: from here to the marked line the same text in orders.sql and order_items.sql
FROM (SELECT k, line_item_id, x, product_id, quantity,
             CAST(CASE WHEN product_id <= 500
                 THEN SUBSTR(${list_prices_1}, ${list_prices_1.width} * (product_id - 1) + 1, ${list_prices_1.width})
                 ELSE SUBSTR(${list_prices_2}, ${list_prices_2.width} * (product_id - 501) + 1, ${list_prices_2.width})
             END AS BIGINT) AS price_cents
FROM (SELECT o.k, l.n AS line_item_id, o.k * 8 + l.n AS x,
             1 + TRUNC((ORA_HASH((o.k * 8 + l.n) * 64 + 44, ${products_max}, ${hash_seed})
                 + ORA_HASH((o.k * 8 + l.n) * 64 + 45, ${products_max}, ${hash_seed})
                 + ORA_HASH((o.k * 8 + l.n) * 64 + 46, ${products_max}, ${hash_seed})
                 + ORA_HASH((o.k * 8 + l.n) * 64 + 47, ${products_max}, ${hash_seed})) / 4) AS product_id,
             1 + TRUNC(ORA_HASH((o.k * 8 + l.n) * 64 + 48, 9999, ${hash_seed})
                 * ORA_HASH((o.k * 8 + l.n) * 64 + 48, 9999, ${hash_seed}) / 10000000) AS quantity
FROM (SELECT k, CAST(CASE WHEN pos < 2048 THEN SUBSTR(${item_counts_1}, pos + 1, 1)
                               ELSE SUBSTR(${item_counts_2}, pos - 2047, 1) END AS BIGINT) AS items
FROM (SELECT k, MOD(MOD(k - 1, 4096) + CASE WHEN TRUNC((k - 1) / 4096) = ${item_last_block} THEN ${item_last_rotation}
                    ELSE ORA_HASH(TRUNC((k - 1) / 4096), 4095, ${hash_seed}) END, 4096) AS pos
FROM (SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k
      FROM (SELECT X AS n FROM SYSTEM_RANGE(1, LEAST(100000, ${to} - ${from} + 1))) lo,
           (SELECT X AS n FROM SYSTEM_RANGE(1, TRUNC((${to} - ${from}) / 100000) + 1)) hi)
WHERE k <= ${to})) o,
     (SELECT X AS n FROM SYSTEM_RANGE(1, 5)) l
WHERE l.n <= o.items))
-- end of lines
            GROUP BY k));
