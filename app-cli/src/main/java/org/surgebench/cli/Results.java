package org.surgebench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.ResultFileCheck;
import org.surgebench.core.results.RunResult;

/** Reading result files given on the command line. */
final class Results {
    private Results() {}

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
