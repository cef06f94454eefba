package org.surgebench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Workload;

/**
 * {@code surge run ... --repeat N}: the same run N times against the same schema, each an ordinary run with its
 * summary and its results files, then the spread of every figure over them ({@link RepeatTable}). A run that fails
 * or is interrupted ends the repeats with its exit code; the spread is of the runs before it.
 */
final class Repeats {
    private Repeats() {}

    static int run(int n, Supplier<RunSpec> spec, Workload instance, boolean quiet, boolean wide)
            throws InterruptedException {
        if (n < 1) {
            throw SurgeException.usage("--repeat must be at least 1, the run itself (got " + n + ").");
        }
        List<RunResult> results = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            System.out.println("Run " + i + " of " + n + " (--repeat):");
            // A fresh spec each time: a run's listeners and live state are its own.
            int exit = RunCommand.runAndReport(spec.get(), instance, quiet, wide, results::add, session -> {});
            if (exit != 0) {
                if (results.size() > 1) {
                    RepeatTable.print(results.subList(0, results.size() - 1), System.out);
                }
                System.err.println("surge: Run " + i + " of " + n + " did not pass: the repeats end there.");
                return exit;
            }
        }
        RepeatTable.print(results, System.out);
        return 0;
    }
}
