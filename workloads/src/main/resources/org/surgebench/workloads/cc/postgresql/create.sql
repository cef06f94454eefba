-- Swingbench's Calling Circle tables (its CreTabs script's names, columns and types; Oracle's DATE as a
-- timestamp), the two key sequences starting after the generated rows, and cc_params. Keys after the load.
CREATE TABLE dialcodes (
  dcid INTEGER NOT NULL,
  dcvalidfrom TIMESTAMP NOT NULL,
  dcvalidto TIMESTAMP NOT NULL,
  dctype VARCHAR(8) NOT NULL,
  dcvalue VARCHAR(8) NOT NULL,
  dctext VARCHAR(32) NOT NULL,
  dcidparent INTEGER);
CREATE TABLE callpackages (
  cpid INTEGER NOT NULL,
  cpvalidfrom TIMESTAMP NOT NULL,
  cpvalidto TIMESTAMP NOT NULL,
  cpname VARCHAR(32) NOT NULL,
  cpplsql VARCHAR(32) NOT NULL);
CREATE TABLE packageslots (
  cpid INTEGER NOT NULL,
  psid INTEGER NOT NULL);
CREATE TABLE custaccounts (
  caid BIGINT NOT NULL,
  cavalidfrom TIMESTAMP NOT NULL,
  cavalidto TIMESTAMP NOT NULL,
  caname VARCHAR(32) NOT NULL,
  capin VARCHAR(32) NOT NULL,
  calastlogin TIMESTAMP NOT NULL,
  cafailedlogins INTEGER NOT NULL,
  calastfailedlogin TIMESTAMP NOT NULL) WITH (fillfactor = 80);
CREATE TABLE custclis (
  ccid BIGINT NOT NULL,
  ccvalidfrom TIMESTAMP NOT NULL,
  ccvalidto TIMESTAMP NOT NULL,
  dcid INTEGER NOT NULL,
  cccli VARCHAR(32) NOT NULL,
  ccupdates INTEGER NOT NULL,
  ccupdatesallowed INTEGER NOT NULL,
  cpid INTEGER NOT NULL,
  caid BIGINT NOT NULL) WITH (fillfactor = 80);
CREATE TABLE packageclis (
  ccid BIGINT NOT NULL,
  psid INTEGER NOT NULL,
  pcvalidfrom TIMESTAMP NOT NULL,
  pcvalidto TIMESTAMP NOT NULL,
  dcid INTEGER NOT NULL,
  pccli VARCHAR(32) NOT NULL) WITH (fillfactor = 60);
CREATE TABLE cc_params (
  param_name VARCHAR(50) NOT NULL,
  param_value VARCHAR(50) NOT NULL);
CREATE SEQUENCE caseq START WITH ${next_id};
CREATE SEQUENCE ccseq START WITH ${next_id};
