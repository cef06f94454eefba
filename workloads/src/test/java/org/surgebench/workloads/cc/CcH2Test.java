package org.surgebench.workloads.cc;

import java.util.List;
import org.surgebench.workloads.WorkloadContract;

/** Swingbench's Calling Circle on H2: the contract. */
class CcH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "cc";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "oracle");
    }
}
