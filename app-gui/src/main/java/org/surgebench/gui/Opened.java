package org.surgebench.gui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * Something the main window opened beside the live session, one tab each: a run's results, a sweep, or runs
 * side by side. Each carries the tab's title and the line that says how opening one of its files went.
 */
sealed interface Opened {

    /** The tab's title. */
    String title();

    /** The line under the tab's open buttons. */
    OpenLine line();

    /** A run's results, live or read back from its JSON. */
    record Run(RunResult result, OpenLine line) implements Opened {
        @Override
        public String title() {
            return result.config().workload() + " " + result.summary().maxUsers() + "u · "
                    + Formats.rate(result.summary().tps()) + " TPS";
        }

        /** The tab's node id, unique per run. */
        String id() {
            return "result-" + result.runId();
        }
    }

    /** A sweep read back from its JSON. */
    record Sweep(SweepResult result, OpenLine line) implements Opened {
        @Override
        public String title() {
            return result.workload() + " sweep · " + result.steps().size() + " steps";
        }

        /** The tab's node id, unique per sweep. */
        String id() {
            return "sweep-" + result.startedAt().toEpochMilli();
        }

        /** A step's cell in the Users column: the knee step is marked. */
        String usersCell(SweepStep step) {
            boolean knee = result.kneeIndex() != null && result.steps().get(result.kneeIndex()) == step;
            return step.users() + (knee ? "  ◆ knee" : "");
        }
    }

    /** Two or more runs side by side, with the files they were read from (the HTML comparison names them). */
    record Comparison(List<RunResult> runs, List<Path> files, OpenLine line) implements Opened {
        @Override
        public String title() {
            return "Compare " + runs.size() + " runs";
        }

        /**
         * Writes the engine's comparison page ({@code surge compare}'s HTML) beside the first results file and
         * returns it; runs are labelled by their file names.
         */
        Path writeReport() throws IOException {
            List<String> labels = labels();
            Path out = files.get(0)
                    .resolveSibling("compare-" + labels.get(0) + "-vs-" + labels.get(1)
                            + (labels.size() > 2 ? "-and-" + (labels.size() - 2) + "-more" : "") + ".html");
            Surgebench.compare(runs, labels, out);
            return out;
        }

        /** The runs' labels, their file names as {@code surge compare} gives them (a repeated one primed). */
        List<String> labels() {
            List<String> labels = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (Path f : files) {
                String label = f.getFileName().toString().replaceFirst("\\.json$", "");
                while (!seen.add(label)) {
                    label = label + "'";
                }
                labels.add(label);
            }
            return labels;
        }

        /** The engine's comparison of the runs: the HTML comparison's table and the desktop app's are this. */
        org.surgebench.core.report.Comparison comparison() {
            return new org.surgebench.core.report.Comparison(labels(), runs);
        }
    }
}
