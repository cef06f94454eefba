package org.surgebench.cli;

import java.util.List;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.WorkloadPath;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/**
 * {@code --workload-path}: folders (or jars) of workloads built outside Surgebench, for the commands that name a
 * workload. Applied before such a command runs ({@link #apply}), from the flag or else from
 * {@code SURGE_WORKLOAD_PATH}: a command that names no workload never reads either.
 */
final class WorkloadPathOption {
    static final String NAME = "--workload-path";

    @Option(
            names = NAME,
            paramLabel = "DIR",
            description = {
                "A folder of workload jars built outside Surgebench (or one jar), searched beside the built-in "
                        + "workloads; repeatable, or a list (DIR1:DIR2). Without it: $" + WorkloadPath.ENVIRONMENT
                        + ". See docs/custom-workloads.md."
            })
    List<String> entries;

    /**
     * Takes the workload path of the command about to run, when it is one that has the option: the flag's
     * folders, or else the environment's. A bad path ends the command before it starts, with one sentence.
     */
    static void apply(ParseResult parsed) {
        ParseResult last = parsed;
        while (last.hasSubcommand()) {
            last = last.subcommand();
        }
        if (last.commandSpec().findOption(NAME) == null) {
            return;
        }
        try {
            Surgebench.useWorkloadPath(NAME, last.matchedOptionValue(NAME, null));
        } catch (SurgeException e) {
            throw new CommandLine.ExecutionException(last.commandSpec().commandLine(), e.getMessage(), e);
        }
    }
}
