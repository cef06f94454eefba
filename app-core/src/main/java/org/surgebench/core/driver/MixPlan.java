package org.surgebench.core.driver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.MixChoice;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.UserPauses;
import org.surgebench.core.spi.Workload;

/**
 * The effective weights of a run: the mix's weights, then --enable/--disable, then explicit weights.
 * Only transactions with a positive weight are run. Independent picks are made with an integer cumulative table;
 * {@link #deck} deals them from a shuffled deck instead.
 */
public final class MixPlan {
    private final String mixName;
    private final String variant;
    private final List<TransactionDef> transactions;
    private final int[] weights;
    private final int[] cumulative;
    /** The workload's own pauses around each transaction for the run's options, or null: the run's think time. */
    private UserPauses pauses;

    private MixPlan(String mixName, String variant, List<TransactionDef> transactions, int[] weights) {
        this.mixName = mixName;
        this.variant = variant;
        this.transactions = List.copyOf(transactions);
        this.weights = weights;
        this.cumulative = new int[weights.length];
        int sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum;
        }
    }

    /**
     * The plan of a run of one variant of the workload (null: the workload has no variants). A run of phases runs
     * every transaction any of its phases runs, with the first phase's weights ({@link #union}).
     */
    public static MixPlan resolve(Workload workload, String variant, RunPlan plan) {
        MixPlan m = plan.phases().isEmpty()
                ? resolve(
                        workload,
                        variant,
                        plan.options(),
                        plan.mix().orElse(null),
                        new Choice(plan.enabled(), plan.disabled(), plan.weights()))
                : union(plan.phases().stream()
                        .map(p -> resolve(workload, variant, plan.options(), p.mix()))
                        .toList());
        m.pauses = workload.pauses(plan.options());
        return m;
    }

    /** The workload's own pauses around each transaction (TPC-C's keying and thinking), or null for none. */
    public UserPauses pauses() {
        return pauses;
    }

    /** The plan of one group of mix settings (a phase's). */
    static MixPlan resolve(Workload workload, String variant, Map<String, String> options, MixChoice m) {
        return resolve(workload, variant, options, m.mix(), new Choice(m.enabled(), m.disabled(), m.weights()));
    }

    /**
     * One plan over the transactions of all of {@code plans} (in the order they first appear), with the first
     * plan's weights: the transactions a run of phases counts, whichever phase runs them.
     */
    static MixPlan union(List<MixPlan> plans) {
        List<TransactionDef> all = new ArrayList<>();
        for (MixPlan p : plans) {
            p.transactions.stream().filter(t -> indexOf(all, t) < 0).forEach(all::add);
        }
        MixPlan first = plans.get(0);
        return new MixPlan(first.mixName, first.variant, all, first.weightsOver(all));
    }

    /** This plan's weights over {@code union}'s transactions (0 for those it does not run). */
    MixPlan over(MixPlan union) {
        return new MixPlan(mixName, variant, union.transactions, weightsOver(union.transactions));
    }

    private int[] weightsOver(List<TransactionDef> all) {
        int[] w = new int[all.size()];
        for (int i = 0; i < transactions.size(); i++) {
            w[indexOf(all, transactions.get(i))] = weights[i];
        }
        return w;
    }

    /** Where a transaction is in {@code all}, by its short name (a workload may make its definitions anew). */
    private static int indexOf(List<TransactionDef> all, TransactionDef t) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).shortName().equalsIgnoreCase(t.shortName())) {
                return i;
            }
        }
        return -1;
    }

    /** As {@link #resolve(Workload, String, RunPlan)} for a spec not yet frozen (a Swingbench config's). */
    public static MixPlan resolve(Workload workload, String variant, RunSpec spec) {
        return resolve(
                workload,
                variant,
                spec.options(),
                spec.mix(),
                new Choice(spec.enabled(), spec.disabled(), spec.weights()));
    }

    /** The transactions enabled and disabled, and the weights given, on top of the mix. */
    private record Choice(java.util.Set<String> enable, java.util.Set<String> disable, Map<String, Integer> weights) {}

    private static MixPlan resolve(
            Workload workload, String variant, Map<String, String> options, String mix, Choice choice) {
        Mix fromOptions = workload.optionMix(options);
        if (fromOptions == null) {
            return resolve(workload, variant, mix, choice.enable(), choice.disable(), choice.weights());
        }
        if (mix != null) {
            throw new org.surgebench.core.common.SettingException("{mix} " + mix + " and the options "
                    + fromOptions.name() + " both set the mix of " + workload.name() + ": give one of them.");
        }
        return resolve(workload, variant, fromOptions, choice.enable(), choice.disable(), choice.weights());
    }

    public static MixPlan resolve(
            Workload workload,
            String mixName,
            java.util.Set<String> enable,
            java.util.Set<String> disable,
            Map<String, Integer> explicit) {
        return resolve(workload, null, mixName, enable, disable, explicit);
    }

    public static MixPlan resolve(
            Workload workload,
            String variant,
            String mixName,
            java.util.Set<String> enable,
            java.util.Set<String> disable,
            Map<String, Integer> explicit) {
        Mix mix = mixName == null ? workload.defaultMix() : workload.mix(mixName);
        if (mix == null) {
            List<String> names = workload.mixes().stream().map(Mix::name).toList();
            throw SurgeException.usage("Unknown mix '" + mixName + "' for " + workload.name() + "; available: "
                    + String.join(", ", names) + didYouMean(mixName, names) + ".");
        }
        return resolve(workload, variant, mix, enable, disable, explicit);
    }

    private static MixPlan resolve(
            Workload workload,
            String variant,
            Mix mix,
            java.util.Set<String> enable,
            java.util.Set<String> disable,
            Map<String, Integer> explicit) {
        // A layer that never named a transaction leaves these unset (the desktop app's form, say): none given.
        enable = enable == null ? java.util.Set.of() : enable;
        disable = disable == null ? java.util.Set.of() : disable;
        explicit = explicit == null ? Map.of() : explicit;
        List<TransactionDef> all = variant == null ? workload.transactions() : workload.transactions(variant);
        Map<String, TransactionDef> byName = new LinkedHashMap<>();
        Map<String, String> aliases = new LinkedHashMap<>();
        for (TransactionDef t : all) {
            byName.put(t.shortName().toUpperCase(Locale.ROOT), t);
            t.aliases()
                    .forEach(a -> aliases.put(
                            a.toUpperCase(Locale.ROOT), t.shortName().toUpperCase(Locale.ROOT)));
        }
        Map<String, Integer> w = new LinkedHashMap<>();
        for (TransactionDef t : all) {
            w.put(t.shortName().toUpperCase(Locale.ROOT), 0);
        }
        mix.weights().forEach((k, v) -> w.put(known(byName, aliases, workload, k), v));
        for (String e : enable) {
            String k = known(byName, aliases, workload, e);
            if (w.get(k) == 0) {
                w.put(k, Math.max(1, byName.get(k).defaultWeight()));
            }
        }
        for (String d : disable) {
            w.put(known(byName, aliases, workload, d), 0);
        }
        explicit.forEach((k, v) -> w.put(known(byName, aliases, workload, k), v));
        List<TransactionDef> txs = new ArrayList<>();
        List<Integer> ws = new ArrayList<>();
        w.forEach((k, v) -> {
            if (v < 0) {
                throw SurgeException.usage("The weight of " + k + " is negative (" + v + "); weights are 0 or more.");
            }
            if (v > 0) {
                txs.add(byName.get(k));
                ws.add(v);
            }
        });
        if (txs.isEmpty()) {
            throw new org.surgebench.core.common.SettingException("Every transaction of the mix has weight 0 or is "
                    + "disabled; enable at least one (e.g. {enable} "
                    + workload.transactions().get(0).shortName()
                    + ").");
        }
        return new MixPlan(
                mix.name(),
                variant,
                txs,
                ws.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The upper-case short name of a transaction named by its short name or a former one (an alias). */
    private static String known(
            Map<String, TransactionDef> byName, Map<String, String> aliases, Workload workload, String name) {
        String k = name.toUpperCase(Locale.ROOT);
        k = byName.containsKey(k) ? k : aliases.getOrDefault(k, k);
        if (!byName.containsKey(k)) {
            throw SurgeException.usage("Unknown transaction '" + name + "' in " + workload.name() + "; known: "
                    + String.join(", ", byName.keySet()) + didYouMean(name, byName.keySet()) + ".");
        }
        return k;
    }

    /** " (did you mean 'read-only'?)" for a name close to a known one, as for --option keys; else nothing. */
    private static String didYouMean(String name, java.util.Collection<String> known) {
        String nearest = org.surgebench.core.spi.OptionCheck.nearest(name, known);
        return nearest == null ? "" : " (did you mean '" + nearest + "'?)";
    }

    public String mixName() {
        return mixName;
    }

    /** The workload variant these transactions belong to; null for a workload without variants. */
    public String variant() {
        return variant;
    }

    public List<TransactionDef> transactions() {
        return transactions;
    }

    /** Weight per transaction short name, in order. */
    public Map<String, Integer> weights() {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (int i = 0; i < weights.length; i++) {
            out.put(transactions.get(i).shortName(), weights[i]);
        }
        return out;
    }

    /** The index of the next transaction for a uniform draw in {@code 0..totalWeight-1}. */
    public int pick(int draw) {
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (draw < cumulative[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** A shuffled deck of these weights for a run with this seed (see {@link MixDeck}). */
    MixDeck deck(long seed) {
        return deck(seed, 0);
    }

    /**
     * The deck a run's users deal from, or null when each draws independently ({@code --mix-draw random}). Each
     * of several generators deals from a deck of its own: the same deck in every process would deal them all the
     * same sequence.
     */
    MixDeck deckFor(RunPlan plan) {
        return plan.mixDraw() == MixDraw.DECK
                ? deck(plan.seed(), plan.generator().map(g -> g.index()).orElse(0))
                : null;
    }

    /** The deck of one of several generators of a run (numbered from 1; 0 for a run in one process). */
    MixDeck deck(long seed, int generator) {
        return new MixDeck(
                weights,
                generator == 0
                        ? seed
                        : new org.surgebench.core.spi.Rng(0)
                                .reseed(seed, 0x6E4, generator)
                                .nextLong());
    }

    public int totalWeight() {
        return cumulative[cumulative.length - 1];
    }
}
