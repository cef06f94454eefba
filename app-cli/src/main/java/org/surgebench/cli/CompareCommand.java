package org.surgebench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Repeat;
import org.surgebench.core.api.Reports;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge compare A.json B.json ...}: runs side by side, on the console and in an HTML page. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        description = {
            "Compare two or more runs: a side-by-side table (TPS, QPS, response times, the busiest minute, "
                    + "statements per second, per transaction, load profile, host figures, with the change against the "
                    + "first run) on the console and in an HTML page with overlaid charts. A Swingbench results file "
                    + "(charbench -r results.xml) compares beside Surgebench's results: its overview, transactions and "
                    + "DML counts; what Swingbench does not record (p95, p99, the database's statistics) is blank.",
            "",
            "Two or more sweeps' JSON files compare as sweeps: per figure a row per user count and a column per "
                    + "sweep, and every sweep on one chart of TPS and response time against users (a read-write sweep "
                    + "against a read-only one, say).",
            "",
            "Examples:",
            "  surge compare results/soe-20250101-120000-1f2e3d4c.json results/soe-20250102-090000-8a7b6c5d.json",
            "  surge compare SwingbenchResults.xml results/soe-20250102-090000-8a7b6c5d.json",
            "  surge compare results/soe-sweep-20250101-120000.json results/soe-sweep-20250101-130000.json",
            "",
            "Two tpch tests' JSON (surge run tpch --test ...) compare query by query: each query's seconds "
                    + "in both and the change, then both tests' figures.",
            "",
            "Two or more repeats' JSON (surge run --repeat N) compare figure by figure: each set's mean and the "
                    + "half width of its 95 %% interval, and whether the last set's difference from the first is "
                    + "beyond their noise (Welch's t test over their runs). Two runs get that verdict too, from the "
                    + "noise within each run (ten batches of its measured seconds), for the figures with a series.",
            "",
            "A file that is not a complete result (a field missing or of the wrong type) is named in one "
                    + "sentence (exit 2); so is a mix of runs, sweeps and repeats.",
            ""
        })
public final class CompareCommand implements Callable<Integer> {
    @Parameters(
            arity = "2..*",
            paramLabel = "RESULT",
            description = "Run results (JSON, or Swingbench's results.xml) or sweep results (JSON) to compare; "
                    + "the first is the base.")
    List<Path> inputs;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE.html",
            description = "Where to write the page (default: compare-<first>-vs-<second>.html beside the first).")
    Path output;

    @Override
    public Integer call() {
        if (WorkloadTestCommand.compare(inputs)) {
            return 0;
        }
        List<String> labels = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        List<Results.Opened> opened = new ArrayList<>();
        for (Path p : inputs) {
            opened.add(Results.open(p));
            String label = Results.baseName(p);
            while (!seen.add(label)) {
                label = label + "'";
            }
            labels.add(label);
        }
        long sweeps = opened.stream().filter(o -> o.sweep() != null).count();
        long repeats = opened.stream().filter(o -> o.repeat() != null).count();
        if (opened.stream().map(Results.Opened::kind).distinct().count() > 1) {
            throw SurgeException.usage("compare takes runs, sweeps or repeats, not a mix: give two or more runs' "
                    + "results, two or more sweeps' JSON (a sweep's steps' JSON files compare as runs), or two or "
                    + "more repeats' JSON (surge run --repeat N).");
        }
        Path out = output != null
                ? output
                : inputs.get(0)
                        .resolveSibling("compare-" + labels.get(0) + "-vs-" + labels.get(1)
                                + (labels.size() > 2 ? "-and-" + (labels.size() - 2) + "-more" : "") + ".html");
        try {
            if (repeats > 0) {
                List<RepeatResult> all =
                        opened.stream().map(Results.Opened::repeat).toList();
                System.out.print(Repeat.comparisonTable(all, labels));
                Repeat.compare(all, labels, out);
            } else if (sweeps > 0) {
                List<SweepResult> all =
                        opened.stream().map(Results.Opened::sweep).toList();
                System.out.print(Reports.sweepComparisonTable(all, labels));
                Surgebench.compareSweeps(all, labels, out);
            } else {
                List<RunResult> runs = opened.stream().map(Results.Opened::run).toList();
                System.out.print(Reports.comparisonTable(runs, labels));
                Surgebench.compare(runs, labels, out);
            }
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot write " + out + ": " + e.getMessage(), e);
        }
        System.out.println("Comparison written: " + out);
        return 0;
    }
}
