package org.surgebench.workloads.tpch;

import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.TestDatabases;

/** Swingbench's TPC-H-like transactions (mix "oltp") on H2: {@link TpchOltpChecks}. */
class TpchOltpH2Test {
    @Test
    void theOltpMixAddsOrdersAndCustomersAfterTheLoadsKeysAndVerifyHolds() throws Exception {
        TpchOltpChecks.generateRunVerify(new ConnectionSpec(TestDatabases.h2Memory("tpch-oltp"), "sa", ""), true);
    }
}
