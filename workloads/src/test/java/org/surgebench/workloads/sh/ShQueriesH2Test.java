package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/** The 13 queries on H2 (ROLLUP and CUBE spelled out as UNION ALL, the partitioned outer join as a cross join). */
class ShQueriesH2Test extends ShQueriesContract {
    private static Connection connection;
    private static ShFacts facts;

    @BeforeAll
    static void generate() throws Exception {
        String url = TestDatabases.h2Memory("shq");
        Surgebench.generate(
                new GenerateSpec("sh")
                        .connection(new ConnectionSpec(url, "sa", ""))
                        .scale(SCALE)
                        .seed(SEED)
                        .threads(2),
                null);
        connection = DriverManager.getConnection(url, "sa", "");
        connection.setAutoCommit(false);
        facts = new ShFacts(connection);
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

    @Override
    ShFacts facts() {
        return facts;
    }
}
