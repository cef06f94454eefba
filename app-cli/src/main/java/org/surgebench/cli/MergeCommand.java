package org.surgebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.MergedPart;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge merge A.json B.json ...}: one result from the results of a run's N load generators. */
@Command(
        name = "merge",
        mixinStandardHelpOptions = true,
        description = {
            "Merge the results of the N generators of one run (surge run --generator K/N --run-id ID) "
                    + "into the result of the whole run: transactions, errors and statements added up, the measured "
                    + "window from the first generator's start to the last one's end, percentiles from the union of "
                    + "the generators' latency histograms (exact, never averaged), and the 1-second series lined up "
                    + "by wall clock. Writes <workload>-<time>-merged.json, .csv and .html; surge report and surge "
                    + "compare read it like any run's result.",
            "",
            "All N results of the run must be given, each once; a folder stands for the generators' results in "
                    + "it (--run-id picks one run's).",
            "",
            "Example:",
            "  surge merge results/soe-20250101-120000-g1of3.json results/soe-20250101-120000-g2of3.json \\",
            "              results/soe-20250101-120000-g3of3.json",
            "  surge merge /results --run-id nightly-42       (all of that run's parts in the folder)",
            ""
        })
public final class MergeCommand implements Callable<Integer> {
    @Parameters(
            arity = "1..*",
            paramLabel = "RESULT.json|DIR",
            description = "The generators' results, in any "
                    + "order; a folder stands for the generators' results in it (with --run-id: that run's).")
    List<Path> inputs;

    @Option(
            names = "--run-id",
            paramLabel = "ID",
            description = "Take only the results of this run from the "
                    + "folders given (needed when a folder holds the results of several runs).")
    String runId;

    @Option(
            names = {"-r", "--results"},
            paramLabel = "DIR",
            description = "Folder for the merged JSON, CSV and report (default: the first result's folder).")
    Path results;

    @Option(names = "--wide", description = "Every column in the summary's transaction table.")
    boolean wide;

    @Override
    public Integer call() {
        List<RunResult> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path p : inputs) {
            if (Files.isDirectory(p)) {
                addFolder(p, parts, names);
            } else {
                RunResult r = Results.readRun(p);
                if (runId == null || runId.equals(r.runId())) {
                    parts.add(r);
                    names.add(p.toString());
                }
            }
        }
        RunResult merged = Surgebench.merge(parts, names);
        Path first = inputs.get(0).toAbsolutePath();
        Path dir = results != null ? results : Files.isDirectory(first) ? first : first.getParent();
        ResultWriter.checkWritable(dir);
        try {
            merged = ResultWriter.writeInto(merged, dir);
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot write results to " + dir + ": " + e.getMessage(), e);
        }
        System.out.println("Run " + merged.runId() + ": " + merged.mergedFrom().size() + " generators");
        for (MergedPart p : merged.mergedFrom()) {
            System.out.printf(
                    "  generator %s on %s: %d user(s), %d transactions, %.1f TPS, measured %s .. %s%n",
                    p.generator(), p.host(), p.users(), p.transactions(), p.tps(), p.measuredFrom(), p.measuredTo());
        }
        SummaryPrinter.print(merged, wide, TerminalSize.summaryColumns(TransactionTable.DEFAULT_WIDTH), System.out);
        return RunCommand.exitCode(merged);
    }

    /** The generators' results in a folder (of --run-id, when given); refuses a mix of runs without it. */
    private void addFolder(Path folder, List<RunResult> parts, List<String> names) {
        Set<String> runs = new TreeSet<>();
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(f -> f.getFileName().toString().matches(".*-g\\d+of\\d+\\.json"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw SurgeException.usage("Cannot list " + folder + ": " + e.getMessage());
        }
        for (Path f : files) {
            RunResult r = Results.readRun(f);
            if (r.generator() != null && (runId == null || runId.equals(r.runId()))) {
                runs.add(r.runId());
                parts.add(r);
                names.add(f.toString());
            }
        }
        if (runs.isEmpty()) {
            throw SurgeException.usage(folder + " holds no generator results"
                    + (runId == null ? "" : " of run " + runId) + " (files named <workload>-<time>-g<K>of<N>.json).");
        }
        if (runs.size() > 1) {
            throw SurgeException.usage(folder + " holds the results of several runs (" + String.join(", ", runs)
                    + "): choose one with --run-id.");
        }
    }
}
