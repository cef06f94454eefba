package org.surgebench.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.DropReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.Json;

/**
 * Generate and drop (docs/web-api.yaml): {@code POST /api/generate} starts a generation through the engine's
 * {@code Surgebench.startGenerate} and returns at once, {@code GET /api/generate/{id}} gives its phase, progress
 * and ETA, {@code POST /api/generate/{id}/cancel} stops it; {@code POST /api/drop} drops a workload's schema. The
 * keys are {@code surge generate}'s flags without the dashes.
 */
final class GenerateApi {
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};
    private static final Set<String> KEYS = Set.of("workload", "url", "user", "password", "scale", "threads", "force");

    private final Map<String, ConsoleGenerate> generations = new ConcurrentHashMap<>();
    private final AtomicLong next = new AtomicLong();

    void routes(RoutesConfig r) {
        r.post("/api/generate", this::start);
        r.get("/api/generate/{id}", ctx -> RunsApi.json(ctx, generation(ctx).status()));
        r.post("/api/generate/{id}/cancel", ctx -> {
            ConsoleGenerate g = generation(ctx);
            g.cancel();
            ctx.status(202);
            RunsApi.json(ctx, g.status());
        });
        r.post("/api/drop", this::drop);
    }

    private void start(Context ctx) throws JsonProcessingException {
        Map<String, Object> body = body(ctx);
        GenerateSpec spec = new GenerateSpec(workload(body)).connection(connection(body));
        if (body.get("scale") instanceof Number n) {
            spec.scale(n.doubleValue());
        } else if (body.get("scale") instanceof String t && !t.isBlank()) {
            spec.scale(number("scale", t));
        }
        if (body.get("threads") instanceof Number n) {
            spec.threads(n.intValue());
        }
        spec.force(Boolean.TRUE.equals(body.get("force")) || "true".equals(body.get("force")));
        ConsoleGenerate g = new ConsoleGenerate(String.valueOf(next.incrementAndGet()), spec.workload());
        g.follow(Surgebench.startGenerate(spec, g));
        generations.put(g.id, g);
        ctx.status(201).header("Location", "/api/generate/" + g.id);
        RunsApi.json(ctx, g.status());
    }

    private void drop(Context ctx) throws JsonProcessingException {
        Map<String, Object> body = body(ctx);
        String workload = workload(body);
        DropReport r = Surgebench.drop(connection(body), workload, Map.of());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("workload", r.workload());
        out.put("registered", r.registered());
        out.put("dropped", r.dropped().stream().map(Object::toString).toList());
        out.put("kept", r.kept().size());
        RunsApi.json(ctx, out);
    }

    private static Map<String, Object> body(Context ctx) throws JsonProcessingException {
        Map<String, Object> body = Json.mapper().readValue(ctx.body(), OBJECT);
        for (String key : body.keySet()) {
            if (!KEYS.contains(key)) {
                throw SurgeException.usage(
                        "Unknown generate setting \"" + key + "\": give any of " + new TreeSet<>(KEYS) + ".");
            }
        }
        return body;
    }

    private static String workload(Map<String, Object> body) {
        if (!(body.get("workload") instanceof String w) || w.isBlank() || !(body.get("url") instanceof String)) {
            throw SurgeException.usage("Give \"workload\" and \"url\".");
        }
        return w;
    }

    private static ConnectionSpec connection(Map<String, Object> body) {
        return new ConnectionSpec((String) body.get("url"), text(body.get("user")), text(body.get("password")));
    }

    private static String text(Object v) {
        return v == null ? "" : String.valueOf(v);
    }

    private static double number(String key, String t) {
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw SurgeException.usage("\"" + key + "\" must be a number (got " + t + ").");
        }
    }

    private ConsoleGenerate generation(Context ctx) {
        String id = ctx.pathParam("id");
        ConsoleGenerate g = generations.get(id);
        if (g == null) {
            throw new NotFoundResponse("No generation " + id + " in this console.");
        }
        return g;
    }

    /** The keys a generate request may give (the OpenAPI file lists the same). */
    static List<String> keys() {
        return List.copyOf(new TreeSet<>(KEYS));
    }
}
