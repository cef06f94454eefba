SELECT l_shipmode,
    SUM(CASE WHEN o_orderpriority = '1-URGENT' OR o_orderpriority = '2-HIGH' THEN 1 ELSE 0 END) AS high_line_count,
    SUM(CASE WHEN o_orderpriority <> '1-URGENT' AND o_orderpriority <> '2-HIGH' THEN 1 ELSE 0 END)
        AS low_line_count
FROM orders, lineitem
WHERE o_orderkey = l_orderkey AND l_shipmode IN ('{mode1}', '{mode2}') AND l_commitdate < l_receiptdate
    AND l_shipdate < l_commitdate AND l_receiptdate >= DATE '{date}' AND l_receiptdate < DATE '{end}'
GROUP BY l_shipmode
ORDER BY l_shipmode
