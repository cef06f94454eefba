DROP TABLE IF EXISTS counter_item;
