package org.surgebench.core.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.surgebench.core.common.SurgeException;

/**
 * Reads a run's result document given by a user and checks it is whole before anything uses it: a missing
 * field or a field of the wrong type is one sentence naming it (exit 2), never a NullPointerException in the
 * report or a "Cannot write" that blames the output.
 */
public final class ResultFileCheck {
    /** What every run result has (reports, comparisons and the desktop app rely on them). */
    static final List<String> REQUIRED = List.of(
            "startedAt",
            "config",
            "config.workload",
            "summary",
            "summary.service",
            "summary.statements",
            "transactions",
            "errors",
            "timeSeries");

    private ResultFileCheck() {}

    /** The run result in {@code tree} (read from {@code file}), or a usage error saying what is wrong with it. */
    public static RunResult run(JsonNode tree, Path file) {
        for (String path : REQUIRED) {
            JsonNode n = tree;
            for (String part : path.split("\\.")) {
                n = n == null ? null : n.get(part);
            }
            if (n == null || n.isNull()) {
                throw incomplete(file, "missing '" + path + "'");
            }
        }
        for (String list : List.of("transactions", "errors", "timeSeries")) {
            if (!tree.get(list).isArray()) {
                throw incomplete(file, "'" + list + "' is not a list");
            }
        }
        RunResult r;
        try {
            r = Json.mapper().treeToValue(tree, RunResult.class);
        } catch (JsonMappingException e) {
            throw incomplete(file, "'" + pathOf(e) + "' has the wrong type");
        } catch (JsonProcessingException e) {
            throw incomplete(file, e.getOriginalMessage());
        }
        for (int i = 0; i < r.transactions().size(); i++) {
            var t = r.transactions().get(i);
            if (t == null || t.shortName() == null || t.service() == null || t.statements() == null) {
                throw incomplete(file, "transaction " + (i + 1) + " lacks its name, times or statements");
            }
        }
        if (r.timeSeries().stream().anyMatch(s -> s == null || s.statements() == null || s.perTransaction() == null)) {
            throw incomplete(file, "an interval of 'timeSeries' is incomplete");
        }
        return r;
    }

    private static String pathOf(JsonMappingException e) {
        String p = e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining("."));
        return p.replace(".[", "[");
    }

    private static SurgeException incomplete(Path file, String what) {
        return SurgeException.usage(file + " is not a complete Surgebench result (" + what + ").");
    }
}
