package org.surgebench.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.surgebench.core.api.RunSession;
import org.surgebench.core.api.RunSpec;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SurgeException;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.spi.RunDefaults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code surge run WORKLOAD}: drive users against a generated schema and write the results. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run a workload's transaction mix with concurrent users and report TPS, QPS and response "
                + "times.", "",
                "Prints a line per second (elapsed, users, TPS, TPM, QPS, avg and p95 ms, errors), then a "
                        + "per-transaction table (100 columns; --wide for all), the database's own view "
                        + "(PostgreSQL statistics, Oracle AWR with --awr), and writes <workload>-<time>-<run id>.json, "
                        + ".csv and .html to the results folder: names no other run takes, the CSV appended each "
                        + "second (kill -9 leaves the series). If the folder cannot be written at the end (a full "
                        + "disk), the summary is still printed and the files go to the system's temporary folder, "
                        + "named on stderr (exit 7).",
                "Ctrl-C stops the users and still writes the results of the measured window; a second Ctrl-C "
                        + "exits at once.", "",
                "Examples:",
                "  surge run soe -u 16 -rt 5m --url jdbc:postgresql://db:5432/soe -U soe -p",
                "  surge run soe --mix read-only -u 32 --warmup 30s -rt 2m",
                "  surge run tpcb -u 4 --rate 500 -rt 60s        (open model, 500 tx/s)",
                "  surge run soe -u 32 -rt 10m --comment \"after adding the index\"",
                "  surge run soe -u 300 -rt 10m --generator 2/3 --run-id nightly-7   (users 101..200 of 300;",
                "                                                 `surge merge` adds the 3 results up)",
                "  surge run sh -rt 10m                          (Swingbench's SH defaults: 16 users, 1..2 s think,",
                "                                                 55 s query timeout, literal SQL)", "",
                "Users, think time and query timeout default to the workload's own (`surge list` shows them).", ""})
public final class RunCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "Workload name (see `surge list`).")
    String workload;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    RunOptions options;

    @Override
    public Integer call() throws Exception {
        RunSpec spec = options.toSpec(workload, connection);
        return runAndReport(spec, options.quiet, options.wide);
    }

    /** " (generator 2/3 of run nightly-7: users 4..6 of 9)", or nothing for a run in one process. */
    static String generatorNote(RunSpec spec) {
        if (spec.generator() == null) {
            return "";
        }
        int first = spec.firstUserId();
        return " (generator " + spec.generator() + " of run " + spec.runId() + ": users " + first + ".."
                + (first + spec.users() - 1) + " of " + spec.totalUsers() + ")";
    }

    /** "16 users, think 1s..2s, query timeout 55s; sh's defaults: users, think time, query timeout". */
    static String settings(RunSpec spec) {
        String used = RunDefaults.describe(spec.users(), spec.thinkMin(), spec.thinkMax(), spec.queryTimeout());
        List<String> defaulted = spec.fromWorkloadDefaults();
        return defaulted.isEmpty() ? used : used + "; " + spec.workload() + "'s defaults: " + String.join(", ", defaulted);
    }

    static int runAndReport(RunSpec spec, boolean quiet, boolean wide) throws InterruptedException {
        spec.listener(new ConsoleRunListener(System.out, quiet));
        System.out.println("Starting " + spec.users() + " users of " + spec.workload() + generatorNote(spec) + " against "
                + spec.connection().where() + (spec.runTime() == null ? "" : " for "
                + org.surgebench.core.util.Durations.format(spec.runTime())) + " (" + settings(spec) + ") ...");
        RunSession session = Surgebench.start(spec);
        Signals.onInterrupt("Stopping (the results of the measured window will be written; Ctrl-C again to "
                + "quit at once)...", session::interrupt);
        RunResult result = session.await();
        SummaryPrinter.print(result, wide, TerminalSize.summaryColumns(TransactionTable.DEFAULT_WIDTH), System.out);
        return exitCode(result);
    }

    /**
     * 130 for Ctrl-C, 6 for a failed run (with its one sentence on stderr: what a script's log shows), 7 for
     * results that could not be written where asked (printed after the summary, with where they went), else 0;
     * warnings go to stderr too.
     */
    static int exitCode(RunResult result) {
        org.surgebench.core.results.RunSummary s = result.summary();
        s.warnings().forEach(w -> System.err.println("surge: warning: " + w));
        if (result.writeProblem() != null) {
            System.err.println("surge: " + result.writeProblem());
        }
        if ("interrupted".equals(s.stopReason())) {
            return 130;
        }
        if (s.failed()) {
            System.err.println("surge: " + s.failure());
            return SurgeException.RUN_FAILED;
        }
        return result.writeProblem() != null ? SurgeException.IO : 0;
    }
}
