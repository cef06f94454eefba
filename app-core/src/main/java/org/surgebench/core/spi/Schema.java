package org.surgebench.core.spi;

import java.util.List;

/**
 * A workload's schema for one dialect and scale.
 *
 * @param tables       tables in load order, each with its row count and generator
 * @param createSql    statements that create tables, sequences and views, run in order before the load
 * @param postLoadSql  statements run after the load (indexes, constraints); independent ones may run in parallel
 * @param finishSql    statements run last, in order (sequence restarts, metadata rows, statistics)
 * @param dropSql      statements that drop every object; failures of single statements are ignored
 * @param codeSql      statements that install the workload's stored code (functions, packages) after the finish;
 *                     {@code surge generate --only-code} runs just these against an existing schema; may be empty
 */
public record Schema(List<TableDef> tables, List<String> createSql, List<String> postLoadSql,
                     List<String> finishSql, List<String> dropSql, List<String> codeSql) {

    public Schema {
        tables = List.copyOf(tables);
        createSql = List.copyOf(createSql);
        postLoadSql = List.copyOf(postLoadSql);
        finishSql = List.copyOf(finishSql);
        dropSql = List.copyOf(dropSql);
        codeSql = List.copyOf(codeSql);
    }

    /** A schema without stored code. */
    public Schema(List<TableDef> tables, List<String> createSql, List<String> postLoadSql, List<String> finishSql,
                  List<String> dropSql) {
        this(tables, createSql, postLoadSql, finishSql, dropSql, List.of());
    }

    public long totalRows() {
        return tables.stream().mapToLong(TableDef::rows).sum();
    }

    public long estimatedBytes() {
        return tables.stream().mapToLong(t -> t.rows() * t.estimatedRowBytes()).sum();
    }
}
