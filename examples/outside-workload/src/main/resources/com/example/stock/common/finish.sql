-- In order, after the indexes.
ALTER TABLE stock_move ADD CONSTRAINT stock_move_item_fk FOREIGN KEY (item_id) REFERENCES stock_item (item_id);
