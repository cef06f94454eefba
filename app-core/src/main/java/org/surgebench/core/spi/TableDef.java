package org.surgebench.core.spi;

import java.util.List;

/**
 * One table to load.
 *
 * @param name              table name as in the DDL
 * @param columns           column names in the order the generator writes them
 * @param keys              number of generator keys (1..keys); a key usually is one row, but a generator may
 *                          write several rows per key (order items per order)
 * @param rows              the number of rows expected after the load, for progress and checks
 * @param estimatedRowBytes average bytes per row on disk, for size estimates
 * @param generator         writes the rows of a key range
 */
public record TableDef(
        String name, List<String> columns, long keys, long rows, int estimatedRowBytes, RowGenerator generator) {

    public TableDef {
        columns = List.copyOf(columns);
    }
}
