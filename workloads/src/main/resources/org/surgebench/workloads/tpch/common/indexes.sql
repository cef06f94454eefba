-- Primary keys (clause 1.4.2) and an index per foreign key the queries join by (clause 1.5.4 allows them).
ALTER TABLE region ADD PRIMARY KEY (r_regionkey);
ALTER TABLE nation ADD PRIMARY KEY (n_nationkey);
ALTER TABLE supplier ADD PRIMARY KEY (s_suppkey);
ALTER TABLE part ADD PRIMARY KEY (p_partkey);
ALTER TABLE partsupp ADD PRIMARY KEY (ps_partkey, ps_suppkey);
ALTER TABLE customer ADD PRIMARY KEY (c_custkey);
ALTER TABLE orders ADD PRIMARY KEY (o_orderkey);
ALTER TABLE lineitem ADD PRIMARY KEY (l_orderkey, l_linenumber);
CREATE INDEX tpch_nation_region ON nation (n_regionkey);
CREATE INDEX tpch_supplier_nation ON supplier (s_nationkey);
CREATE INDEX tpch_partsupp_supplier ON partsupp (ps_suppkey);
CREATE INDEX tpch_customer_nation ON customer (c_nationkey);
CREATE INDEX tpch_orders_customer ON orders (o_custkey);
CREATE INDEX tpch_lineitem_part_supplier ON lineitem (l_partkey, l_suppkey);
