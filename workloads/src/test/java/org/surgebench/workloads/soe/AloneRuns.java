package org.surgebench.workloads.soe;

import java.time.Duration;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.run.RunSpec;

/** The counting tests' run of one transaction alone: the same spec on every database they count on. */
final class AloneRuns {
    private AloneRuns() {}

    /**
     * One transaction of the variant (null: the default) alone, {@code runs} times by one user. A seed per
     * transaction: runs with one seed would repeat each other's draws (a search would look for the very names a
     * registration just made).
     */
    static RunSpec spec(ConnectionSpec db, String workload, String variant, String tx, int runs) {
        RunSpec spec = new RunSpec(workload)
                .connection(db)
                .variant(variant)
                .users(1)
                .runTime(null)
                .maxTransactions(runs)
                // No think time between the runs (sh's default is Swingbench's 1-2 s): what is counted is the
                // statements, and ten runs of each sh query on two executors waited six minutes for nothing.
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .seed(tx.hashCode());
        var w = Surgebench.workload(workload);
        for (var t : variant == null ? w.transactions() : w.transactions(variant)) {
            spec.weight(t.shortName(), t.shortName().equals(tx) ? 1 : 0);
        }
        return spec;
    }
}
