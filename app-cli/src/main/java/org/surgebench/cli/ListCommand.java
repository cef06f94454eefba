package org.surgebench.cli;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.OptionSpec;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.Workload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code surge list [WORKLOAD]}: workloads, their transactions, mixes and options, and the databases' options. */
@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description = "List the workloads with their transactions (short name, weight, enabled), named mixes, "
                + "variants and --option keys (kind, default, what each does), then the keys each database and the "
                + "engine take. Workloads from jars built outside Surgebench (--workload-path, SURGE_WORKLOAD_PATH) "
                + "are listed with the jar each came from.")
public final class ListCommand implements Callable<Integer> {
    @Parameters(
            arity = "0..1",
            paramLabel = "WORKLOAD",
            description = "Only this workload (e.g. io), or a workload file (app.yaml): checked, and what it declares "
                    + "shown (the format: docs/custom-workloads.md).")
    String only;

    @Mixin
    WorkloadPathOption workloadPath;

    @Override
    public Integer call() {
        List<Workload> shown = only == null ? Surgebench.workloads() : List.of(Surgebench.workload(only));
        for (Workload w : shown) {
            System.out.println(w.name() + ": " + w.description());
            Surgebench.origin(w).ifPresent(jar -> System.out.println("  from " + jar));
            System.out.println("  scale " + w.minScale() + " .. " + w.maxScale());
            System.out.println("  run defaults: " + w.runDefaults().describe());
            w.declarations().forEach(line -> System.out.println("  " + line));
            System.out.println("  transactions:");
            for (TransactionDef t : w.transactions()) {
                System.out.println(String.format(
                        "    %-5s %-40s weight %3d  %s%s%s",
                        t.shortName(),
                        t.name(),
                        t.defaultWeight(),
                        t.enabledByDefault() ? "enabled" : "disabled",
                        t.readOnly() ? ", read-only" : "",
                        t.aliases().isEmpty()
                                ? ""
                                : " (formerly " + String.join(", ", t.aliases())
                                        + ", still accepted for one release)"));
            }
            System.out.println("  mixes:");
            for (Mix m : w.mixes()) {
                System.out.println(String.format(
                        "    %-12s %s %s%s",
                        m.name(), m.weights(), m.description(), m == w.defaultMix() ? " (default)" : ""));
            }
            if (!w.variants().isEmpty()) {
                System.out.println("  variants (--variant):");
                for (Variant v : w.variants()) {
                    System.out.println(String.format("    %-12s %s", v.name(), v.description()));
                }
            }
            printOptions("  options (--option KEY=VALUE):", w.options());
            System.out.println();
        }
        System.out.println("Database options (--option KEY=VALUE, for that database only):");
        for (Map.Entry<String, List<OptionSpec>> e :
                Surgebench.databaseOptions().entrySet()) {
            printOptions("  " + e.getKey() + ":", e.getValue());
        }
        printOptions("Engine options (--option KEY=VALUE, every workload and database):", Surgebench.engineOptions());
        return 0;
    }

    private static void printOptions(String title, List<OptionSpec> options) {
        if (options.isEmpty()) {
            System.out.println(title + " none");
            return;
        }
        System.out.println(title);
        for (OptionSpec o : options) {
            System.out.println(String.format("    %-20s %s", o.name(), o.describe()));
        }
    }
}
