package org.surgebench.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.surgebench.core.api.OptionSweep;
import org.surgebench.core.api.OptionSweepTable;
import org.surgebench.core.api.Repeat;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.ClientSaturation;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.run.StopReason;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.sweep.Slo;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.surgebench.core.sweep.SweepTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge sweep WORKLOAD --users 20,50,100 --step-time 5m}: one measured step per user count. */
@Command(
        name = "sweep",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Autopilot: run the workload once per user count against the same schema, then print and "
                    + "write the scaling table (users, average TPS, QPS, IOPS, average and p95 response ms) with the "
                    + "knee marked, as JSON and as an HTML page with charts against users.",
            "",
            "Each step is a full run (with its own warm-up if given) whose JSON and report go into "
                    + "<results>/<workload>-sweep-<time>/.",
            "",
            "With --multiblock (the io workload, seed 001's study), the steps are the database's multiblock read "
                    + "size at one user count instead: each step runs with --option multiblock=N and the "
                    + "table has, per N, the value the server reported inside the sessions, the database's "
                    + "and the disk's read MB/s and requests/s, and the disk's average read request size.",
            "",
            "Examples:",
            "  surge sweep soe --users 20,50,100,200,300 --step-time 5m --warmup 1m --url URL",
            "  surge sweep tpcb --users 1,2,4,8 --step-time 30s",
            "  surge sweep --script builtin:select-only --users 1,4,16 --step-time 30s --url URL   (pgbench's script)",
            "  surge sweep io --multiblock 8,16,32,64,128 --users 1 --step-time 1m --option update-pct=0 \\",
            "      --option scan-pct=100 --db-host-stats --url URL",
            ""
        })
