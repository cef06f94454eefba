package org.surgebench.web;

import java.nio.file.Path;
import org.surgebench.core.results.RunResult;

/**
 * A finished run in one line, as the run's status and the history list show it: what ran where, when, what it
 * did and its comment. The URL is the one results store (without credentials); the JSON file is named by its
 * name inside the results folder, never by a path of this machine.
 */
record ResultLine(
        String runId,
        String workload,
        String database,
        String startedAt,
        long transactions,
        double tps,
        double p95Ms,
        long errors,
        int maxUsers,
        String stopReason,
        String comment,
        String file) {

    static ResultLine of(RunResult r) {
        String json = r.files() == null ? null : r.files().get("json");
        return new ResultLine(
                r.runId(),
                r.config().workload(),
                r.config().dialect(),
                r.startedAt() == null ? null : r.startedAt().toString(),
                r.summary().transactions(),
                r.summary().tps(),
                r.summary().service().p95Ms(),
                r.summary().errors(),
                r.summary().maxUsers(),
                r.summary().stopReason(),
                r.config().settings() == null
                        ? null
                        : r.config().settings().output().comment(),
                json == null ? null : Path.of(json).getFileName().toString());
    }
}
