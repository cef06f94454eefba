package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalMariaDb;

/**
 * The 13 queries on the local MariaDB server (SALES partitioned by RANGE COLUMNS; no CUBE there, so the grouping
 * sets spelled out; FORMAT for the masks; the moving average's RANGE frame over day numbers), each answering as
 * its definition says for the drawn parameters.
 */
class ShQueriesMariaDbTest extends ShQueriesContract {
    private static String url;
    private static Connection connection;
    private static ShFacts facts;

    @BeforeAll
    static void generate() throws Exception {
        url = LocalMariaDb.createDatabase("maria20_sh_queries");
        Surgebench.generate(
                new GenerateSpec("sh")
                        .connection(new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD))
                        .scale(SCALE)
                        .seed(SEED)
                        .threads(2),
                null);
        connection = DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        connection.setAutoCommit(false);
        facts = new ShFacts(connection);
    }

    @AfterAll
    static void close() throws Exception {
        if (connection != null) {
            connection.close();
        }
        LocalMariaDb.dropDatabase(url);
    }

    @Override
    Connection connection() {
        return connection;
    }

    @Override
    String dialect() {
        return "mariadb";
    }

    @Override
    ShFacts facts() {
        return facts;
    }
}
