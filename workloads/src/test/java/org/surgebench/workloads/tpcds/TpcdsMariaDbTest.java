package org.surgebench.workloads.tpcds;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** Swingbench's TPC-DS-like transactions on the local MariaDB server: generate, all 14, verify, drop. */
class TpcdsMariaDbTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("i48_tpcds");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void generatesRunsEveryTransactionAndVerifies() throws Exception {
        TpcdsRunChecks.generateRunVerify(new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD), 2);
    }
}
