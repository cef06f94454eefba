package org.surgebench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Reports;
import org.surgebench.core.common.IoProblems;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultFileCheck;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge report RESULT.json}: the self-contained HTML report of a run (or of a sweep). */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description = {
            "Write the HTML report of a run's (or a sweep's) result JSON: summary, per-transaction "
                    + "table, TPS/QPS and response time over time, latency histogram, the database's load profile and "
                    + "host statistics. One file that opens in any browser without a network.",
            "",
            "`surge run` already writes it beside the JSON; use this to redo it, e.g. after an upgrade.",
            "",
            "A file that is not a complete result (a field missing or of the wrong type) is named in one "
                    + "sentence (exit 2).",
            "",
            "Example:",
            "  surge report results/soe-20250101-120000-1f2e3d4c.json",
            ""
        })
public final class ReportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "RESULT.json", description = "A result written by surge run or surge sweep.")
    Path input;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE.html",
            description = "Where to write the report (default: beside the JSON, with .html).")
    Path output;

    @Override
    public Integer call() {
        JsonNode tree = readTree(input);
        Path out = output != null ? output : Results.sibling(input, ".html");
        // Read and checked first: a bad input is the input's fault (exit 2), not the output's.
        String html;
        if ("sweep".equals(tree.path("kind").asText())) {
            SweepResult sweep;
            try {
                sweep = Json.mapper().treeToValue(tree, SweepResult.class);
                html = Reports.html(sweep);
            } catch (IOException | RuntimeException e) {
                throw SurgeException.usage(input + " is not a complete Surgebench sweep result ("
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse("") + ").");
            }
        } else if (tree.has("summary") || tree.has("config") || tree.has("transactions")) {
            RunResult run = ResultFileCheck.run(tree, input);
            try {
                html = Reports.html(run);
            } catch (RuntimeException e) {
                throw SurgeException.usage(
                        input + " is not a complete Surgebench result (the report found a gap: " + e + ").");
            }
        } else {
            throw SurgeException.usage(input + " is not a Surgebench run or sweep result.");
        }
        try {
            AtomicFiles.writeString(out, html);
        } catch (IOException e) {
            throw new SurgeException(
                    SurgeException.IO,
                    "Cannot write " + out + " (" + IoProblems.describe(e) + "): choose another file with -o.",
                    e);
        }
        System.out.println("Report written: " + out);
        return 0;
    }

    static JsonNode readTree(Path input) {
        if (!Files.isReadable(input)) {
            throw SurgeException.usage("Cannot read " + input + ": no such file, or not readable.");
        }
        try {
            return Json.mapper().readTree(input.toFile());
        } catch (IOException e) {
            throw SurgeException.usage(input + " is not valid JSON: "
                    + e.getMessage().lines().findFirst().orElse(""));
        }
    }
}
