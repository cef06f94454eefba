package org.surgebench.workloads.script;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.surgebench.workloads.script.expr.Value;

/**
 * What a run's users share: the variables each user starts with (the defines, {@code :scale}, the seeds), and each
 * user's own variables, made at its first transaction with {@code :client_id} (the user's number from 0, as pgbench
 * numbers its clients).
 */
final class ScriptRun {
    private final Map<String, Value> initial;
    private final Map<Integer, Variables> clients = new ConcurrentHashMap<>();

    ScriptRun(Map<String, Value> initial) {
        this.initial = Map.copyOf(initial);
    }

    /** The variables every user starts with. */
    Map<String, Value> initial() {
        return initial;
    }

    /** The variables of the user numbered {@code userId} (from 1). */
    Variables client(int userId) {
        return clients.computeIfAbsent(userId, id -> {
            Variables v = new Variables(initial);
            v.set("client_id", Value.of(id - 1L));
            return v;
        });
    }
}
