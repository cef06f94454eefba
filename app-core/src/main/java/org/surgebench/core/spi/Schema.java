package org.surgebench.core.spi;

import java.util.List;

/**
 * A workload's schema for one dialect and scale.
 *
 * @param tables       tables in load order, each with its row count and generator
 * @param createSql    statements that create tables, sequences and views, run in order before the load
 * @param postLoadSql  statements run after the load (indexes, constraints); independent ones may run in parallel
 * @param finishSql    statements run last, in order (sequence restarts, metadata rows, statistics)
 *
 * <p>There are no drop statements: Surgebench drops only the tables, views and sequences that
 * {@link #objects()} names and that its registry records as created by the workload (see
 * {@code Ownership}), with statements the dialect makes.
 */
public record Schema(List<TableDef> tables, List<String> createSql, List<String> postLoadSql,
                     List<String> finishSql) {

    public Schema {
        tables = List.copyOf(tables);
        createSql = List.copyOf(createSql);
        postLoadSql = List.copyOf(postLoadSql);
        finishSql = List.copyOf(finishSql);
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
