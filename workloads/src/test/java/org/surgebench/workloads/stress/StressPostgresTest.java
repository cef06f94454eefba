package org.surgebench.workloads.stress;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/** Swingbench's Stress Test on the local PostgreSQL server: generate, the whole mix, verify, drop. */
class StressPostgresTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_stress");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesRunsTheMixAndVerifies() throws Exception {
        StressRunChecks.generateRunVerify(new ConnectionSpec(url, LocalPostgres.USER, ""));
    }
}
