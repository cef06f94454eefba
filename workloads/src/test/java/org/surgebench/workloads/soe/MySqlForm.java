package org.surgebench.workloads.soe;

/**
 * The workloads' MySQL forms run on MariaDB, as no MySQL 8 server can be installed on the machines the tests run on
 * (docs/mariadb.md): a {@code jdbc:mysql:} URL (MySQL's Connector/J, {@code MySqlDialect}, the {@code mysql/} SQL
 * folders) whose sessions take MySQL 8.4's default SQL mode, so that what MySQL refuses by mode (a GROUP BY that
 * does not name every column it selects, zero dates) is refused here too. Stored routines keep the mode they were
 * created in: generate's sessions have it as well.
 */
public final class MySqlForm {
    /** MySQL 8.4's default sql_mode (MariaDB 10.11's lacks ONLY_FULL_GROUP_BY, NO_ZERO_IN_DATE, NO_ZERO_DATE). */
    public static final String SQL_MODE = "ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,"
            + "ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION";

    private MySqlForm() {}

    /** The URL of a database on a MariaDB server of 127.0.0.1 at {@code port}, through MySQL's Connector/J. */
    public static String url(int port, String database) {
        return "jdbc:mysql://127.0.0.1:" + port + "/" + database + "?sessionVariables=sql_mode='" + SQL_MODE + "'";
    }
}
