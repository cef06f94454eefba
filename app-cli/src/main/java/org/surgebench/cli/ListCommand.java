package org.surgebench.cli;

import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Variant;
import org.surgebench.core.spi.Workload;
import picocli.CommandLine.Command;

/** {@code surge list}: workloads, their transactions and mixes. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the workloads with their transactions (short name, weight, enabled), named mixes and "
                + "variants.")
public final class ListCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        for (Workload w : Surgebench.workloads()) {
            System.out.println(w.name() + ": " + w.description());
            System.out.println("  scale " + w.minScale() + " .. " + w.maxScale());
            System.out.println("  run defaults: " + w.runDefaults().describe());
            System.out.println("  transactions:");
            for (TransactionDef t : w.transactions()) {
                System.out.println(String.format("    %-5s %-40s weight %3d  %s%s%s", t.shortName(), t.name(),
                        t.defaultWeight(), t.enabledByDefault() ? "enabled" : "disabled",
                        t.readOnly() ? ", read-only" : "", t.aliases().isEmpty() ? ""
                                : " (formerly " + String.join(", ", t.aliases()) + ", still accepted for one release)"));
            }
            System.out.println("  mixes:");
            for (Mix m : w.mixes()) {
                System.out.println(String.format("    %-12s %s %s%s", m.name(), m.weights(), m.description(),
                        m == w.defaultMix() ? " (default)" : ""));
            }
            if (!w.variants().isEmpty()) {
                System.out.println("  variants (--variant):");
                for (Variant v : w.variants()) {
                    System.out.println(String.format("    %-12s %s", v.name(), v.description()));
                }
            }
            System.out.println();
        }
        return 0;
    }
}
