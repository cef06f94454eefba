package org.surgebench.cli;

import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * The settings a command line of {@code surge run} gave, as the keys of
 * {@link org.surgebench.core.api.SwingbenchFiles#apply}: those a Swingbench configuration file must not
 * override.
 */
final class GivenOptions {
    private static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("--url", "url"),
            Map.entry("--user", "user"),
            Map.entry("--password", "password"),
            Map.entry("--ask-password", "password"),
            Map.entry("--users", "users"),
            Map.entry("--think-min", "think"),
            Map.entry("--think-max", "think"),
            Map.entry("--intra-think-min", "intra-think"),
            Map.entry("--intra-think-max", "intra-think"),
            Map.entry("--query-timeout", "query-timeout"),
            Map.entry("--run-time", "run-time"),
            Map.entry("--max-transactions", "max-transactions"),
            Map.entry("--warmup", "warmup"),
            Map.entry("--ramp-up", "ramp-up"),
            Map.entry("--variant", "variant"),
            Map.entry("--timings-include-think", "timings"));

    private GivenOptions() {}

    static Set<String> of(CommandSpec command) {
        ParseResult parsed = command.commandLine().getParseResult();
        Set<String> given = new HashSet<>();
        KEYS.forEach((option, key) -> {
            if (parsed.hasMatchedOption(option)) {
                given.add(key);
            }
        });
        if (System.getenv("SURGE_PASSWORD") != null) {
            given.add("password");
        }
        for (String option : new String[] {"--enable", "--disable"}) {
            if (parsed.hasMatchedOption(option)) {
                for (String tx : parsed.<java.util.List<String>>matchedOptionValue(option, java.util.List.of())) {
                    given.add("tx:" + tx.toUpperCase(Locale.ROOT));
                }
            }
        }
        if (parsed.hasMatchedOption("--weight")) {
            Map<String, Integer> weights = parsed.matchedOptionValue("--weight", Map.of());
            weights.keySet().forEach(tx -> given.add("tx:" + tx.toUpperCase(Locale.ROOT)));
        }
        if (parsed.hasMatchedOption("--mix")) {
            given.add("mix");
        }
        return given;
    }
}
