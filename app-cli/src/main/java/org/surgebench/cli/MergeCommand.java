package org.surgebench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SurgeException;
import org.surgebench.core.results.MergedPart;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge merge A.json B.json ...}: one result from the results of a run's N load generators. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merge the results of the N generators of one run (surge run --generator K/N --run-id ID) "
                + "into the result of the whole run: transactions, errors and statements added up, the measured "
                + "window from the first generator's start to the last one's end, percentiles from the union of "
                + "the generators' latency histograms (exact, never averaged), and the 1-second series lined up "
                + "by wall clock. Writes <workload>-<time>-merged.json, .csv and .html; surge report and surge "
                + "compare read it like any run's result.", "",
                "All N results of the run must be given, each once.", "",
                "Example:",
                "  surge merge results/soe-20250101-120000-g1of3.json results/soe-20250101-120000-g2of3.json \\",
                "              results/soe-20250101-120000-g3of3.json", ""})
public final class MergeCommand implements Callable<Integer> {
    @Parameters(arity = "2..*", paramLabel = "RESULT.json", description = "The generators' results, in any order.")
    List<Path> inputs;

    @Option(names = {"-r", "--results"}, paramLabel = "DIR",
            description = "Folder for the merged JSON, CSV and report (default: the first result's folder).")
    Path results;

    @Option(names = "--wide", description = "Every column in the summary's transaction table.")
    boolean wide;

    @Override
    public Integer call() {
        List<RunResult> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path p : inputs) {
            parts.add(Results.readRun(p));
            names.add(p.toString());
        }
        RunResult merged = Surgebench.merge(parts, names);
        Path dir = results != null ? results : inputs.get(0).toAbsolutePath().getParent();
        ResultWriter.checkWritable(dir);
        try {
            merged = ResultWriter.writeInto(merged, dir);
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot write results to " + dir + ": " + e.getMessage(), e);
        }
        System.out.println("Run " + merged.runId() + ": " + merged.mergedFrom().size() + " generators");
        for (MergedPart p : merged.mergedFrom()) {
            System.out.printf("  generator %s on %s: %d user(s), %d transactions, %.1f TPS, measured %s .. %s%n",
                    p.generator(), p.host(), p.users(), p.transactions(), p.tps(), p.measuredFrom(), p.measuredTo());
        }
        SummaryPrinter.print(merged, wide, TerminalSize.summaryColumns(TransactionTable.DEFAULT_WIDTH), System.out);
        return RunCommand.exitCode(merged);
    }
}
