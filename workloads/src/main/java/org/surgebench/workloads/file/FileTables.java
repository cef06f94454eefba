package org.surgebench.workloads.file;

import java.util.Map;

/** The file's tables at one scale: how many rows each has, and the keys of their sequence columns. */
record FileTables(Map<String, TableSpec> tables, double scale) {

    /** Rows of a table at this scale: {@code rows} per unit of scale (at least 1 when above 0), or its fixed rows. */
    long rows(String table) {
        TableSpec t = tables.get(table);
        if (t.fixedRows() != null) {
            return t.fixedRows();
        }
        long perUnit = t.rows() == null ? 0 : t.rows();
        return perUnit == 0 ? 0 : Math.max(1, Math.round(perUnit * scale));
    }

    /**
     * The keys of {@code table.column}, a sequence column of a table of the file; an
     * {@link IllegalArgumentException} naming what is wrong otherwise.
     */
    TableKeys keys(String reference) {
        int dot = reference == null ? -1 : reference.indexOf('.');
        if (dot < 0) {
            throw new IllegalArgumentException("'" + reference + "' is not table.column");
        }
        String table = reference.substring(0, dot);
        String column = reference.substring(dot + 1);
        TableSpec t = tables.get(table);
        if (t == null) {
            String nearest = org.surgebench.core.spi.OptionCheck.nearest(table, tables.keySet());
            throw new IllegalArgumentException("the file declares no table " + table
                    + (nearest == null ? "" : " (did you mean '" + nearest + "'?)"));
        }
        if (!(t.columns().get(column) instanceof ValueSpec.Sequence s)) {
            throw new IllegalArgumentException(
                    reference + " is not a sequence column: a reference draws keys of a column declared {sequence: 1}");
        }
        return new TableKeys(rows(table), s.sequence() == null ? 1 : s.sequence(), s.step() == null ? 1 : s.step());
    }
}
