-- The eight TPC-H tables (clause 1.4) for Oracle (not run by Surgebench's tests against an Oracle server; the
-- shape is checked on H2 in Oracle mode). Options: tablespace=NAME; partition=true range-partitions ORDERS by
-- O_ORDERDATE and LINEITEM by L_SHIPDATE per year, with interval partitioning for later years.
CREATE TABLE region (r_regionkey NUMBER(10) NOT NULL, r_name CHAR(25) NOT NULL, r_comment VARCHAR2(152))
--if:tablespace   TABLESPACE ${tablespace}
;
CREATE TABLE nation (n_nationkey NUMBER(10) NOT NULL, n_name CHAR(25) NOT NULL, n_regionkey NUMBER(10) NOT NULL,
    n_comment VARCHAR2(152))
--if:tablespace   TABLESPACE ${tablespace}
;
CREATE TABLE supplier (s_suppkey NUMBER(10) NOT NULL, s_name CHAR(25) NOT NULL, s_address VARCHAR2(40) NOT NULL,
    s_nationkey NUMBER(10) NOT NULL, s_phone CHAR(15) NOT NULL, s_acctbal NUMBER(15, 2) NOT NULL,
    s_comment VARCHAR2(101) NOT NULL)
--if:tablespace   TABLESPACE ${tablespace}
;
CREATE TABLE part (p_partkey NUMBER(10) NOT NULL, p_name VARCHAR2(55) NOT NULL, p_mfgr CHAR(25) NOT NULL,
    p_brand CHAR(10) NOT NULL, p_type VARCHAR2(25) NOT NULL, p_size NUMBER(10) NOT NULL,
    p_container VARCHAR2(10) NOT NULL, p_retailprice NUMBER(15, 2) NOT NULL, p_comment VARCHAR2(23) NOT NULL)
--if:tablespace   TABLESPACE ${tablespace}
;
CREATE TABLE partsupp (ps_partkey NUMBER(10) NOT NULL, ps_suppkey NUMBER(10) NOT NULL,
    ps_availqty NUMBER(10) NOT NULL, ps_supplycost NUMBER(15, 2) NOT NULL, ps_comment VARCHAR2(199) NOT NULL)
--if:tablespace   TABLESPACE ${tablespace}
;
CREATE TABLE customer (c_custkey NUMBER(10) NOT NULL, c_name VARCHAR2(25) NOT NULL,
    c_address VARCHAR2(40) NOT NULL, c_nationkey NUMBER(10) NOT NULL, c_phone CHAR(15) NOT NULL,
    c_acctbal NUMBER(15, 2) NOT NULL, c_mktsegment CHAR(10) NOT NULL, c_comment VARCHAR2(117) NOT NULL)
--if:tablespace   TABLESPACE ${tablespace}
;
CREATE TABLE orders (o_orderkey NUMBER(19) NOT NULL, o_custkey NUMBER(10) NOT NULL, o_orderstatus CHAR(1) NOT NULL,
    o_totalprice NUMBER(15, 2) NOT NULL, o_orderdate DATE NOT NULL, o_orderpriority CHAR(15) NOT NULL,
    o_clerk CHAR(15) NOT NULL, o_shippriority NUMBER(10) NOT NULL, o_comment VARCHAR2(79) NOT NULL)
--if:tablespace   TABLESPACE ${tablespace}
--if:partition   PARTITION BY RANGE (o_orderdate) INTERVAL (NUMTOYMINTERVAL(1, 'YEAR'))
--if:partition   (PARTITION orders_1992 VALUES LESS THAN (DATE '1993-01-01'))
;
CREATE TABLE lineitem (l_orderkey NUMBER(19) NOT NULL, l_partkey NUMBER(10) NOT NULL, l_suppkey NUMBER(10) NOT NULL,
    l_linenumber NUMBER(10) NOT NULL, l_quantity NUMBER(15, 2) NOT NULL, l_extendedprice NUMBER(15, 2) NOT NULL,
    l_discount NUMBER(15, 2) NOT NULL, l_tax NUMBER(15, 2) NOT NULL, l_returnflag CHAR(1) NOT NULL,
    l_linestatus CHAR(1) NOT NULL, l_shipdate DATE NOT NULL, l_commitdate DATE NOT NULL,
    l_receiptdate DATE NOT NULL, l_shipinstruct CHAR(25) NOT NULL, l_shipmode VARCHAR2(10) NOT NULL,
    l_comment VARCHAR2(44) NOT NULL)
--if:tablespace   TABLESPACE ${tablespace}
--if:partition   PARTITION BY RANGE (l_shipdate) INTERVAL (NUMTOYMINTERVAL(1, 'YEAR'))
--if:partition   (PARTITION lineitem_1992 VALUES LESS THAN (DATE '1993-01-01'))
;
-- Where Swingbench's TPC-H-like transactions take their keys (docs/tpch.md): after the load's orders and customers.
CREATE SEQUENCE orders_seq START WITH ${next_order};
CREATE SEQUENCE customer_seq START WITH ${next_customer};
