package org.surgebench.workloads.stress;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** Swingbench's Stress Test on the local MariaDB server: generate, the whole mix, verify, drop. */
class StressMariaDbTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_stress");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void generatesRunsTheMixAndVerifies() throws Exception {
        StressRunChecks.generateRunVerify(new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD));
    }
}
