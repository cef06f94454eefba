package org.surgebench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.surgebench.core.api.SwingbenchFiles;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultFileCheck;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;

/** Reading result files given on the command line. */
final class Results {
    private Results() {}

    /** A result given to compare: a run's (JSON or Swingbench's results.xml), a sweep's or a repeat's. */
    record Opened(RunResult run, SweepResult sweep, RepeatResult repeat) {
        /** What the result is, for a sentence refusing a mix: "run", "sweep" or "repeat". */
        String kind() {
            return sweep != null ? "sweep" : repeat != null ? "repeat" : "run";
        }
    }

    /** Reads {@code input} as compare takes it: Swingbench's results.xml, a sweep's JSON or a run's JSON. */
    static Opened open(Path input) {
        if (Files.isReadable(input) && SwingbenchFiles.isXml(input)) {
            return new Opened(SwingbenchFiles.readResults(input), null, null);
        }
        JsonNode tree = ReportCommand.readTree(input);
        if ("sweep".equals(tree.path("kind").asText())) {
            try {
                return new Opened(null, Json.mapper().treeToValue(tree, SweepResult.class), null);
            } catch (IOException | RuntimeException e) {
                throw SurgeException.usage(input + " is not a complete Surgebench sweep result ("
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse("") + ").");
            }
        }
        if (RepeatResult.KIND.equals(tree.path("kind").asText())) {
            try {
                return new Opened(null, null, Json.mapper().treeToValue(tree, RepeatResult.class));
            } catch (IOException | RuntimeException e) {
                throw SurgeException.usage(input + " is not a complete Surgebench repeat result ("
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse("") + ").");
            }
        }
        return new Opened(readRun(input), null, null);
    }

    static RunResult readRun(Path input) {
        JsonNode tree = ReportCommand.readTree(input);
        if (!tree.has("summary") || !tree.has("config")) {
            throw SurgeException.usage(input + " is not a Surgebench run result (a sweep's JSON cannot be compared "
                    + "run by run; give the steps' JSON files).");
        }
        return ResultFileCheck.run(tree, input);
    }

    /** foo/bar.json to foo/bar.html. */
    static Path sibling(Path file, String suffix) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return file.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + suffix);
    }

    static String baseName(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
