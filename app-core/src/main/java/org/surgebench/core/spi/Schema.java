package org.surgebench.core.spi;

import java.util.List;

/**
 * A workload's schema for one dialect and scale.
 *
 * @param tables       tables in load order, each with its row count and generator
 * @param createSql    statements that create tables, sequences and views, run in order before the load
 * @param postLoadSql  statements run after the load (indexes, constraints); independent ones may run in parallel
 * @param finishSql    statements run last, in order (sequence restarts, metadata rows, statistics)
 * @param codeSql      statements that install the workload's stored code (functions, packages) after the finish;
 *                     {@code surge generate --only-code} runs just these against an existing schema; may be empty
 *
 * <p>There are no drop statements: Surgebench drops only the tables, views and sequences that
 * {@link #objects()} names and that its registry records as created by the workload (see
 * {@code Ownership}), with statements the dialect makes. Stored code is installed with CREATE OR REPLACE; a
 * drop of a workload whose generation installed it drops what these statements create where the dialect can
 * find it (the functions and procedures of that name on PostgreSQL).
 */
public record Schema(
        List<TableDef> tables,
        List<String> createSql,
        List<String> postLoadSql,
        List<String> finishSql,
        List<String> codeSql) {

    public Schema {
        tables = List.copyOf(tables);
        createSql = List.copyOf(createSql);
        postLoadSql = List.copyOf(postLoadSql);
        finishSql = List.copyOf(finishSql);
        codeSql = List.copyOf(codeSql);
    }

    /** A schema without stored code. */
    public Schema(List<TableDef> tables, List<String> createSql, List<String> postLoadSql, List<String> finishSql) {
        this(tables, createSql, postLoadSql, finishSql, List.of());
    }

    /** The tables, views and sequences the create statements make: what generation records as the workload's. */
    public List<SchemaObject> objects() {
        return SchemaObject.createdBy(createSql);
    }

    public long totalRows() {
        return tables.stream().mapToLong(TableDef::rows).sum();
    }

    public long estimatedBytes() {
        return tables.stream().mapToLong(t -> t.rows() * t.estimatedRowBytes()).sum();
    }
}
