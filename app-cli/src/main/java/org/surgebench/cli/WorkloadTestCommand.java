package org.surgebench.cli;

import java.nio.file.Path;
import java.util.List;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.WorkloadTestResult;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.RunSpec;

/**
 * {@code surge run tpch --test power|throughput|both --streams N}: a workload's own test in place of a timed mix
 * (docs/tpch.md). The engine checks, runs and writes the report; this prints each interval as it ends, the table
 * and the figures, the database's view of the window (read MB/s, cache hits, temporary files), and where the
 * report went. Exit 6 when a query timed out or failed: its figures are missing.
 */
final class WorkloadTestCommand {
    private WorkloadTestCommand() {}

    static int run(RunSpec spec, String workload, String test, Integer streams) throws InterruptedException {
        WorkloadTestResult r = Surgebench.runTest(spec, workload, test, streams, System.out::println);
        System.out.print(r.summary());
        DatabaseSummaryPrinter.print(r.database(), r.host(), System.out);
        if (!r.files().isEmpty()) {
            System.out.println("Results: "
                    + String.join(
                            " and ", r.files().stream().map(Path::toString).toList()));
        }
        if (!r.problems().isEmpty()) {
            System.err.println("surge: " + String.join("; ", r.problems()) + ".");
            return SurgeException.RUN_FAILED;
        }
        return 0;
    }

    /** Prints two tests side by side and says true; false when the files are not tests (they compare as runs). */
    static boolean compare(List<Path> inputs) {
        return Surgebench.compareTests(inputs)
                .map(text -> {
                    System.out.print(text);
                    return true;
                })
                .orElse(false);
    }
}
