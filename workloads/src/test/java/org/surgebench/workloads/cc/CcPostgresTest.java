package org.surgebench.workloads.cc;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * Swingbench's Calling Circle on the local PostgreSQL server: generate, the whole mix (on threads, then on event
 * loops), verify, drop.
 */
class CcPostgresTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_cc");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesRunsTheMixAndVerifies() throws Exception {
        CcRunChecks.generateRunVerify(new ConnectionSpec(url, LocalPostgres.USER, ""));
    }

    @Test
    void runsTheMixOnEventLoopsWithThinkTimeInsideAndVerifies() throws Exception {
        CcRunChecks.generateRunVerify(new ConnectionSpec(url, LocalPostgres.USER, ""), UserThreads.EVENT_LOOP);
    }
}
