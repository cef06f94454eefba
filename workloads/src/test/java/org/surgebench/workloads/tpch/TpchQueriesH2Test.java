package org.surgebench.workloads.tpch;

import org.junit.jupiter.api.BeforeAll;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.TestDatabases;

/** The 22 queries and the refresh functions on H2 (in memory), generated once. */
class TpchQueriesH2Test extends TpchQueriesContract {
    private static ConnectionSpec db;

    @BeforeAll
    static void create() {
        db = generate(new ConnectionSpec(TestDatabases.h2Memory("tpch_queries"), "sa", ""));
    }

    @Override
    ConnectionSpec db() {
        return db;
    }
}
