package org.surgebench.core.swingbench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.Connection;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.MixChoice;
import org.surgebench.core.settings.Resilience;
import org.surgebench.core.settings.RunLayer;
import org.surgebench.core.settings.Think;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;

/**
 * A Swingbench configuration's settings as one {@link RunLayer}, laid beneath what a {@link RunSpec} was given
 * (the command line's flags win over the file; a transaction the flags name, or a mix, is theirs alone).
 */
public final class SwingbenchLayer {
    private SwingbenchLayer() {}

    /** Lays {@code config} under {@code spec}; returns every element not applied (the file's and the run's own). */
    public static List<String> apply(SwingbenchConfig config, RunSpec spec) {
        List<String> notApplied = new ArrayList<>(config.notApplied());
        RunLayer given = spec.layer();
        RunLayer file = RunLayer.of(RunLayer.SWINGBENCH_FILE + " " + config.source())
                .with(Connection.URL, config.url())
                .with(Connection.USER, config.user())
                .with(Connection.PASSWORD, config.password());
        String url = given.get(Connection.URL).orElse(config.url());
        if (url != null && url.startsWith("jdbc:oracle:")) {
            file = file.with(Connection.PROPERTIES, config.driverProperties());
        } else if (!config.driverProperties().isEmpty()) {
            notApplied.add("StatementCaching and FetchSize (Oracle driver properties; the URL is not Oracle's)");
        }
        file = file.with(Load.USERS, config.users());
        if (config.thinkMin() != null) {
            file = file.with(Think.MIN, config.thinkMin())
                    .with(Think.MAX, config.thinkMax() != null ? config.thinkMax() : config.thinkMin());
        }
        if (config.intraThinkMin() != null) {
            file = file.with(Think.INTRA_MIN, config.intraThinkMin())
                    .with(
                            Think.INTRA_MAX,
                            config.intraThinkMax() != null ? config.intraThinkMax() : config.intraThinkMin());
        }
        file = file.with(Resilience.QUERY_TIMEOUT, config.queryTimeout())
                .with(Load.MAX_TRANSACTIONS, config.maxTransactions())
                .with(Load.RUN_TIME, config.runTime())
                .with(Load.WARM_UP, config.warmUp())
                .with(Load.RAMP_UP, config.rampUp())
                .with(MixChoice.VARIANT, config.variant())
                .with(Think.INCLUDE_IN_TIMINGS, config.timingsIncludeSleep());
        if (config.maxTransactions() != null && config.runTime() == null && !given.has(Load.MAX_TRANSACTIONS)) {
            // A count without a run time bounds the run by the count alone.
            file = file.with(Load.RUN_TIME, Duration.ZERO);
        }
        file = transactions(config, given.get(MixChoice.VARIANT).orElse(config.variant()), file, notApplied);
        spec.under(file);
        return notApplied;
    }

    /**
     * The file's weights and Enabled flags; a transaction of the workload that the file does not list is disabled
     * (Swingbench would not run it), one the workload does not have is listed as not applied.
     */
    private static RunLayer transactions(
            SwingbenchConfig config, String variant, RunLayer file, List<String> notApplied) {
        if (config.transactions().isEmpty()) {
            return file;
        }
        Workload workload = Workloads.byName(config.workload());
        List<TransactionDef> defs = workload.transactions(workload.variants().isEmpty() ? null : variant);
        Map<String, Integer> weights = new LinkedHashMap<>();
        Set<String> disabled = new LinkedHashSet<>();
        Set<String> listed = new HashSet<>();
        for (SwingbenchConfig.Transaction tx : config.transactions()) {
            TransactionDef def = find(defs, tx.shortName());
            if (def == null && tx.id() != null) {
                // A short name of a file Surgebench has never seen (MovieStream's: docs/movie.md): its Id, the
                // transaction's full name, names it as well.
                def = byName(defs, tx.id());
            }
            if (def == null) {
                notApplied.add(
                        "Transaction " + tx.shortName() + " (" + config.workload() + " has no such transaction)");
                continue;
            }
            listed.add(def.shortName());
            if (tx.enabled()) {
                // An explicit weight outranks a disable, so only an enabled transaction gets the file's weight.
                weights.put(def.shortName(), tx.weight());
            } else {
                disabled.add(def.shortName());
            }
        }
        for (TransactionDef def : defs) {
            if (!listed.contains(def.shortName())) {
                disabled.add(def.shortName());
            }
        }
        return file.with(MixChoice.WEIGHTS, weights).with(MixChoice.DISABLED, disabled);
    }

    /** The transaction of that full name (any case, quotes and spaces around it ignored), or null. */
    static TransactionDef byName(List<TransactionDef> defs, String id) {
        String name = id.strip().replace("\"", "");
        for (TransactionDef d : defs) {
            if (d.name().equalsIgnoreCase(name)) {
                return d;
            }
        }
        return null;
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
