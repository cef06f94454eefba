-- Swingbench's Calling Circle tables on InnoDB, primary keys declared here (InnoDB stores a table in its primary
-- key); the secondary indexes come after the load (indexes.sql). Oracle's DATE is DATETIME(3).
CREATE TABLE dialcodes (
  dcid INT NOT NULL,
  dcvalidfrom DATETIME(3) NOT NULL,
  dcvalidto DATETIME(3) NOT NULL,
  dctype VARCHAR(8) NOT NULL,
  dcvalue VARCHAR(8) NOT NULL,
  dctext VARCHAR(32) NOT NULL,
  dcidparent INT,
  CONSTRAINT dc_pk PRIMARY KEY (dcid, dcvalidto)) ENGINE = InnoDB;
CREATE TABLE callpackages (
  cpid INT NOT NULL,
  cpvalidfrom DATETIME(3) NOT NULL,
  cpvalidto DATETIME(3) NOT NULL,
  cpname VARCHAR(32) NOT NULL,
  cpplsql VARCHAR(32) NOT NULL,
  CONSTRAINT cp_pk PRIMARY KEY (cpid, cpvalidto)) ENGINE = InnoDB;
CREATE TABLE packageslots (
  cpid INT NOT NULL,
  psid INT NOT NULL,
  CONSTRAINT ps_pk PRIMARY KEY (cpid, psid)) ENGINE = InnoDB;
CREATE TABLE custaccounts (
  caid BIGINT NOT NULL,
  cavalidfrom DATETIME(3) NOT NULL,
  cavalidto DATETIME(3) NOT NULL,
  caname VARCHAR(32) NOT NULL,
  capin VARCHAR(32) NOT NULL,
  calastlogin DATETIME(3) NOT NULL,
  cafailedlogins INT NOT NULL,
  calastfailedlogin DATETIME(3) NOT NULL,
  CONSTRAINT ca_pk PRIMARY KEY (caid, cavalidto)) ENGINE = InnoDB;
CREATE TABLE custclis (
  ccid BIGINT NOT NULL,
  ccvalidfrom DATETIME(3) NOT NULL,
  ccvalidto DATETIME(3) NOT NULL,
  dcid INT NOT NULL,
  cccli VARCHAR(32) NOT NULL,
  ccupdates INT NOT NULL,
  ccupdatesallowed INT NOT NULL,
  cpid INT NOT NULL,
  caid BIGINT NOT NULL,
  CONSTRAINT cc_pk PRIMARY KEY (ccid, ccvalidto)) ENGINE = InnoDB;
CREATE TABLE packageclis (
  ccid BIGINT NOT NULL,
  psid INT NOT NULL,
  pcvalidfrom DATETIME(3) NOT NULL,
  pcvalidto DATETIME(3) NOT NULL,
  dcid INT NOT NULL,
  pccli VARCHAR(32) NOT NULL,
  CONSTRAINT pc_pk PRIMARY KEY (ccid, psid, pcvalidto)) ENGINE = InnoDB;
CREATE TABLE cc_params (
  param_name VARCHAR(50) NOT NULL PRIMARY KEY,
  param_value VARCHAR(50) NOT NULL) ENGINE = InnoDB;
CREATE SEQUENCE caseq START WITH ${next_id};
CREATE SEQUENCE ccseq START WITH ${next_id};
