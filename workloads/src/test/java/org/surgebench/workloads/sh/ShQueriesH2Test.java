package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.testdata.TestDatabases;

/** The hand-checked query results on H2 (ROLLUP and CUBE spelled out as UNION ALL). */
class ShQueriesH2Test extends ShQueriesContract {
    private static Connection connection;

    @BeforeAll
    static void load() throws Exception {
        connection = DriverManager.getConnection(TestDatabases.h2Memory("shq"), "sa", "");
        ShFixture.load(connection, "h2");
    }

    @AfterAll
    static void close() throws Exception {
        connection.close();
    }

    @Override
    Connection connection() {
        return connection;
    }

    @Override
    String dialect() {
        return "h2";
    }
}
