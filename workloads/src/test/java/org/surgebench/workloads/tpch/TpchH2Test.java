package org.surgebench.workloads.tpch;

import java.util.List;
import org.surgebench.workloads.WorkloadContract;

/**
 * tpch on H2 at SF 0.01 through the workload contract: the DDL of H2, PostgreSQL, MariaDB and Oracle renders (the
 * Oracle DDL runs on H2 in Oracle mode; no Oracle server is run here), one seed gives the same rows, each of the
 * 22 queries and RF1 and RF2 runs once, and verify holds before and after.
 */
class TpchH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "tpch";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "oracle");
    }
}
