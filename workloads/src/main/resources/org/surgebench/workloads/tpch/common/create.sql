-- The eight TPC-H tables (clause 1.4) with the specification's column types: identifiers as integers (order keys
-- as BIGINT, since they pass 2^31 above SF 300), money and quantities as DECIMAL(15,2). Fixed text longer than
-- one character is VARCHAR of the specification's size: on H2 comparisons of CHAR(n) values with literals went
-- wrong (Q12 counted no urgent orders there); the values have no trailing blanks, so answers are the same.
-- Keys are added after the load (indexes.sql).
CREATE TABLE region (r_regionkey INTEGER NOT NULL, r_name VARCHAR(25) NOT NULL, r_comment VARCHAR(152));
CREATE TABLE nation (n_nationkey INTEGER NOT NULL, n_name VARCHAR(25) NOT NULL, n_regionkey INTEGER NOT NULL,
    n_comment VARCHAR(152));
CREATE TABLE supplier (s_suppkey INTEGER NOT NULL, s_name VARCHAR(25) NOT NULL, s_address VARCHAR(40) NOT NULL,
    s_nationkey INTEGER NOT NULL, s_phone VARCHAR(15) NOT NULL, s_acctbal DECIMAL(15, 2) NOT NULL,
    s_comment VARCHAR(101) NOT NULL);
CREATE TABLE part (p_partkey INTEGER NOT NULL, p_name VARCHAR(55) NOT NULL, p_mfgr VARCHAR(25) NOT NULL,
    p_brand VARCHAR(10) NOT NULL, p_type VARCHAR(25) NOT NULL, p_size INTEGER NOT NULL, p_container VARCHAR(10) NOT NULL,
    p_retailprice DECIMAL(15, 2) NOT NULL, p_comment VARCHAR(23) NOT NULL);
CREATE TABLE partsupp (ps_partkey INTEGER NOT NULL, ps_suppkey INTEGER NOT NULL, ps_availqty INTEGER NOT NULL,
    ps_supplycost DECIMAL(15, 2) NOT NULL, ps_comment VARCHAR(199) NOT NULL);
CREATE TABLE customer (c_custkey INTEGER NOT NULL, c_name VARCHAR(25) NOT NULL, c_address VARCHAR(40) NOT NULL,
    c_nationkey INTEGER NOT NULL, c_phone VARCHAR(15) NOT NULL, c_acctbal DECIMAL(15, 2) NOT NULL,
    c_mktsegment VARCHAR(10) NOT NULL, c_comment VARCHAR(117) NOT NULL);
CREATE TABLE orders (o_orderkey BIGINT NOT NULL, o_custkey INTEGER NOT NULL, o_orderstatus CHAR(1) NOT NULL,
    o_totalprice DECIMAL(15, 2) NOT NULL, o_orderdate DATE NOT NULL, o_orderpriority VARCHAR(15) NOT NULL,
    o_clerk VARCHAR(15) NOT NULL, o_shippriority INTEGER NOT NULL, o_comment VARCHAR(79) NOT NULL);
CREATE TABLE lineitem (l_orderkey BIGINT NOT NULL, l_partkey INTEGER NOT NULL, l_suppkey INTEGER NOT NULL,
    l_linenumber INTEGER NOT NULL, l_quantity DECIMAL(15, 2) NOT NULL, l_extendedprice DECIMAL(15, 2) NOT NULL,
    l_discount DECIMAL(15, 2) NOT NULL, l_tax DECIMAL(15, 2) NOT NULL, l_returnflag CHAR(1) NOT NULL,
    l_linestatus CHAR(1) NOT NULL, l_shipdate DATE NOT NULL, l_commitdate DATE NOT NULL,
    l_receiptdate DATE NOT NULL, l_shipinstruct VARCHAR(25) NOT NULL, l_shipmode VARCHAR(10) NOT NULL,
    l_comment VARCHAR(44) NOT NULL);
-- Where Swingbench's TPC-H-like transactions take their keys (its ORDERS_SEQ and CUSTOMER_SEQ): New Order after
-- the load's last block of 32 order keys (the load's and RF1's keys stay theirs), New Customer after the load's.
CREATE SEQUENCE orders_seq START WITH ${next_order};
CREATE SEQUENCE customer_seq START WITH ${next_customer};
