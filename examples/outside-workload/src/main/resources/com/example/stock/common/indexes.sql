-- After the load, each statement on its own (they may run in parallel).
ALTER TABLE stock_item ADD PRIMARY KEY (item_id);
CREATE INDEX stock_move_item ON stock_move (item_id);
