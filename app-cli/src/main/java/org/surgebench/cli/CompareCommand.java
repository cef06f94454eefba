package org.surgebench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Reports;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge compare A.json B.json ...}: runs side by side, on the console and in an HTML page. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        description = {
            "Compare two or more runs: a side-by-side table (TPS, QPS, response times, per transaction, "
                    + "load profile, host figures, with the change against the first run) on the console and in an "
                    + "HTML page with overlaid charts.",
            "",
            "Example:",
            "  surge compare results/soe-20250101-120000-1f2e3d4c.json results/soe-20250102-090000-8a7b6c5d.json",
            "",
            "A file that is not a complete result (a field missing or of the wrong type) is named in one "
                    + "sentence (exit 2).",
            ""
        })
public final class CompareCommand implements Callable<Integer> {
    @Parameters(
            arity = "2..*",
            paramLabel = "RESULT.json",
            description = "Run results to compare; the first is the base.")
    List<Path> inputs;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE.html",
            description = "Where to write the page (default: compare-<first>-vs-<second>.html beside the first).")
    Path output;

    @Override
    public Integer call() {
        List<RunResult> runs = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Path p : inputs) {
            runs.add(Results.readRun(p));
            String label = Results.baseName(p);
            while (!seen.add(label)) {
                label = label + "'";
            }
            labels.add(label);
        }
        System.out.print(Reports.comparisonTable(runs, labels));
        Path out = output != null
                ? output
                : inputs.get(0)
                        .resolveSibling("compare-" + labels.get(0) + "-vs-" + labels.get(1)
                                + (labels.size() > 2 ? "-and-" + (labels.size() - 2) + "-more" : "") + ".html");
        try {
            Surgebench.compare(runs, labels, out);
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot write " + out + ": " + e.getMessage(), e);
        }
        System.out.println("Comparison written: " + out);
        return 0;
    }
}
