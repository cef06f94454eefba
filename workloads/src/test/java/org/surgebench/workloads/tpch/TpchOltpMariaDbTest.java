package org.surgebench.workloads.tpch;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** Swingbench's TPC-H-like transactions (mix "oltp") on the local MariaDB: {@link TpchOltpChecks}. */
class TpchOltpMariaDbTest {
    private static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("surge_i49_oltp");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void theOltpMixAddsOrdersAndCustomersAfterTheLoadsKeysAndVerifyHolds() throws Exception {
        TpchOltpChecks.generateRunVerify(new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD), false);
    }
}
