package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.testdata.LocalPostgres;

/** The hand-checked query results on the local PostgreSQL server (partitioned SALES, real ROLLUP and CUBE). */
class ShQueriesPostgresTest extends ShQueriesContract {
    private static String url;
    private static Connection connection;

    @BeforeAll
    static void load() throws Exception {
        url = LocalPostgres.createDatabase("sh_queries");
        connection = DriverManager.getConnection(url, LocalPostgres.USER, "");
        ShFixture.load(connection, "postgresql");
    }

    @AfterAll
    static void close() throws Exception {
        if (connection != null) {
            connection.close();
        }
        LocalPostgres.dropDatabase(url);
    }

    @Override
    Connection connection() {
        return connection;
    }

    @Override
    String dialect() {
        return "postgresql";
    }
}
