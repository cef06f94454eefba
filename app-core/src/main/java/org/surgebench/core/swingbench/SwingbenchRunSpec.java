package org.surgebench.core.swingbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;

/**
 * Puts a Swingbench configuration's settings on a {@link RunSpec}, except those the user gave on the command line
 * (flags override the file). The names in {@code given} are the settings' keys: {@code url}, {@code user},
 * {@code password}, {@code users}, {@code think}, {@code intra-think}, {@code query-timeout}, {@code run-time},
 * {@code max-transactions}, {@code warmup}, {@code ramp-up}, {@code variant}, {@code timings}, and
 * {@code tx:SHORT} for a transaction whose weight or enabling the command line sets, {@code mix} when it names
 * a mix (the file's transaction list is then left out).
 */
public final class SwingbenchRunSpec {
    private SwingbenchRunSpec() {}

    /** Applies {@code config} to {@code spec}; returns every element not applied (the file's and the run's own). */
    public static List<String> apply(SwingbenchConfig config, RunSpec spec, Set<String> given) {
        List<String> notApplied = new ArrayList<>(config.notApplied());
        if (config.url() != null && !given.contains("url")) {
            spec.url(config.url());
        }
        if (config.user() != null && !given.contains("user")) {
            spec.user(config.user());
        }
        if (config.password() != null && !given.contains("password")) {
            spec.password(config.password());
        }
        String url = spec.connection().url();
        if (url != null && url.startsWith("jdbc:oracle:")) {
            config.driverProperties().forEach(spec::property);
        } else if (!config.driverProperties().isEmpty()) {
            notApplied.add("StatementCaching and FetchSize (Oracle driver properties; the URL is not Oracle's)");
        }
        if (config.users() != null && !given.contains("users")) {
            spec.users(config.users());
        }
        if (config.thinkMin() != null && !given.contains("think")) {
            spec.thinkTime(config.thinkMin(), config.thinkMax() != null ? config.thinkMax() : config.thinkMin());
        }
        if (config.intraThinkMin() != null && !given.contains("intra-think")) {
            spec.intraThinkTime(
                    config.intraThinkMin(),
                    config.intraThinkMax() != null ? config.intraThinkMax() : config.intraThinkMin());
        }
        if (config.queryTimeout() != null && !given.contains("query-timeout")) {
            spec.queryTimeout(config.queryTimeout());
        }
        if (config.maxTransactions() != null && !given.contains("max-transactions")) {
            spec.maxTransactions(config.maxTransactions());
            if (config.runTime() == null && !given.contains("run-time")) {
                spec.runTime(null);
            }
        }
        if (config.runTime() != null && !given.contains("run-time")) {
            spec.runTime(config.runTime());
        }
        if (config.warmUp() != null && !given.contains("warmup")) {
            spec.warmUp(config.warmUp());
        }
        if (config.rampUp() != null && !given.contains("ramp-up")) {
            spec.rampUp(config.rampUp());
        }
        if (config.variant() != null && !given.contains("variant")) {
            spec.variant(config.variant());
        }
        if (config.timingsIncludeSleep() != null && !given.contains("timings")) {
            spec.timingsIncludeThink(config.timingsIncludeSleep());
        }
        applyTransactions(config, spec, given, notApplied);
        return notApplied;
    }

    /**
     * The file's weights and Enabled flags; a transaction of the workload that the file does not list is disabled
     * (Swingbench would not run it), one the workload does not have is listed as not applied.
     */
    private static void applyTransactions(
            SwingbenchConfig config, RunSpec spec, Set<String> given, List<String> notApplied) {
        if (config.transactions().isEmpty() || given.contains("mix")) {
            return;
        }
        Workload workload = Workloads.byName(config.workload());
        List<TransactionDef> defs = workload.transactions(
                spec.variant() != null ? spec.variant() : workload.variants().isEmpty() ? null : config.variant());
        Set<String> listed = new java.util.HashSet<>();
        for (SwingbenchConfig.Transaction tx : config.transactions()) {
            TransactionDef def = find(defs, tx.shortName());
            if (def == null) {
                notApplied.add(
                        "Transaction " + tx.shortName() + " (" + config.workload() + " has no such transaction)");
                continue;
            }
            listed.add(def.shortName());
            if (given.contains("tx:" + def.shortName().toUpperCase(Locale.ROOT))) {
                continue;
            }
            if (tx.enabled()) {
                // An explicit weight outranks a disable, so only an enabled transaction gets the file's weight.
                spec.weight(def.shortName(), tx.weight());
            } else {
                spec.disable(def.shortName());
            }
        }
        for (TransactionDef def : defs) {
            if (!listed.contains(def.shortName())
                    && !given.contains("tx:" + def.shortName().toUpperCase(Locale.ROOT))) {
                spec.disable(def.shortName());
            }
        }
    }

    /** The transaction of that short name or former short name (any case), or null. */
    static TransactionDef find(List<TransactionDef> defs, String shortName) {
        for (TransactionDef d : defs) {
            if (d.shortName().equalsIgnoreCase(shortName)
                    || d.aliases().stream().anyMatch(a -> a.equalsIgnoreCase(shortName))) {
                return d;
            }
        }
        return null;
    }
}
