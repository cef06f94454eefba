package org.surgebench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Repeat;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SwingbenchFiles;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.merge.CoordinatorLink;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.run.StopReason;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.swingbench.SwingbenchConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code surge run WORKLOAD}: drive users against a generated schema and write the results. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Run a workload's transaction mix with concurrent users and report TPS, QPS and response " + "times.",
            "",
            "Prints a line per second (elapsed, users, TPS, TPM, QPS, avg and p95 ms, errors), then a "
                    + "per-transaction table (100 columns; --wide for all), the database's own view "
                    + "(PostgreSQL statistics, Oracle AWR with --awr), and writes <workload>-<time>-<run id>.json, "
                    + ".csv and .html to the results folder: names no other run takes, the CSV appended each "
                    + "second (kill -9 leaves the series). If the folder cannot be written at the end (a full "
                    + "disk), the summary is still printed and the files go to the system's temporary folder, "
                    + "named on stderr (exit 7).",
            "Ctrl-C stops the users and still writes the results of the measured window; a second Ctrl-C "
                    + "exits at once.",
            "",
            "Examples:",
            "  surge run soe -u 16 -rt 5m --url jdbc:postgresql://db:5432/soe -U soe -p",
            "  surge run soe --mix read-only -u 32 --warmup 30s -rt 2m",
            "  surge run tpcb -u 4 --rate 500 -rt 60s        (open model, 500 tx/s)",
            "  surge run soe -u 32 -rt 10m --comment \"after adding the index\"",
            "  surge run soe -u 300 -rt 10m --generator 2/3 --run-id nightly-7   (users 101..200 of 300;",
            "                                                 `surge merge` adds the 3 results up)",
            "  surge run -c SOE_Server_Side_V2.xml --url jdbc:postgresql://db/soe -U soe   (a Swingbench file)",
            "  surge run tpch --test both --streams 2 --query-timeout 10m   (power, then throughput test)",
            "  surge run --script builtin:tpcb-like -u 8 -rt 60s   (pgbench's script; no generate needed)",
            "  surge run --script new-order.sql@9 --script report.sql@1 --define region=7 -u 16 -rt 5m",
            "  surge run sh -rt 10m                          (Swingbench's SH defaults: 16 users, 1..2 s think,",
            "                                                 55 s query timeout, literal SQL)",
            "",
            "Users, think time and query timeout default to the workload's own (`surge list` shows them).",
            ""
        })
