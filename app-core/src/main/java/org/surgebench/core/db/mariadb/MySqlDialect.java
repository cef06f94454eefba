package org.surgebench.core.db.mariadb;

import java.util.Properties;

/**
 * MySQL 8 through MySQL's Connector/J ({@code jdbc:mysql:} URLs): everything as for MariaDB, with Connector/J's
 * names for the same driver settings, and its own SQL folder ({@code mysql/}) where MySQL differs (it has no
 * sequences).
 */
public final class MySqlDialect extends MariaDbDialect {

    @Override
    public String name() {
        return "mysql";
    }

    @Override
    protected String product() {
        return "MySQL";
    }

    @Override
    public java.sql.Driver driver() {
        try {
            return new com.mysql.cj.jdbc.Driver();
        } catch (java.sql.SQLException e) {
            // Connector/J declares it; its constructor only registers the driver with DriverManager.
            throw new IllegalStateException("Cannot load MySQL Connector/J: " + e.getMessage(), e);
        }
    }

    @Override
    public boolean accepts(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:mysql:");
    }

    @Override
    public Properties defaultProperties() {
        Properties p = new Properties();
        p.setProperty("databaseTerm", "SCHEMA");
        p.setProperty("allowLoadLocalInfile", "true");
        p.setProperty("rewriteBatchedStatements", "true");
        // Client-side prepared statements, as for MariaDB: the digest summary counts them.
        p.setProperty("useServerPrepStmts", "false");
        p.setProperty("connectTimeout", "15000");
        p.setProperty("tcpKeepAlive", "true");
        // MySQL 8's default authentication (caching_sha2_password) needs the server's key on a plain connection.
        p.setProperty("allowPublicKeyRetrieval", "true");
        return p;
    }
}
