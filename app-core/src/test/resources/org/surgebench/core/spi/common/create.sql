-- The tables both databases share.
CREATE TABLE shared_t (id INT)
--if:tablespace TABLESPACE ${tablespace}
;
