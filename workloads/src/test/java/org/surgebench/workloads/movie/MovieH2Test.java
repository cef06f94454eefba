package org.surgebench.workloads.movie;

import java.util.List;
import org.surgebench.workloads.WorkloadContract;

/** Swingbench's MovieStream on H2: the contract (schema, same rows from one seed, every transaction, verify). */
class MovieH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "movie";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "oracle");
    }
}
