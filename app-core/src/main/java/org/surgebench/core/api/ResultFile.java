package org.surgebench.core.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;

/**
 * A results JSON as a front end opens it: a run's ({@link Run}) or a sweep's ({@link Sweep}); anything else
 * is a one-sentence {@link SurgeException} that says what the file is not.
 */
public sealed interface ResultFile permits ResultFile.Run, ResultFile.Sweep {

    record Run(RunResult result) implements ResultFile {}

    record Sweep(SweepResult result) implements ResultFile {}

    static ResultFile read(Path json) {
        if (!Files.isReadable(json)) {
            throw SurgeException.usage("Cannot read " + json + ": no such file, or not readable.");
        }
        JsonNode tree;
        try {
            tree = Json.mapper().readTree(json.toFile());
        } catch (IOException e) {
            throw SurgeException.usage(json + " is not valid JSON: "
                    + e.getMessage().lines().findFirst().orElse(""));
        }
        try {
            if ("sweep".equals(tree.path("kind").asText()) && tree.path("steps").isArray()) {
                return new Sweep(Json.mapper().treeToValue(tree, SweepResult.class));
            }
            if (tree.path("summary").isObject()
                    && tree.path("config").isObject()
                    && tree.path("transactions").isArray()) {
                return new Run(Json.mapper().treeToValue(tree, RunResult.class));
            }
        } catch (IOException | IllegalArgumentException e) {
            throw SurgeException.usage(json + " is not a readable Surgebench result: "
                    + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
        }
        throw SurgeException.usage(json + " is not a Surgebench run or sweep result (no summary, config and "
                + "transactions, nor a sweep's steps).");
    }
}
