-- TPC-C's nine tables (clause 1.3) in Oracle types, with the specification's column sizes; the column lists are
-- TpccTables'. Keys and indexes come after the load (indexes.sql, finish.sql). Counters the run increments
-- (payment, delivery, order and remote counts, S_YTD) are NUMBER(10), wider than the specification's
-- four digits, so a long run on few warehouses never overflows them. Dates are DATE (date and time to the
-- second).
-- Options:
--   tablespace=NAME  tables and indexes in that tablespace
--   partition=true   hash partitions by warehouse (partitions=N, default 32) for the tables that grow with it
--   compress=true    ROW STORE COMPRESS BASIC for ITEM and HISTORY, the two tables no transaction updates
-- Every Payment updates its warehouse row and a district row, every New-Order a district row: those blocks keep
-- few rows and room for many concurrent transactions (PCTFREE, INITRANS), as tpcb's branches do.
CREATE TABLE warehouse (
    w_id        NUMBER(10) NOT NULL,
    w_name      VARCHAR2(10),
    w_street_1  VARCHAR2(20),
    w_street_2  VARCHAR2(20),
    w_city      VARCHAR2(20),
    w_state     CHAR(2),
    w_zip       CHAR(9),
    w_tax       NUMBER(4,4),
    w_ytd       NUMBER(12,2))
  PCTFREE 90 INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
;
CREATE TABLE district (
    d_id        NUMBER(2) NOT NULL,
    d_w_id      NUMBER(10) NOT NULL,
    d_name      VARCHAR2(10),
    d_street_1  VARCHAR2(20),
    d_street_2  VARCHAR2(20),
    d_city      VARCHAR2(20),
    d_state     CHAR(2),
    d_zip       CHAR(9),
    d_tax       NUMBER(4,4),
    d_ytd       NUMBER(12,2),
    d_next_o_id NUMBER(10))
  PCTFREE 90 INITRANS 16
--if:tablespace TABLESPACE ${tablespace}
;
-- C_DATA grows by a bad-credit customer's payments: room in the block for it.
CREATE TABLE customer (
    c_id           NUMBER(5) NOT NULL,
    c_d_id         NUMBER(2) NOT NULL,
    c_w_id         NUMBER(10) NOT NULL,
    c_first        VARCHAR2(16),
    c_middle       CHAR(2),
    c_last         VARCHAR2(16),
    c_street_1     VARCHAR2(20),
    c_street_2     VARCHAR2(20),
    c_city         VARCHAR2(20),
    c_state        CHAR(2),
    c_zip          CHAR(9),
    c_phone        CHAR(16),
    c_since        DATE,
    c_credit       CHAR(2),
    c_credit_lim   NUMBER(12,2),
    c_discount     NUMBER(4,4),
    c_balance      NUMBER(12,2),
    c_ytd_payment  NUMBER(12,2),
    c_payment_cnt  NUMBER(10),
    c_delivery_cnt NUMBER(10),
    c_data         VARCHAR2(500))
  PCTFREE 20 INITRANS 8
--if:tablespace TABLESPACE ${tablespace}
--if:partition PARTITION BY HASH (c_w_id) PARTITIONS ${partitions}
;
-- HISTORY has no key in TPC-C.
CREATE TABLE history (
    h_c_id    NUMBER(5),
    h_c_d_id  NUMBER(2),
    h_c_w_id  NUMBER(10),
    h_d_id    NUMBER(2),
    h_w_id    NUMBER(10),
    h_date    DATE,
    h_amount  NUMBER(6,2),
    h_data    VARCHAR2(24))
  INITRANS 8
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
--if:partition PARTITION BY HASH (h_w_id) PARTITIONS ${partitions}
;
CREATE TABLE orders (
    o_id         NUMBER(10) NOT NULL,
    o_d_id       NUMBER(2) NOT NULL,
    o_w_id       NUMBER(10) NOT NULL,
    o_c_id       NUMBER(5),
    o_entry_d    DATE,
    o_carrier_id NUMBER(2),
    o_ol_cnt     NUMBER(2),
    o_all_local  NUMBER(1))
  INITRANS 8
--if:tablespace TABLESPACE ${tablespace}
--if:partition PARTITION BY HASH (o_w_id) PARTITIONS ${partitions}
;
CREATE TABLE new_order (
    no_o_id  NUMBER(10) NOT NULL,
    no_d_id  NUMBER(2) NOT NULL,
    no_w_id  NUMBER(10) NOT NULL)
  INITRANS 8
--if:tablespace TABLESPACE ${tablespace}
--if:partition PARTITION BY HASH (no_w_id) PARTITIONS ${partitions}
;
CREATE TABLE order_line (
    ol_o_id        NUMBER(10) NOT NULL,
    ol_d_id        NUMBER(2) NOT NULL,
    ol_w_id        NUMBER(10) NOT NULL,
    ol_number      NUMBER(2) NOT NULL,
    ol_i_id        NUMBER(6),
    ol_supply_w_id NUMBER(10),
    ol_delivery_d  DATE,
    ol_quantity    NUMBER(2),
    ol_amount      NUMBER(6,2),
    ol_dist_info   CHAR(24))
  INITRANS 8
--if:tablespace TABLESPACE ${tablespace}
--if:partition PARTITION BY HASH (ol_w_id) PARTITIONS ${partitions}
;
CREATE TABLE item (
    i_id     NUMBER(6) NOT NULL,
    i_im_id  NUMBER(6),
    i_name   VARCHAR2(24),
    i_price  NUMBER(5,2),
    i_data   VARCHAR2(50))
--if:tablespace TABLESPACE ${tablespace}
--if:compress ROW STORE COMPRESS BASIC
;
CREATE TABLE stock (
    s_i_id       NUMBER(6) NOT NULL,
    s_w_id       NUMBER(10) NOT NULL,
    s_quantity   NUMBER(4),
    s_dist_01    CHAR(24),
    s_dist_02    CHAR(24),
    s_dist_03    CHAR(24),
    s_dist_04    CHAR(24),
    s_dist_05    CHAR(24),
    s_dist_06    CHAR(24),
    s_dist_07    CHAR(24),
    s_dist_08    CHAR(24),
    s_dist_09    CHAR(24),
    s_dist_10    CHAR(24),
    s_ytd        NUMBER(10),
    s_order_cnt  NUMBER(10),
    s_remote_cnt NUMBER(10),
    s_data       VARCHAR2(50))
  INITRANS 8
--if:tablespace TABLESPACE ${tablespace}
--if:partition PARTITION BY HASH (s_w_id) PARTITIONS ${partitions}
;
