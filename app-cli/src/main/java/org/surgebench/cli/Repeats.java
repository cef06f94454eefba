package org.surgebench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.surgebench.core.api.Repeat;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Workload;

/**
 * {@code surge run ... --repeat N} on the console: the engine's repeats ({@link Repeat}), each run printed as an
 * ordinary run, then the spread of every figure and where it was written. The exit code is the first run's that
 * did not pass, or 0.
 */
final class Repeats {
    private Repeats() {}

    static int run(int n, Supplier<RunSpec> spec, Workload instance, boolean quiet, boolean wide)
            throws InterruptedException {
        Repeat.check(n);
        int[] exit = {0};
        List<RunResult> seen = new ArrayList<>();
        RepeatResult repeat = Repeat.run(n, spec, (i, s) -> {
            System.out.println("Run " + i + " of " + n + " (--repeat):");
            int code = RunCommand.runAndReport(s, instance, quiet, wide, seen::add, session -> {});
            exit[0] = exit[0] == 0 ? code : exit[0];
            RunResult r = seen.get(seen.size() - 1);
            if (Repeat.ends(r) && i < n) {
                System.err.println("surge: Run " + i + " of " + n + " did not pass: the repeats end there.");
            }
            return r;
        });
        if (repeat != null) {
            System.out.println();
            System.out.print(Repeat.table(repeat));
            if (repeat.files().containsKey("json")) {
                System.out.println("Repeat results: " + repeat.files().get("json") + " (report: "
                        + repeat.files().get("html") + ")");
            }
        }
        return exit[0];
    }
}
