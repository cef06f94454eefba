package org.surgebench.web;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.api.Reports;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultFileCheck;
import org.surgebench.core.results.RunResult;

/**
 * {@code /compare?file=A.json&file=B.json...}: two or more runs of the results folder side by side, as the page
 * {@code surge compare} writes (the engine's {@link Reports#comparisonHtml}); the first is the base. Only the
 * results folder's files can be named ({@link ResultsFolder}).
 */
final class ComparePage {
    private final ResultsFolder folder;

    ComparePage(ResultsFolder folder) {
        this.folder = folder;
    }

    void routes(RoutesConfig r) {
        r.get("/compare", this::page);
    }

    private void page(Context ctx) {
        List<String> names = ctx.queryParams("file");
        if (names.size() < 2) {
            throw SurgeException.usage("Compare needs two or more runs: tick them in the history, then Compare.");
        }
        List<RunResult> runs = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (String name : names) {
            Path p = folder.file(name).orElseThrow(() -> new NotFoundResponse("No run " + name + " in the results."));
            runs.add(read(p, name));
            String label = name.replaceAll("\\.json$", "");
            while (labels.contains(label)) {
                label = label + "'";
            }
            labels.add(label);
        }
        ctx.html(Reports.comparisonHtml(runs, labels));
    }

    private static RunResult read(Path p, String name) {
        JsonNode tree;
        try {
            tree = Json.mapper().readTree(p.toFile());
        } catch (IOException e) {
            throw SurgeException.usage(name + " is not valid JSON.");
        }
        if (!tree.has("summary") || !tree.has("config")) {
            throw SurgeException.usage(name + " is not a run's result (a sweep's runs compare step by step).");
        }
        return ResultFileCheck.run(tree, Path.of(name));
    }
}
