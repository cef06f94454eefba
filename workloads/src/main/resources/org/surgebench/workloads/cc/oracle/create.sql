-- Swingbench's Calling Circle tables in its own Oracle types, but for its DATE: TIMESTAMP(3), so that two changes
-- of one slot within a second keep distinct history rows. Sequences after the generated rows; keys after the load.
CREATE TABLE dialcodes (
  dcid NUMBER(9) NOT NULL,
  dcvalidfrom TIMESTAMP(3) NOT NULL,
  dcvalidto TIMESTAMP(3) NOT NULL,
  dctype VARCHAR2(8) NOT NULL,
  dcvalue VARCHAR2(8) NOT NULL,
  dctext VARCHAR2(32) NOT NULL,
  dcidparent NUMBER(9));
CREATE TABLE callpackages (
  cpid NUMBER(9) NOT NULL,
  cpvalidfrom TIMESTAMP(3) NOT NULL,
  cpvalidto TIMESTAMP(3) NOT NULL,
  cpname VARCHAR2(32) NOT NULL,
  cpplsql VARCHAR2(32) NOT NULL);
CREATE TABLE packageslots (
  cpid NUMBER(9) NOT NULL,
  psid NUMBER(9) NOT NULL);
CREATE TABLE custaccounts (
  caid NUMBER(18) NOT NULL,
  cavalidfrom TIMESTAMP(3) NOT NULL,
  cavalidto TIMESTAMP(3) NOT NULL,
  caname VARCHAR2(32) NOT NULL,
  capin VARCHAR2(32) NOT NULL,
  calastlogin TIMESTAMP(3) NOT NULL,
  cafailedlogins NUMBER(9) NOT NULL,
  calastfailedlogin TIMESTAMP(3) NOT NULL) PCTFREE 20;
CREATE TABLE custclis (
  ccid NUMBER(18) NOT NULL,
  ccvalidfrom TIMESTAMP(3) NOT NULL,
  ccvalidto TIMESTAMP(3) NOT NULL,
  dcid NUMBER(9) NOT NULL,
  cccli VARCHAR2(32) NOT NULL,
  ccupdates NUMBER(9) NOT NULL,
  ccupdatesallowed NUMBER(9) NOT NULL,
  cpid NUMBER(9) NOT NULL,
  caid NUMBER(18) NOT NULL) PCTFREE 20;
CREATE TABLE packageclis (
  ccid NUMBER(18) NOT NULL,
  psid NUMBER(9) NOT NULL,
  pcvalidfrom TIMESTAMP(3) NOT NULL,
  pcvalidto TIMESTAMP(3) NOT NULL,
  dcid NUMBER(9) NOT NULL,
  pccli VARCHAR2(32) NOT NULL) PCTFREE 20;
CREATE TABLE cc_params (
  param_name VARCHAR2(50) NOT NULL,
  param_value VARCHAR2(50) NOT NULL);
CREATE SEQUENCE caseq START WITH ${next_id};
CREATE SEQUENCE ccseq START WITH ${next_id};
