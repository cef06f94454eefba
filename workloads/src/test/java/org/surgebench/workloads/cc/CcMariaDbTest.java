package org.surgebench.workloads.cc;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** Swingbench's Calling Circle on the local MariaDB server: generate, the whole mix, verify, drop. */
class CcMariaDbTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_cc");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void generatesRunsTheMixAndVerifies() throws Exception {
        CcRunChecks.generateRunVerify(new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD));
    }
}
