package org.surgebench.core.spi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.SurgeException;

/**
 * Checks {@code --option} keys and values against what the workload, the database and the engine declare, before
 * anything touches the database: an unknown key, a key of another database or a value of the wrong kind is one
 * sentence ({@link SurgeException#usage}), never silently ignored.
 */
public final class OptionCheck {
    private OptionCheck() {}

    /** Every option a run or generation of this workload on this database takes: the workload's first. */
    public static List<OptionSpec> known(Workload workload, List<OptionSpec> databaseOptions) {
        Map<String, OptionSpec> out = new LinkedHashMap<>();
        for (List<OptionSpec> list : List.of(workload.options(), databaseOptions, EngineOptions.all())) {
            list.forEach(o -> out.putIfAbsent(o.name(), o));
        }
        return List.copyOf(out.values());
    }

    /**
     * Refuses, in one sentence, the first option of {@code options} that is not in {@code known} or whose value
     * does not fit its declaration; {@code otherDatabases} (database name to its options) names the database an
     * option belongs to when it is not this one's. Returns the options as an {@link OptionValues} that knows the
     * declared keys (the same map when it already is one).
     */
    public static Map<String, String> check(
            Workload workload,
            String database,
            List<OptionSpec> known,
            Map<String, List<OptionSpec>> otherDatabases,
            Map<String, String> options) {
        options = options == null ? Map.of() : options;
        Map<String, OptionSpec> byName = new LinkedHashMap<>();
        known.forEach(o -> byName.put(o.name(), o));
        for (Map.Entry<String, String> e : options.entrySet()) {
            OptionSpec spec = byName.get(e.getKey());
            if (spec == null) {
                throw SurgeException.usage(
                        unknown(workload.name(), database, e.getKey(), byName.keySet(), otherDatabases));
            }
            String problem = spec.problem(e.getValue());
            if (problem != null) {
                throw SurgeException.usage(problem);
            }
        }
        OptionValues out = options instanceof OptionValues v ? v : new OptionValues(options);
        out.declare(byName.keySet());
        return out;
    }

    static String unknown(
            String workload,
            String database,
            String key,
            java.util.Collection<String> known,
            Map<String, List<OptionSpec>> otherDatabases) {
        List<String> owners = new ArrayList<>();
        otherDatabases.forEach((db, specs) -> {
            if (!db.equals(database) && specs.stream().anyMatch(o -> o.name().equals(key))) {
                owners.add(db);
            }
        });
        if (!owners.isEmpty()) {
            return "Option '" + key + "' is for " + String.join(" and ", owners) + " databases, not " + database
                    + ": leave it out.";
        }
        String nearest = nearest(key, known);
        return "Unknown option '" + key + "' for workload " + workload + " on " + database + "; known: "
                + String.join(", ", known) + (nearest == null ? "" : " (did you mean '" + nearest + "'?)")
                + "; see surge list " + workload + ".";
    }

    /**
     * The known name closest to a mistyped one, when it is close enough to be a typo; null otherwise. Every
     * "did you mean" of the project asks this (options, a workload file's keys).
     */
    public static String nearest(String key, java.util.Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String k = key.toLowerCase(Locale.ROOT).replace('_', '-');
        for (String candidate : known) {
            int d = distance(k, candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(1, Math.min(3, key.length() / 3)) ? best : null;
    }

    /** Levenshtein distance: insertions, deletions and substitutions. */
    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
