package org.surgebench.core.settings;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One source's settings (the command line, a Swingbench file, the desktop app's form, a workload's defaults,
 * the engine's): a value for each {@link Setting} the source gives, none for the others. {@code upper.over(lower)}
 * lays one source over another, so the run's settings are {@code flags.over(file).over(workload).over(engine)},
 * resolved once with {@link #resolve()}; each value remembers the source that gave it ({@link #provenance()}).
 * Immutable: {@link #with} returns a new layer.
 */
public final class RunLayer {
    /** The source name of a workload's defaults' layer. */
    public static final String WORKLOAD_DEFAULT = "workload default";

    /** How the name of every layer of defaults ends (see {@link #askedByUser}). */
    public static final String DEFAULT_SUFFIX = " default";

    /** The source name of the engine's defaults' layer. */
    public static final String ENGINE_DEFAULT = "engine default";

    /** The start of a Swingbench configuration file's layer's source name (the file's name follows). */
    public static final String SWINGBENCH_FILE = "Swingbench file";

    /** A value and the source that gave it. */
    public record Given(Object value, String source) {}

    private final String source;
    private final Map<Setting<?>, Given> values;

    private RunLayer(String source, Map<Setting<?>, Given> values) {
        this.source = source;
        this.values = Collections.unmodifiableMap(values);
    }

    /** An empty layer of the source named {@code source} ("command line", "workload soe"...). */
    public static RunLayer of(String source) {
        return new RunLayer(source, new LinkedHashMap<>());
    }

    public String source() {
        return source;
    }

    /** This layer with {@code setting} given as {@code value}; null: not given here. */
    public <T> RunLayer with(Setting<T> setting, T value) {
        Map<Setting<?>, Given> next = new LinkedHashMap<>(values);
        if (value == null) {
            next.remove(setting);
        } else {
            next.put(setting, new Given(value, source));
        }
        return new RunLayer(source, next);
    }

    /** The same values told as given by {@code newSource}. */
    public RunLayer named(String newSource) {
        Map<Setting<?>, Given> next = new LinkedHashMap<>();
        values.forEach((s, g) -> next.put(s, new Given(g.value(), newSource)));
        return new RunLayer(newSource, next);
    }

    /** The values of the settings {@code keep} accepts, the rest left out. */
    public RunLayer only(java.util.function.Predicate<Setting<?>> keep) {
        Map<Setting<?>, Given> next = new LinkedHashMap<>();
        values.forEach((s, g) -> {
            if (keep.test(s)) {
                next.put(s, g);
            }
        });
        return new RunLayer(source, next);
    }

    /** The value this layer gives; empty when it gives none. */
    @SuppressWarnings("unchecked")
    public <T> Optional<T> get(Setting<T> setting) {
        Given g = values.get(setting);
        return g == null ? Optional.empty() : Optional.of((T) g.value());
    }

    /** Whether this layer gives {@code setting}. */
    public boolean has(Setting<?> setting) {
        return values.containsKey(setting);
    }

    /**
     * This layer over {@code lower}: its values win. A map (the options, the connection's properties) is merged key
     * by key. A transaction this layer names in a weight, an enable or a disable is this layer's alone: the lower
     * layer's word on it is dropped (the command line's {@code --enable X} over a file that disables X); a mix
     * this layer names drops the lower layers' weights and enablings altogether.
     */
    public RunLayer over(RunLayer lower) {
        Map<Setting<?>, Given> merged = new LinkedHashMap<>(lower.values);
        if (has(MixChoice.MIX)) {
            // A mix named here is that mix: a lower layer's weights and enablings were for another.
            merged.remove(MixChoice.WEIGHTS);
            merged.remove(MixChoice.ENABLED);
            merged.remove(MixChoice.DISABLED);
        }
        Set<String> named = transactionsNamed();
        if (!named.isEmpty()) {
            dropTransactions(merged, named);
        }
        values.forEach((setting, given) -> {
            Given below = merged.get(setting);
            merged.put(setting, below == null ? given : merge(given, below));
        });
        return new RunLayer(source + " over " + lower.source, merged);
    }

    /** Setting name to the source of its value, for every setting a layer gives (for {@code --debug} and results). */
    public Map<String, String> provenance() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Setting<?> s : Settings.ALL) {
            Given g = values.get(s);
            if (g != null) {
                out.put(s.name(), g.source());
            }
        }
        return out;
    }

    /**
     * Which of users, think time and query timeout a workload's defaults gave ("users", "think time", "query
     * timeout"), given the source of each setting's value (null: none).
     */
    public static List<String> fromWorkloadDefaults(java.util.function.Function<Setting<?>, String> sourceOf) {
        List<String> out = new java.util.ArrayList<>();
        if (WORKLOAD_DEFAULT.equals(sourceOf.apply(Load.USERS))) {
            out.add("users");
        }
        if (WORKLOAD_DEFAULT.equals(sourceOf.apply(Think.MIN))) {
            out.add("think time");
        }
        if (WORKLOAD_DEFAULT.equals(sourceOf.apply(Resilience.QUERY_TIMEOUT))) {
            out.add("query timeout");
        }
        return out;
    }

    /**
     * Whether a value from {@code source} is one the user asked for in this run (a flag, the form, the API), rather
     * than a default or a Swingbench file's, which states every setting whether the user meant it or not. A
     * defaults' layer is named so: its name ends in {@value #DEFAULT_SUFFIX} ("engine default", "command line
     * default"...).
     */
    public static boolean askedByUser(String source) {
        return source != null && !source.endsWith(DEFAULT_SUFFIX) && !source.startsWith(SWINGBENCH_FILE);
    }

    /** The source of the value of {@code setting}; empty when no layer gives it. */
    public Optional<String> sourceOf(Setting<?> setting) {
        return Optional.ofNullable(values.get(setting)).map(Given::source);
    }

    /**
     * The settings these layers give, each group checked (one sentence naming the setting for a value that
     * cannot be used). A setting no layer gives reads as null: lay this over {@link EngineDefaults#LAYER}.
     */
    public Settings resolve() {
        return new Settings(
                Connection.from(this),
                Load.from(this),
                Think.from(this),
                MixChoice.from(this),
                Execution.from(this),
                Resilience.from(this),
                Coordination.from(this),
                Output.from(this));
    }

    /** The value this layer gives, or null. */
    <T> T value(Setting<T> setting) {
        return get(setting).orElse(null);
    }

    private Set<String> transactionsNamed() {
        Set<String> named = new LinkedHashSet<>();
        get(MixChoice.WEIGHTS).ifPresent(w -> w.keySet().forEach(tx -> named.add(key(tx))));
        get(MixChoice.ENABLED).ifPresent(e -> e.forEach(tx -> named.add(key(tx))));
        get(MixChoice.DISABLED).ifPresent(d -> d.forEach(tx -> named.add(key(tx))));
        return named;
    }

    private static void dropTransactions(Map<Setting<?>, Given> lower, Set<String> named) {
        for (Setting<?> s : new Setting<?>[] {MixChoice.WEIGHTS, MixChoice.ENABLED, MixChoice.DISABLED}) {
            Given g = lower.get(s);
            if (g == null) {
                continue;
            }
            Object kept;
            if (g.value() instanceof Map<?, ?> m) {
                Map<Object, Object> left = new LinkedHashMap<>(m);
                left.keySet().removeIf(tx -> named.contains(key(tx)));
                kept = left;
            } else {
                Set<Object> left = new LinkedHashSet<>((Set<?>) g.value());
                left.removeIf(tx -> named.contains(key(tx)));
                kept = left;
            }
            lower.put(s, new Given(kept, g.source()));
        }
    }

    private static String key(Object tx) {
        return tx.toString().toUpperCase(java.util.Locale.ROOT);
    }

    /** An upper map over a lower one key by key, or a set with both's members; anything else: the upper's. */
    private static Given merge(Given upper, Given lower) {
        if (upper.value() instanceof Map<?, ?> up && lower.value() instanceof Map<?, ?> low && !low.isEmpty()) {
            Map<Object, Object> m = new LinkedHashMap<>(low);
            m.putAll(up);
            return new Given(m, up.isEmpty() ? lower.source() : upper.source() + ", " + lower.source());
        }
        if (upper.value() instanceof Set<?> up && lower.value() instanceof Set<?> low && !low.isEmpty()) {
            Set<Object> s = new LinkedHashSet<>(low);
            s.addAll(up);
            return new Given(s, up.isEmpty() ? lower.source() : upper.source() + ", " + lower.source());
        }
        return upper;
    }
}
