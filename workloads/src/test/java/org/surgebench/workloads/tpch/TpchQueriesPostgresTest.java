package org.surgebench.workloads.tpch;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/** The 22 queries and the refresh functions on the local PostgreSQL, generated once. */
class TpchQueriesPostgresTest extends TpchQueriesContract {
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_tpch");
        db = generate(new ConnectionSpec(url, LocalPostgres.USER, ""));
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Override
    ConnectionSpec db() {
        return db;
    }
}
