package org.surgebench.workloads.file;

/**
 * A check {@code surge verify} runs: it holds when its query returns no rows (the rows it returns are the
 * violations).
 *
 * @param name what holds, in words ("every ticket's seat is sold")
 * @param sql  the query, common or per database
 */
public record VerifySpec(String name, SqlText sql) {}