public final class SweepCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "WORKLOAD",
            description = "Workload name (see `surge list`), or a workload file (app.yaml, docs/custom-workloads.md); "
                    + "none with --script.")
    String workload;

    @Mixin
    ScriptOptions scripts;

    @Option(
            names = {"-u", "--users"},
            split = ",",
            paramLabel = "N,N,...",
            description = "User counts of the steps, e.g. 20,50,100,200,300 (one count with --multiblock or --rate; "
                    + "there, the workload's default when not given).")
    List<Integer> users;

    @Option(
            names = "--rate",
            split = ",",
            paramLabel = "TPS,TPS,...",
            description = "Sweep the open model's rate instead of users: one step per rate (transactions per second "
                    + "over all users) at one user count, e.g. --rate 200,400,800 -u 32. The table and the report's "
                    + "charts are response time against throughput; with --slo, the knee is the highest rate that "
                    + "held it.")
    List<Double> rates;

    @Option(
            names = "--slo",
            paramLabel = "pNN<LIMIT",
            description = "A service level the steps must hold, e.g. p95<20ms, p99<1.5s or avg<5ms: the knee is the "
                    + "highest step (rate or user count) that held it, instead of the scaling rule.")
    String slo;

    @Option(
            names = "--multiblock",
            split = ",",
            paramLabel = "N,N,...",
            description = {
                "Sweep the database's "
                        + "multiblock read size instead of users (io only): one step per N, each with --option multiblock=N. "
                        + "Oracle: db_file_multiblock_read_count (blocks per multiblock read). PostgreSQL 17+: io_combine_limit "
                        + "(blocks per read of a sequential scan). PostgreSQL 16 and older have no such setting: N is "
                        + "effective_io_concurrency, the pages a bitmap heap scan prefetches ahead, and the io SCAN then runs "
                        + "as a bitmap heap scan; the request size the disk sees is the kernel's read-ahead's (docs/seeds.md, "
                        + "seed 001, has what it changed here)."
            })
    List<Integer> multiblock;

    @Option(
            names = {"-st", "--step-time"},
            defaultValue = "5m",
            paramLabel = "TIME",
            converter = DurationConverter.class,
            description = "Measured time of each step (default: ${DEFAULT-VALUE}).")
    Duration stepTime;

    @Option(
            names = {"-r", "--results"},
            defaultValue = RunSpec.DEFAULT_RESULTS_DIR,
            paramLabel = "DIR",
            description = "Folder for the sweep's JSON and HTML and its steps' results (default: ./${DEFAULT-VALUE}).")
    Path results;

    @Option(
            names = "--repeat",
            paramLabel = "N",
            description = "Run every step N times against the same schema, one run after the other, as surge run "
                    + "--repeat does: each step's figures are its runs' means, with their standard deviation and "
                    + "95 %% confidence interval (the table under the scaling table, the JSON and the page); surge "
                    + "compare of two such sweeps says per step whether a difference is beyond their noise "
                    + "(default 1; not with --multiblock).")
    int repeat = 1;

    @Option(names = "--verbose", description = "Print a line per second during each step.")
    boolean verbose;

    @Mixin
    UserOptions behaviour;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    WorkloadPathOption workloadPath;

    @Override
    public Integer call() throws Exception {
        Workload instance = null;
        if (scripts.given()) {
            instance = scripts.workload(workload, null);
            workload = instance.name();
        } else {
            scripts.checkNoDefines();
            if (workload == null) {
                throw SurgeException.usage("Name the workload to sweep (see `surge list`), or give --script FILE.");
            }
        }
        // Checked before anything connects: a malformed service level, a rate of 0 or --repeat 0 is one sentence.
        Slo level = slo == null ? null : Slo.parse(slo);
        Repeat.check(repeat);
        if (multiblock != null) {
            if (repeat != 1) {
                throw SurgeException.usage("--repeat repeats the steps of a sweep over users or rates; a --multiblock "
                        + "sweep runs each read size once (leave out --repeat).");
            }
            return multiblockSweep();
        }
        if (rates != null) {
            return rateSweep(instance, level);
        }
        if (users == null) {
            throw SurgeException.usage("Give the user counts of the steps, e.g. --users 20,50,100,200 (or the rates "
                    + "of a rate sweep, --rate 200,400,800).");
        }
        RunSpec spec = behaviour.applyTo(new RunSpec(workload)
                .connection(connection.spec())
                .resultsDir(results)
                .listener(new ConsoleRunListener(System.out, !verbose)));
        Surgebench.checkOptions(spec, instance);
        System.out.println("Sweeping " + workload + " over " + users + " users, "
                + org.surgebench.core.common.Durations.format(stepTime) + " measured per step" + times()
                + ", against " + spec.connection().where() + " ...");
        if (spec.comment() != null) {
            System.out.println("Comment: " + spec.comment());
        }
        SweepResult r = Sweep.run(spec, instance, users, stepTime, level, repeat, new StoppableSweep() {
            @Override
            public void stepStarting(int index, int n) {
                System.out.println(String.format(Locale.ROOT, "Step %d/%d: %d users", index + 1, users.size(), n));
            }

            @Override
            public void stepFinished(int index, SweepStep s) {
                System.out.println(String.format(
                        Locale.ROOT,
                        "  %d users%s: %.1f TPS, %.1f QPS, avg %.2f ms, p95 %.2f ms, %d errors (%s)%s",
                        s.users(),
                        s.shortOfUsers() ? " (" + s.usersLoggedOn() + " logged on)" : "",
                        s.tps(),
                        s.qps(),
                        s.avgMs(),
                        s.p95Ms(),
                        s.errors(),
                        s.stopReason(),
                        meanOf(s)));
                if (s.clientBound()) {
                    System.out.println("    " + ClientSaturation.LABEL + ": " + s.clientSaturation());
                }
            }
        });
        System.out.println();
        System.out.print(SweepTable.format(r));
        StoppableSweep.printFiles(r.files());
        return exitCode(r.steps());
    }

    /** The latency against throughput curve: one step per rate at one user count. */
    private int rateSweep(Workload instance, Slo level) throws Exception {
        if (users != null && users.size() != 1) {
            throw SurgeException.usage(
                    "--rate steps over the rate at one user count: give one --users count (got " + users + ").");
        }
        RunSpec spec = behaviour.applyTo(new RunSpec(workload)
                .connection(connection.spec())
                .resultsDir(results)
                .listener(new ConsoleRunListener(System.out, !verbose)));
        if (users != null) {
            spec.users(users.get(0));
        }
        Surgebench.checkOptions(spec, instance);
        System.out.println("Sweeping " + workload + " over rates " + rates + " tx/s at " + spec.users() + " users, "
                + org.surgebench.core.common.Durations.format(stepTime) + " measured per step" + times()
                + ", against " + spec.connection().where() + (level == null ? "" : ", service level " + level)
                + " ...");
        SweepResult r = Sweep.rates(spec, instance, rates, stepTime, level, repeat, new StoppableSweep() {
            @Override
            public void stepStarting(int index, int n) {
                System.out.println(String.format(
                        Locale.ROOT,
                        "Step %d/%d: %s tx/s at %d users",
                        index + 1,
                        rates.size(),
                        org.surgebench.core.common.Numbers.plain(rates.get(index)),
                        n));
            }

            @Override
            public void stepFinished(int index, SweepStep s) {
                System.out.println(String.format(
                        Locale.ROOT,
                        "  %s tx/s asked: %.1f TPS, avg %.2f ms, p95 %.2f ms, p99 %.2f ms, %d errors (%s)%s%s",
                        org.surgebench.core.common.Numbers.plain(rates.get(index)),
                        s.tps(),
                        s.avgMs(),
                        s.p95Ms(),
                        s.p99Ms(),
                        s.errors(),
                        s.stopReason(),
                        level == null ? "" : level.heldBy(s) ? ", " + level + " held" : ", " + level + " missed",
                        meanOf(s)));
            }
        });
        System.out.println();
        System.out.print(SweepTable.format(r));
        StoppableSweep.printFiles(r.files());
        return exitCode(r.steps());
    }

    /** Seed 001's study: one step per multiblock read size, at one user count. */
    private int multiblockSweep() throws Exception {
        if (!"io".equalsIgnoreCase(workload)) {
            throw SurgeException.usage("--multiblock sweeps the io workload's multiblock read size; " + workload
                    + " has none (sweep io, or sweep users with --users).");
        }
        if (users == null || users.size() != 1) {
            throw SurgeException.usage("--multiblock steps over the read size at one user count: give one --users "
                    + "count (got " + users + ").");
        }
        RunSpec spec = behaviour.applyTo(new RunSpec(workload)
                .connection(connection.spec())
                .resultsDir(results)
                .listener(new ConsoleRunListener(System.out, !verbose)));
        Surgebench.checkOptions(spec);
        System.out.println("Sweeping " + workload + " over multiblock " + multiblock + " with " + users.get(0)
                + " users, " + org.surgebench.core.common.Durations.format(stepTime) + " measured per step, against "
                + spec.connection().where() + " ...");
        List<String> values = multiblock.stream().map(String::valueOf).toList();
        OptionSweep.Result r =
                OptionSweep.run(spec, "multiblock", values, users.get(0), stepTime, new StoppableSweep() {
                    @Override
                    public void stepStarting(int index, int n) {
                        System.out.println(String.format(
                                Locale.ROOT, "Step %d/%d: multiblock %s", index + 1, values.size(), values.get(index)));
                    }

                    @Override
                    public void stepFinished(int index, SweepStep s) {
                        System.out.println(String.format(
                                Locale.ROOT,
                                "  multiblock %s: %.2f TPS, %d errors (%s)",
                                values.get(index),
                                s.tps(),
                                s.errors(),
                                s.stopReason()));
                    }
                });
        System.out.println();
        System.out.print(OptionSweepTable.format(r));
        StoppableSweep.printFiles(r.files());
        return exitCode(r.steps().stream().map(OptionSweep.Step::step).toList());
    }

    /** " (mean of 3 runs; errors: their total)" for a repeated step, else nothing. */
    private static String meanOf(SweepStep s) {
        return s.spread() == null ? "" : " (mean of " + s.spread().runs().size() + " runs; errors: their total)";
    }

    /** ", each step run 3 times" with --repeat 3, else nothing. */
    private String times() {
        return repeat == 1 ? "" : ", each step run " + repeat + " times";
    }

    private static int exitCode(List<SweepStep> steps) {
        boolean interrupted = steps.stream().anyMatch(s -> StopReason.of(s.stopReason()) == StopReason.INTERRUPTED);
        if (interrupted) {
            return 130;
        }
        // A sweep whose steps failed (too few users, too many errors, the database lost) is no green sweep.
        List<SweepStep> failed = steps.stream().filter(s -> s.failure() != null).toList();
        failed.forEach(s -> System.err.println("surge: step of " + s.users() + " users failed: " + s.failure()));
        return failed.isEmpty() ? 0 : org.surgebench.core.common.SurgeException.RUN_FAILED;
    }
}
