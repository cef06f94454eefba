-- Swingbench's unique indexes (CreInds), as primary keys where Swingbench has a _PK index.
ALTER TABLE dialcodes ADD CONSTRAINT dc_pk PRIMARY KEY (dcid, dcvalidto);
CREATE UNIQUE INDEX dc_u1 ON dialcodes (dctype, dcvalue, dcvalidto);
CREATE INDEX dc_n1 ON dialcodes (dcidparent);
ALTER TABLE callpackages ADD CONSTRAINT cp_pk PRIMARY KEY (cpid, cpvalidto);
ALTER TABLE packageslots ADD CONSTRAINT ps_pk PRIMARY KEY (cpid, psid);
ALTER TABLE custaccounts ADD CONSTRAINT ca_pk PRIMARY KEY (caid, cavalidto);
CREATE UNIQUE INDEX ca_u1 ON custaccounts (caname, cavalidto);
ALTER TABLE custclis ADD CONSTRAINT cc_pk PRIMARY KEY (ccid, ccvalidto);
CREATE UNIQUE INDEX cc_u1 ON custclis (caid, dcid, cccli, ccvalidto);
ALTER TABLE packageclis ADD CONSTRAINT pc_pk PRIMARY KEY (ccid, psid, pcvalidto);
ALTER TABLE cc_params ADD CONSTRAINT cc_params_pk PRIMARY KEY (param_name);
