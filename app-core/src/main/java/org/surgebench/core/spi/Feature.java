package org.surgebench.core.spi;

/**
 * What a database can do that a workload chooses by ({@link SqlDialect#has}): asked instead of the database's
 * name, so a new database answers these and no workload changes. Whether a workload has stored code or
 * server-side generation SQL for a database is answered by its SQL resources ({@code <dialect>/code.sql},
 * {@code <dialect>/server-side/}), partitioning by its scripts' {@code --if:partition} lines.
 */
public enum Feature {
    /** Stored procedures and functions that a workload may install and call. */
    STORED_PROCEDURES,
    /** Stored code may commit (Oracle's PL/SQL); PostgreSQL's functions run inside the caller's transaction. */
    COMMIT_IN_STORED_CODE,
    /** Indexes on expressions such as {@code lower(name)}. */
    EXPRESSION_INDEXES,
    /** {@code GROUP BY CUBE (...)} and {@code ROLLUP (...)}. */
    GROUPING_SETS,
    /** Oracle's partitioned outer join ({@code ... PARTITION BY (col) RIGHT OUTER JOIN ...}) for dense data. */
    PARTITIONED_OUTER_JOIN
}
