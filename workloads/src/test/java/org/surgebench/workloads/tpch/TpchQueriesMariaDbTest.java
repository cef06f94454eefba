package org.surgebench.workloads.tpch;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** The 22 queries and the refresh functions on the local MariaDB, generated once. */
class TpchQueriesMariaDbTest extends TpchQueriesContract {
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("surge_tpch");
        db = generate(new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD));
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Override
    ConnectionSpec db() {
        return db;
    }
}
