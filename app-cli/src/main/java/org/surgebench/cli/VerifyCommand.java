package org.surgebench.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.common.SurgeException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge verify WORKLOAD}: check objects, row counts and data invariants. */
@Command(
        name = "verify",
        mixinStandardHelpOptions = true,
        description = {
            "Check a generated schema: complete, row counts for its scale, and the workload's data "
                    + "invariants (which must hold after any run). Exits 5 and names each violation.",
            ""
        })
public final class VerifyCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "WORKLOAD",
            description = "Workload name (see `surge list`), or a workload file (app.yaml, docs/custom-workloads.md).")
    String workload;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    WorkloadPathOption workloadPath;

    @Option(
            names = "--option",
            split = ",",
            paramLabel = "KEY=VALUE",
            description = "Workload or database option."
                    + " `surge list WORKLOAD` shows the keys each workload and database takes; an unknown key or a value "
                    + "of the wrong kind is refused before anything is done.")
    Map<String, String> options = new LinkedHashMap<>();

    @Override
    public Integer call() {
        VerifyReport r = Surgebench.verify(connection.spec(), workload, options);
        for (VerifyReport.Check c : r.checks()) {
            System.out.println((c.ok() ? "  ok    " : "  FAIL  ") + c.name() + ": " + c.detail());
        }
        if (r.ok()) {
            System.out.println(workload + " verified: " + r.checks().size() + " checks hold.");
            return 0;
        }
        System.err.println("surge: " + r.failures().size() + " of " + r.checks().size() + " checks failed: "
                + String.join(
                        "; ",
                        r.failures().stream().map(VerifyReport.Check::name).toList()) + ".");
        return SurgeException.VERIFY;
    }
}
