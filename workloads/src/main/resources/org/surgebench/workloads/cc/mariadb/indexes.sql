CREATE UNIQUE INDEX dc_u1 ON dialcodes (dctype, dcvalue, dcvalidto);
CREATE INDEX dc_n1 ON dialcodes (dcidparent);
CREATE UNIQUE INDEX ca_u1 ON custaccounts (caname, cavalidto);
CREATE UNIQUE INDEX cc_u1 ON custclis (caid, dcid, cccli, ccvalidto);
