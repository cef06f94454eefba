package org.surgebench.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.surgebench.core.sweep.SweepTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge sweep WORKLOAD --users 20,50,100 --step-time 5m}: one measured step per user count. */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Autopilot: run the workload once per user count against the same schema, then print and "
                + "write the scaling table (users, average TPS, QPS, IOPS, average and p95 response ms) with the "
                + "knee marked, as JSON and as an HTML page with charts against users.", "",
                "Each step is a full run (with its own warm-up if given) whose JSON and report go into "
                        + "<results>/<workload>-sweep-<time>/.", "",
                "Examples:",
                "  surge sweep soe --users 20,50,100,200,300 --step-time 5m --warmup 1m --url URL",
                "  surge sweep tpcb --users 1,2,4,8 --step-time 30s", ""})
public final class SweepCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "Workload name (see `surge list`).")
    String workload;

    @Option(names = {"-u", "--users"}, split = ",", required = true, paramLabel = "N,N,...",
            description = "User counts of the steps, e.g. 20,50,100,200,300.")
    List<Integer> users;

    @Option(names = {"-st", "--step-time"}, defaultValue = "5m", paramLabel = "TIME", converter = DurationConverter.class,
            description = "Measured time of each step (default: ${DEFAULT-VALUE}).")
    Duration stepTime;

    @Option(names = {"-r", "--results"}, defaultValue = RunSpec.DEFAULT_RESULTS_DIR, paramLabel = "DIR",
            description = "Folder for the sweep's JSON and HTML and its steps' results (default: ./${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--verbose", description = "Print a line per second during each step.")
    boolean verbose;

    @Mixin
    UserOptions behaviour;

    @Mixin
    ConnectionOptions connection;

    @Override
    public Integer call() throws Exception {
        RunSpec spec = behaviour.applyTo(new RunSpec(workload).connection(connection.spec()).resultsDir(results)
                .listener(new ConsoleRunListener(System.out, !verbose)));
        List<RunSession> current = new ArrayList<>(1);
        Signals.onInterrupt("Stopping the sweep after this step's results are written (Ctrl-C again to quit at "
                + "once)...", () -> {
                    synchronized (current) {
                        current.forEach(RunSession::interrupt);
                    }
                });
        System.out.println("Sweeping " + workload + " over " + users + " users, " + org.surgebench.core.util.Durations
                .format(stepTime) + " measured per step, against " + spec.connection().where() + " ...");
        if (spec.comment() != null) {
            System.out.println("Comment: " + spec.comment());
        }
        SweepResult r = Sweep.run(spec, users, stepTime, new Sweep.Listener() {
            @Override
            public void stepStarting(int index, int n) {
                System.out.println(String.format(Locale.ROOT, "Step %d/%d: %d users", index + 1, users.size(), n));
            }

            @Override
            public void stepStarted(int index, int n, RunSession session) {
                synchronized (current) {
                    current.clear();
                    current.add(session);
                }
            }

            @Override
            public void stepFinished(int index, SweepStep s) {
                System.out.println(String.format(Locale.ROOT, "  %d users%s: %.1f TPS, %.1f QPS, avg %.2f ms, p95 %.2f ms, "
                        + "%d errors (%s)", s.users(), s.shortOfUsers() ? " (" + s.usersLoggedOn() + " logged on)" : "",
                        s.tps(), s.qps(), s.avgMs(), s.p95Ms(), s.errors(), s.stopReason()));
            }
        });
        System.out.println();
        System.out.print(SweepTable.format(r));
        if (!r.files().isEmpty()) {
            System.out.println("Sweep written:");
            r.files().forEach((k, v) -> System.out.println("  " + k + ": " + v));
        }
        boolean interrupted = r.steps().stream().anyMatch(s -> "interrupted".equals(s.stopReason()));
        if (interrupted) {
            return 130;
        }
        // A sweep whose steps failed (too few users, too many errors, the database lost) is no green sweep.
        List<SweepStep> failed = r.steps().stream().filter(s -> s.failure() != null).toList();
        failed.forEach(s -> System.err.println("surge: step of " + s.users() + " users failed: " + s.failure()));
        return failed.isEmpty() ? 0 : org.surgebench.core.common.SurgeException.RUN_FAILED;
    }
}
