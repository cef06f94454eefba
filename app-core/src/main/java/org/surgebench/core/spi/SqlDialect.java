package org.surgebench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;

/**
 * The SQL a workload writes that differs between databases, asked by what it is for rather than by the
 * database's name: one implementation per database, in its dialect package, found with
 * {@link java.util.ServiceLoader} ({@link SqlDialects}). Workloads reach it as {@link TxContext#sql()} and
 * {@link SchemaOptions#sql()}. Defaults are standard SQL; methods without one each database must answer.
 */
public interface SqlDialect {

    /** The short name, also the folder of the workloads' SQL resources: {@code h2}, {@code postgresql}, ... */
    String name();

    /** The product's name in sentences: H2, PostgreSQL, Oracle, MariaDB, MySQL. */
    String product();

    boolean has(Feature feature);

    /** What a failed statement means, from this database's codes. */
    SqlErrorKind classify(SQLException e);

    /**
     * Whether the database applies this storage option ({@code tablespace}, {@code partition}, {@code compress})
     * itself, through its session, rather than through the workload's SQL scripts: then the scripts need not
     * mention it (see {@code Dialect.prepareDdlSession}).
     */
    default boolean appliesItself(String storageOption) {
        return false;
    }

    /** A column name that is a reserved word on some databases ({@code condition}), quoted where it is one here. */
    default String column(String name) {
        return name;
    }

    /** The next value of a sequence, as a select-list expression. */
    default String nextValue(String sequence) {
        return "NEXT VALUE FOR " + sequence;
    }

    /**
     * Where the database has no sequences (MySQL): the INSERT that takes a sequence's next value, as the generated
     * key of the row it adds to the table standing for the sequence (read with
     * {@link java.sql.Statement#RETURN_GENERATED_KEYS}). Null where the database has sequences: then
     * {@link #nextValue} is the way.
     */
    default String nextValueInsert(String sequence) {
        return null;
    }

    /** What follows a SELECT of expressions only: {@code " FROM dual"} where FROM is required, else empty. */
    default String fromNoTable() {
        return "";
    }

    /** What ends a query to keep only its first {@code n} rows: standard SQL's row limiting clause. */
    default String firstRows(int n) {
        return " FETCH FIRST " + n + " ROWS ONLY";
    }

    /** A query of the whole numbers 1..n in one column named {@code column}. */
    String integers(int n, String column);

    /** How a common table expression is introduced ({@code name AS (...)}): PostgreSQL's keeps it materialized. */
    default String cteAs() {
        return " AS ";
    }

    /** {@code timestamp} minus {@code minutes} (an SQL expression of a number of minutes). */
    String minusMinutes(String timestamp, String minutes);

    /** The value of {@code expr} on the previous row in {@code orderBy} order, {@code fallback} on the first. */
    default String previousOr(String expr, String orderBy, String fallback) {
        return "LAG(" + expr + ", 1, " + fallback + ") OVER (ORDER BY " + orderBy + ")";
    }

    /** A number as grouped text, as the format mask (e.g. {@code 999,999,999,999}) shows it. */
    default String numberText(String expr, String mask) {
        return "TO_CHAR(" + expr + ", '" + mask + "')";
    }

    /** A window's ORDER BY a date and its frame of {@code days} days either side. */
    default String daysAround(String date, int days) {
        return "ORDER BY " + date + "\n           RANGE BETWEEN INTERVAL '" + days + "' DAY PRECEDING AND INTERVAL '"
                + days + "' DAY FOLLOWING";
    }

    /** The name of stored routine {@code name} of a workload's code {@code group}: {@code group_name}. */
    default String routine(String group, String name) {
        return group + "_" + name;
    }

    /** The names (lower case) of the sequences in the connection's schema. */
    Set<String> sequences(Connection c) throws SQLException;

    /** The value a sequence hands out next, read without taking it. */
    long peekNextValue(Connection c, String sequence) throws SQLException;

    /**
     * The query {@link #peekNextValue} runs where it is one query whose row holds the sequence's last value and
     * whether it was handed out (PostgreSQL's sequence relation), for code that cannot pass a JDBC connection (an
     * event-loop transaction); null elsewhere.
     */
    default String sequenceStateQuery(String sequence) {
        return null;
    }

    /**
     * The setting that sizes multiblock (read-ahead) reads of a table scan, for the io workload's
     * {@code multiblock} option; null where the database has none.
     */
    default String multiblockReadSetting(Connection c) throws SQLException {
        return null;
    }

    /** The statement that sets a setting for this session only. */
    default String setSession(String setting, long value) {
        return "SET " + setting + " = " + value;
    }

    /** A query of one row and column: the session's value of a setting. */
    String showSetting(String setting);

    /** A statement that times this session's block reads for the database's statistics; null where none. */
    default String timeReadsStatement() {
        return null;
    }

    /**
     * Transactions (commits and rollbacks) so far, of this database and of the whole server, as the database
     * counts them; null where it does not, -1 for this database's where the server counts only its own total.
     */
    default long[] transactionCounts(Connection c) throws SQLException {
        return null;
    }

    /**
     * The server's statement statistics, for {@code surge capture}; null where this database keeps none that
     * Surgebench reads.
     */
    default StatementStatistics statementStatistics() {
        return null;
    }
}
