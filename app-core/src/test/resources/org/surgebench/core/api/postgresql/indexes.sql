ALTER TABLE counter_item ADD PRIMARY KEY (id);
CREATE INDEX counter_item_val ON counter_item (val);
