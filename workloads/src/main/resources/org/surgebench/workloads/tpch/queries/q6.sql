SELECT SUM(l_extendedprice * l_discount) AS revenue
FROM lineitem
WHERE l_shipdate >= DATE '{date}' AND l_shipdate < DATE '{end}'
    AND l_discount BETWEEN {discountLow} AND {discountHigh} AND l_quantity < {quantity}
