package org.surgebench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Workload;
import picocli.CommandLine.Option;

/**
 * {@code --script FILE[@WEIGHT]} and {@code --define NAME=VALUE}: pgbench scripts as the workload, as pgbench's
 * {@code -f FILE@W} and {@code -D NAME=VALUE} (docs/custom-workloads.md). The scripts run against the schema that is
 * there: no generate.
 */
final class ScriptOptions {
    @Option(
            names = "--script",
            paramLabel = "FILE[@WEIGHT]",
            description = {
                "Run pgbench scripts instead of a named workload, repeatable: a file or builtin:tpcb-like, "
                        + "builtin:simple-update, builtin:select-only, with an optional @WEIGHT as pgbench's -f "
                        + "FILE@W. \\set, \\if, \\sleep, \\gset, \\aset and :variables as pgbench's; on every "
                        + "database; no generate needed. See docs/custom-workloads.md."
            })
    List<String> scripts = new ArrayList<>();

    @Option(
            names = "--define",
            paramLabel = "NAME=VALUE",
            description = "A variable of the --script scripts, repeatable (pgbench's -D); e.g. --define scale=10.")
    List<String> defines = new ArrayList<>();

    boolean given() {
        return !scripts.isEmpty();
    }

    /** Refuses a --define without a --script to give it to. */
    void checkNoDefines() {
        if (!defines.isEmpty()) {
            throw SurgeException.usage("--define " + defines.get(0) + " sets a variable of the --script scripts, "
                    + "and no --script was given.");
        }
    }

    /**
     * The workload of the scripts, read and checked now (a meta-command Surgebench does not run is one sentence naming
     * the file and line, before anything connects); a workload name or a Swingbench file beside them is refused.
     */
    Workload workload(String workloadName, Path config) {
        if (workloadName != null) {
            throw SurgeException.usage("Give either a workload (" + workloadName + ") or --script, not both: the "
                    + "scripts are the workload.");
        }
        if (config != null) {
            throw SurgeException.usage("Give either a Swingbench file (-c " + config.getFileName() + ") or --script, "
                    + "not both: the scripts are the workload.");
        }
        return Surgebench.scriptWorkload(scripts, defines);
    }
}
