package org.surgebench.core.driver;

import java.util.Map;
import org.surgebench.core.db.DatabaseOptions;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Workload;

/**
 * Refuses (one sentence, before anything is written) a run option that the workload, the database and the
 * engine do not declare, or a value of the wrong kind; the secret options (awr-password) alike.
 */
public final class RunOptionCheck {
    private RunOptionCheck() {
    }

    public static void check(RunSpec spec, Workload workload) {
        check(spec.connection().url(), spec.options(), spec.secretOptions(), workload);
    }

    static void check(RunPlan plan, Workload workload) {
        check(plan.connection().url(), plan.options(), plan.secretOptions(), workload);
    }

    private static void check(String url, Map<String, String> options, Map<String, String> secretOptions,
                              Workload workload) {
        if (url != null) {
            DatabaseOptions.check(workload, url, options);
            DatabaseOptions.check(workload, url, secretOptions);
        }
    }
}
