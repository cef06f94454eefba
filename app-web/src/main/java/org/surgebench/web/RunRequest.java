package org.surgebench.web;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.run.RunSpec;

/**
 * A run asked for over the API: a JSON object whose keys are the run settings' names as the command line spells
 * them without the dashes ({@code users}, {@code run-time}, {@code think-min}...), made into the same
 * {@link RunSpec} that {@code surge run}'s flags make, as the layer named {@value #SOURCE}. The results folder is
 * the console's: a request cannot write elsewhere. An unknown key or a value of the wrong kind is one sentence.
 */
final class RunRequest {
    /** The source of the settings a request gives, as the run's provenance names it. */
    static final String SOURCE = "console";

    private static final Set<String> KEYS = Set.of(
            "workload",
            "url",
            "user",
            "password",
            "users",
            "run-time",
            "ramp-up",
            "warm-up",
            "think-min",
            "think-max",
            "query-timeout",
            "max-transactions",
            "rate",
            "mix",
            "variant",
            "comment",
            "weight",
            "enable",
            "disable",
            "options");

    private RunRequest() {}

    /** The keys a request may give, sorted (the OpenAPI file lists the same). */
    static Set<String> keys() {
        return new TreeSet<>(KEYS);
    }

    static RunSpec toSpec(Map<String, Object> body, Path resultsDir) {
        for (String key : body.keySet()) {
            if (!KEYS.contains(key)) {
                throw SurgeException.usage("Unknown run setting \"" + key + "\": give any of " + keys() + ".");
            }
        }
        String workload = text(body, "workload");
        String url = text(body, "url");
        if (workload == null || url == null) {
            throw SurgeException.usage("A run needs \"workload\" and \"url\".");
        }
        String user = text(body, "user");
        String password = text(body, "password");
        RunSpec s = new RunSpec(workload)
                .connection(new ConnectionSpec(url, user == null ? "" : user, password == null ? "" : password))
                .resultsDir(resultsDir);
        Integer users = whole(body, "users");
        if (users != null) {
            s.users(users);
        }
        if (body.containsKey("run-time")) {
            s.runTime(duration(body, "run-time"));
        }
        if (body.containsKey("ramp-up")) {
            s.rampUp(duration(body, "ramp-up"));
        }
        if (body.containsKey("warm-up")) {
            s.warmUp(duration(body, "warm-up"));
        }
        if (body.containsKey("think-min") || body.containsKey("think-max")) {
            var min = body.containsKey("think-min") ? duration(body, "think-min") : java.time.Duration.ZERO;
            s.thinkTime(min, body.containsKey("think-max") ? duration(body, "think-max") : min);
        }
        if (body.containsKey("query-timeout")) {
            s.queryTimeout(duration(body, "query-timeout"));
        }
        Integer max = whole(body, "max-transactions");
        if (max != null) {
            s.maxTransactions(max);
        }
        if (body.get("rate") instanceof Number rate) {
            s.rate(rate.doubleValue());
        }
        s.mix(text(body, "mix")).variant(text(body, "variant")).comment(text(body, "comment"));
        weights(body).forEach(s::weight);
        names(body, "enable").forEach(s::enable);
        names(body, "disable").forEach(s::disable);
        options(body).forEach(s::option);
        return s.source(SOURCE);
    }

    /** "weight": {SHORT: N}, as --weight SHORT=N: each transaction's weight by short name (the engine checks them). */
    private static Map<String, Integer> weights(Map<String, Object> body) {
        Map<String, Integer> out = new LinkedHashMap<>();
        Object o = body.get("weight");
        if (o == null) {
            return out;
        }
        if (!(o instanceof Map<?, ?> m)) {
            throw SurgeException.usage("\"weight\" must be an object of SHORT: N, as --weight SHORT=N.");
        }
        m.forEach((k, v) -> {
            if (!(v instanceof Integer n)) {
                throw SurgeException.usage("The weight of " + k + " must be a whole number (got " + v + ").");
            }
            out.put(String.valueOf(k), n);
        });
        return out;
    }

    /** "enable" or "disable": a list of short names, as --enable and --disable. */
    private static java.util.List<String> names(Map<String, Object> body, String key) {
        Object o = body.get(key);
        if (o == null) {
            return java.util.List.of();
        }
        if (!(o instanceof java.util.List<?> l) || !l.stream().allMatch(String.class::isInstance)) {
            throw SurgeException.usage("\"" + key + "\" must be a list of short names, as --" + key + " TX,TX.");
        }
        return l.stream().map(String.class::cast).toList();
    }

    private static Map<String, String> options(Map<String, Object> body) {
        Map<String, String> out = new LinkedHashMap<>();
        Object o = body.get("options");
        if (o == null) {
            return out;
        }
        if (!(o instanceof Map<?, ?> m)) {
            throw SurgeException.usage("\"options\" must be an object of KEY: VALUE, as --option KEY=VALUE.");
        }
        m.forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
        return out;
    }

    private static String text(Map<String, Object> body, String key) {
        Object v = body.get(key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof String t)) {
            throw SurgeException.usage("\"" + key + "\" must be text (got " + v + ").");
        }
        return t;
    }

    private static Integer whole(Map<String, Object> body, String key) {
        Object v = body.get(key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof Integer n)) {
            throw SurgeException.usage("\"" + key + "\" must be a whole number (got " + v + ").");
        }
        return n;
    }

    /** A duration as the command line writes it ("30s", "5m", "1h30m"), or a number of seconds. */
    private static java.time.Duration duration(Map<String, Object> body, String key) {
        Object v = body.get(key);
        if (v instanceof Number n) {
            return java.time.Duration.ofMillis(Math.round(n.doubleValue() * 1000));
        }
        if (v instanceof String t) {
            return Durations.parse(t);
        }
        throw SurgeException.usage("\"" + key + "\" must be a duration such as \"30s\" or \"5m\" (got " + v + ").");
    }
}
