package org.surgebench.workloads.tpcds;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/** Swingbench's TPC-DS-like transactions on the local PostgreSQL server: generate, all 14, verify, drop. */
class TpcdsPostgresTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_i48_tpcds");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesRunsEveryTransactionAndVerifies() throws Exception {
        TpcdsRunChecks.generateRunVerify(new ConnectionSpec(url, LocalPostgres.USER, ""), 2);
    }
}
