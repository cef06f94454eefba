-- The tables both databases share.
CREATE TABLE shared_t (id INT)
--if:innodb ENGINE = InnoDB
--if:tablespace TABLESPACE ${tablespace}
;
