package org.surgebench.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code surge quickstart}: a small schema in embedded H2 and a short run, to see everything work. */
@Command(
        name = "quickstart",
        mixinStandardHelpOptions = true,
        description = {
            "Build a small schema in the embedded H2 database (./surge-data) and run 8 users against it "
                    + "for 30 s, printing a live line per second and a summary, writing results to ./results, and "
                    + "then what to try next.",
            ""
        })
public final class QuickstartCommand implements Callable<Integer> {
    static final String DEFAULT_WORKLOAD = "soe";
    static final String DEFAULT_SCALE = "0.01";

    @Option(
            names = "--workload",
            defaultValue = DEFAULT_WORKLOAD,
            description = "Workload (default: ${DEFAULT-VALUE}).")
    String workload;

    @Mixin
    WorkloadPathOption workloadPath;

    @Option(
            names = {"-s", "--scale"},
            defaultValue = DEFAULT_SCALE,
            description = "Scale (default: ${DEFAULT-VALUE}).")
    double scale;

    @Option(
            names = {"-u", "--users"},
            defaultValue = "8",
            description = "Users (default: ${DEFAULT-VALUE}).")
    int users;

    @Option(
            names = {"-rt", "--run-time"},
            defaultValue = "30s",
            converter = DurationConverter.class,
            description = "Run time (default: ${DEFAULT-VALUE}).")
    Duration runTime;

    @Option(
            names = {"-r", "--results"},
            defaultValue = RunSpec.DEFAULT_RESULTS_DIR,
            description = "Results folder (default: ./${DEFAULT-VALUE}).")
    Path results;

    @Override
    public Integer call() throws Exception {
        String url = ConnectionOptions.DEFAULT_URL;
        var conn = new org.surgebench.core.db.ConnectionSpec(url, "sa", "");
        System.out.println("Quick start: " + workload + " at scale " + GeneratePrinter.fmt(scale) + " in " + url);
        GeneratePrinter.print(Surgebench.generate(
                new GenerateSpec(workload).connection(conn).scale(scale).force(true), new ConsoleProgress()));
        System.out.println();
        java.util.List<RunResult> done = new java.util.ArrayList<>();
        int code = RunCommand.runAndReport(
                new RunSpec(workload)
                        .connection(conn)
                        .users(users)
                        .runTime(runTime)
                        .resultsDir(results),
                false,
                false,
                done::add);
        if (code == 0 && !done.isEmpty()) {
            nextSteps(workload, done.get(0).files().get("html")).forEach(System.out::println);
        }
        return code;
    }

    /** What to try after the quick start: its report, a bigger run, a sweep, your own database, the docs. */
    static java.util.List<String> nextSteps(String workload, String report) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        lines.add("");
        lines.add("Next:");
        if (report != null) {
            lines.add("  open " + report);
            lines.add("      this run's report: throughput, response times, the database's own figures");
        }
        lines.add("  surge run " + workload + " -u 16 -rt 2m");
        lines.add("      more users for longer, on the same schema");
        lines.add("  surge sweep " + workload + " -u 4,8,16,32 -st 30s");
        lines.add("      one step per user count, the knee marked");
        lines.add("  surge generate " + workload + " --scale 1 --url jdbc:postgresql://HOST/DB -U USER -p");
        lines.add("      the schema in your own database; then surge run " + workload + " with the same --url");
        lines.add("  surge --help");
        lines.add("      every command; coming from Swingbench: surge charbench, surge oewizard (docs/swingbench.md)");
        return lines;
    }
}
