package org.surgebench.core.spi;

/**
 * One statement as the server's statement statistics count it ({@link StatementStatistics}): its normalized text
 * (placeholders where the client sent values: {@code $1} on PostgreSQL, {@code ?} on MariaDB, {@code :1} or
 * {@code :name} on Oracle), how often it ran and for how long in all.
 *
 * @param id     the server's identity of the statement (queryid, digest, SQL_ID), so two readings can be subtracted
 * @param text   its text as the server keeps it
 * @param calls  executions counted
 * @param millis total execution time in milliseconds
 */
public record CountedStatement(String id, String text, long calls, double millis) {

    /** What ran between an earlier reading of the same statement and this one. */
    public CountedStatement since(CountedStatement earlier) {
        return new CountedStatement(id, text, calls - earlier.calls, millis - earlier.millis);
    }
}