public final class RunCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "WORKLOAD",
            description =
                    "Workload name (see `surge list`), or a workload file (app.yaml, docs/custom-workloads.md); with -c, the Swingbench file's unless given.")
    String workload;

    @Option(
            names = {"-c", "--config"},
            paramLabel = "FILE",
            description = {
                "Read the settings of a Swingbench "
                        + "configuration file (SOE_Server_Side_V2.xml, SOE_Client_Side.xml, Sales_History.xml, Stress_Test.xml, Calling_Circle.xml or "
                        + "your copy): "
                        + "benchmark, connection, users, think times, query timeout, run time, log-on pacing, transaction "
                        + "weights and Enabled flags. Flags given here override the file (e.g. --url to run a file written "
                        + "for Oracle against PostgreSQL); what the file says that Surgebench does not apply is listed on one "
                        + "line. See docs/swingbench.md."
            })
    Path config;

    @Option(
            names = "--save-config",
            paramLabel = "FILE.xml",
            description = {
                "Also save this run's settings as a "
                        + "Swingbench configuration file (soe, sh, stress, cc): users, think times, query timeout, run time, maximum "
                        + "transactions, weights, variant, connect string and user, never the password. `surge run -c FILE` "
                        + "reads it back; so does Swingbench. Written before the run starts."
            })
    Path saveConfig;

    @Option(
            names = "--test",
            paramLabel = "power|throughput|both",
            description = "tpch only: run the power test (RF1, the 22 queries in stream 0's order, RF2), the "
                    + "throughput test (--streams query streams beside a refresh stream) or both, one after the "
                    + "other, instead of a timed mix; prints each query's seconds and the Power, Throughput and "
                    + "QphH-like figures (not TPC results, docs/tpch.md). Default with --streams: both.")
    String test;

    @Option(
            names = "--streams",
            paramLabel = "N",
            description = "tpch only: query streams of the throughput test (default 2), each in the "
                    + "specification's order for its number.")
    Integer streams;

    @Spec
    CommandSpec commandSpec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    WorkloadPathOption workloadPath;

    @Mixin
    ScriptOptions scripts;

    @Mixin
    RunOptions options;

    @Option(
            names = "--repeat",
            paramLabel = "N",
            description = "Run the same run N times against the same schema, one after the other, and end with each "
                    + "figure's mean, standard deviation and 95 %% confidence interval over them (default 1; not with "
                    + "--test, --coordinator or --metrics-port).")
    int repeat = 1;

    /** The workload --script makes (its scripts read and checked), or null for a workload found by name. */
    private Workload instance;

    @Override
    public Integer call() throws Exception {
        checkRepeat();
        if (test != null || streams != null) {
            return WorkloadTestCommand.run(spec(), workload, test, streams);
        }
        RunSpec spec = spec();
        if (options.metricsBind != null && options.metricsPort == null) {
            throw SurgeException.usage("--metrics-bind needs --metrics-port, the port to serve the metrics on.");
        }
        // Before the configuration is saved: a refused endpoint leaves nothing behind.
        try (MetricsEndpoint metrics = options.metricsPort == null
                ? null
                : MetricsEndpoint.start(
                        options.metricsPort, options.metricsBind, System.getenv(MetricsEndpoint.TOKEN_ENV))) {
            saveConfig(spec);
            if (repeat != 1) {
                return Repeats.run(repeat, this::spec, instance, options.quiet, options.wide);
            }
            CoordinatorLink link = options.coordinator == null
                    ? null
                    : CoordinatorLink.attach(spec, options.coordinator, System.getenv(CoordinatorLink.TOKEN_ENV));
            java.util.function.Consumer<RunSession> started = link == null ? session -> {} : link::start;
            if (metrics == null) {
                return runAndReport(spec, instance, options.quiet, options.wide, result -> {}, started);
            }
            spec.meterRegistry(metrics.registry());
            System.out.println("Metrics for Prometheus: " + metrics.url()
                    + (metrics.needsToken()
                            ? " (scrapes send " + MetricsEndpoint.TOKEN_ENV + " as a bearer token)"
                            : ""));
            return runAndReport(spec, instance, options.quiet, options.wide, result -> {}, started);
        }
    }

    /**
     * Refuses {@code --repeat} where it would be dropped without a word, before anything connects: beside a test of
     * another shape (one run by its definition), a coordinated run (the coordinator expects one run of each
     * generator) and a metrics endpoint (it serves one run's meters).
     */
    private void checkRepeat() {
        Repeat.check(repeat);
        if (repeat == 1) {
            return;
        }
        if (test != null || streams != null) {
            throw SurgeException.usage("--repeat repeats a timed run; a --test runs once as its definition says "
                    + "(leave out --repeat, or run the test again).");
        }
        if (options.coordinator != null) {
            throw SurgeException.usage("--repeat cannot be given with --coordinator: the console shows and merges "
                    + "one run of each generator (repeat the coordinated run instead).");
        }
        if (options.metricsPort != null) {
            throw SurgeException.usage("--repeat cannot be given with --metrics-port: the endpoint serves one run's "
                    + "meters (leave out one of them).");
        }
    }

    private void saveConfig(RunSpec spec) {
        if (saveConfig != null) {
            boolean urlHadOne = SwingbenchFiles.save(spec, saveConfig);
            System.out.println("Saved the run's settings to " + saveConfig + " (a Swingbench configuration; "
                    + (urlHadOne
                            ? "the password in the URL was left out of it: give it with SURGE_PASSWORD or -p"
                            : "the password is not in it")
                    + ").");
        }
    }

    /** The run this command line asks for: the workload's, or the -c file's with the flags given overriding it. */
    RunSpec spec() {
        if (scripts.given()) {
            instance = scripts.workload(workload, config);
            return CommandLineLayer.split(options.toSpec(instance.name(), connection), commandSpec);
        }
        scripts.checkNoDefines();
        if (config == null) {
            if (workload == null) {
                throw SurgeException.usage("Name the workload to run (see `surge list`) or give a Swingbench "
                        + "configuration with -c FILE.");
            }
            return CommandLineLayer.split(options.toSpec(workload, connection), commandSpec);
        }
        SwingbenchConfig file = SwingbenchFiles.read(config);
        if (workload != null && !workload.equalsIgnoreCase(file.workload())) {
            throw SurgeException.usage(config.getFileName() + " configures " + file.workload() + " (" + file.benchmark()
                    + "), not " + workload + ": leave out the workload name or use another file.");
        }
        RunSpec spec = CommandLineLayer.split(options.toSpec(file.workload(), connection), commandSpec);
        List<String> notApplied = SwingbenchFiles.apply(file, spec);
        System.out.println("Read " + config.getFileName() + " (" + file.benchmark() + ": " + file.workload()
                + (file.variant() == null ? "" : ", variant " + file.variant()) + ").");
        if (!notApplied.isEmpty()) {
            System.out.println("Not applied from " + config.getFileName() + ": " + String.join("; ", notApplied) + ".");
        }
        return spec;
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
        return defaulted.isEmpty()
                ? used
                : used + "; " + spec.workload() + "'s defaults: " + String.join(", ", defaulted);
    }

    static int runAndReport(RunSpec spec, boolean quiet, boolean wide) throws InterruptedException {
        return runAndReport(spec, null, quiet, wide);
    }

    /** As above for a workload given as an instance ({@code --script}), or found by the spec's name when null. */
    static int runAndReport(RunSpec spec, Workload instance, boolean quiet, boolean wide) throws InterruptedException {
        return runAndReport(spec, instance, quiet, wide, result -> {}, session -> {});
    }

    /** Runs the spec, prints the summary, then hands the result to {@code after} (e.g. a Swingbench results file). */
    static int runAndReport(RunSpec spec, boolean quiet, boolean wide, java.util.function.Consumer<RunResult> after)
            throws InterruptedException {
        return runAndReport(spec, null, quiet, wide, after, session -> {});
    }

    /** As above, with {@code started} given the live session first (charbench stops it on Return). */
    static int runAndReport(
            RunSpec spec,
            Workload instance,
            boolean quiet,
            boolean wide,
            java.util.function.Consumer<RunResult> after,
            java.util.function.Consumer<RunSession> started)
            throws InterruptedException {
        Surgebench.checkOptions(spec, instance);
        if (Debug.enabled()) {
            spec.provenance().forEach((name, source) -> System.out.println("  " + name + ": " + source));
        }
        // Said once the engine has checked the mix, variant, weights, URL and schema (ConsoleRunListener).
        spec.listener(new ConsoleRunListener(
                System.out,
                quiet,
                "Starting " + (spec.phases().isEmpty() ? spec.users() + " users of " : "") + spec.workload()
                        + generatorNote(spec)
                        + (spec.phases().isEmpty() ? "" : " in " + spec.phases().size() + " phases " + spec.phases())
                        + " against "
                        + spec.connection().where()
                        + (spec.runTime() == null
                                ? ""
                                : " for " + org.surgebench.core.common.Durations.format(spec.runTime()))
                        + " (" + settings(spec) + ") ..."));
        RunSession session = instance == null ? Surgebench.start(spec) : Surgebench.start(spec, instance);
        Signals.onInterrupt(
                "Stopping (the results of the measured window will be written; Ctrl-C again to " + "quit at once)...",
                session::interrupt);
        started.accept(session);
        RunResult result = session.await();
        SummaryPrinter.print(result, wide, TerminalSize.summaryColumns(TransactionTable.DEFAULT_WIDTH), System.out);
        after.accept(result);
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
        if (StopReason.of(s.stopReason()) == StopReason.INTERRUPTED) {
            return 130;
        }
        if (s.failed()) {
            System.err.println("surge: " + s.failure());
            return SurgeException.RUN_FAILED;
        }
        return result.writeProblem() != null ? SurgeException.IO : 0;
    }
}
