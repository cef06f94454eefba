package org.surgebench.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.Json;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.Slo;
import org.surgebench.core.sweep.SweepResult;

/**
 * The sweep routes of the API (docs/web-api.yaml): start a sweep over users ({@code "users": [N, N...]}) or over
 * rates at one user count ({@code "rate": [R, R...]}, {@code "users": N}), each step {@code "step-time"} long, with
 * an optional {@code "slo"}, as {@code surge sweep}'s flags; poll it, stop it; and the sweeps of the results
 * folder, newest first, each with its page. The other keys are a run's ({@link RunRequest}).
 */
final class SweepsApi {
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

    private final ResultsFolder folder;
    private final Map<String, ConsoleSweep> sweeps = new ConcurrentHashMap<>();
    private final AtomicLong next = new AtomicLong();

    SweepsApi(ResultsFolder folder) {
        this.folder = folder;
    }

    void routes(RoutesConfig r) {
        r.post("/api/sweeps", this::start);
        r.get("/api/sweeps", this::list);
        r.get("/api/sweeps/{id}", ctx -> RunsApi.json(ctx, sweep(ctx).status()));
        r.post("/api/sweeps/{id}/stop", this::stop);
    }

    private void start(Context ctx) throws JsonProcessingException {
        Map<String, Object> body = new HashMap<>(Json.mapper().readValue(ctx.body(), OBJECT));
        Object steps = body.get("users") instanceof List<?> ? body.remove("users") : null;
        Object rates = body.get("rate") instanceof List<?> ? body.remove("rate") : null;
        Object stepTime = body.remove("step-time");
        Object slo = body.remove("slo");
        if ((steps == null) == (rates == null)) {
            throw SurgeException.usage("A sweep steps over \"users\": [N, N...] or over \"rate\": [R, R...] (at one "
                    + "\"users\" count), one of them.");
        }
        if (!(stepTime instanceof String t)) {
            throw SurgeException.usage("Give \"step-time\", the measured time of each step, e.g. \"5m\".");
        }
        RunSpec template = RunRequest.toSpec(body, folder.root());
        template.validate();
        ConsoleSweep sweep = new ConsoleSweep(
                String.valueOf(next.incrementAndGet()),
                template,
                steps == null
                        ? null
                        : numbers(steps, "users").stream().map(Number::intValue).toList(),
                rates == null
                        ? null
                        : numbers(rates, "rate").stream()
                                .map(Number::doubleValue)
                                .toList(),
                Durations.parse(t),
                slo == null ? null : Slo.parse(String.valueOf(slo)));
        sweeps.put(sweep.id, sweep);
        sweep.start(r -> {});
        ctx.status(201).header("Location", "/api/sweeps/" + sweep.id);
        RunsApi.json(ctx, sweep.status());
    }

    private static List<Number> numbers(Object list, String key) {
        List<Number> out = new ArrayList<>();
        for (Object o : (List<?>) list) {
            if (!(o instanceof Number n)) {
                throw SurgeException.usage("\"" + key + "\" must be a list of numbers (got " + o + ").");
            }
            out.add(n);
        }
        return out;
    }

    private void stop(Context ctx) {
        ConsoleSweep s = sweep(ctx);
        s.stop();
        ctx.status(202);
        RunsApi.json(ctx, s.status());
    }

    /** The console's sweeps by id (running first), then every sweep written into the results folder. */
    private void list(Context ctx) {
        Map<String, Object> out = new LinkedHashMap<>();
        List<Map<String, Object>> live = new ArrayList<>();
        sweeps.values().stream()
                .sorted(Comparator.comparingLong((ConsoleSweep s) -> Long.parseLong(s.id))
                        .reversed())
                .forEach(s -> live.add(Map.of("id", s.id, "finished", s.finished())));
        out.put("console", live);
        out.put("written", written());
        RunsApi.json(ctx, out);
    }

    /** The sweeps in the results folder ({@code WORKLOAD-sweep-TIME.json}), newest first, each with its page. */
    private List<Map<String, Object>> written() {
        record Found(SweepResult r, String name) {}
        List<Found> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder.root())) {
            for (Path p : files.filter(f -> f.getFileName().toString().matches(".+-sweep-.+\\.json"))
                    .toList()) {
                try {
                    SweepResult r = Sweep.read(p);
                    if ("sweep".equals(r.kind())) {
                        found.add(new Found(r, p.getFileName().toString()));
                    }
                } catch (IOException | RuntimeException e) {
                    // Not a sweep's result: passed over.
                }
            }
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "The results folder cannot be read: " + e.getMessage());
        }
        found.sort(
                Comparator.comparing((Found f) -> f.r().startedAt(), Comparator.nullsLast(Comparator.reverseOrder())));
        List<Map<String, Object>> out = new ArrayList<>();
        for (Found f : found) {
            SweepResult r = f.r();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("file", f.name());
            m.put("page", f.name().replaceAll("\\.json$", ".html"));
            m.put("workload", r.workload());
            m.put("startedAt", r.startedAt() == null ? null : r.startedAt().toString());
            m.put("axis", r.byRate() ? SweepResult.RATE : SweepResult.USERS);
            m.put("steps", r.steps().size());
            m.put("kneeTitle", r.steps().isEmpty() ? "" : r.kneeTitle());
            m.put("comment", r.comment());
            out.add(m);
        }
        return out;
    }

    private ConsoleSweep sweep(Context ctx) {
        String id = ctx.pathParam("id");
        ConsoleSweep s = sweeps.get(id);
        if (s == null) {
            throw new NotFoundResponse("No sweep " + id + " in this console.");
        }
        return s;
    }

    /** Stops the sweeps still running (the console is closing): the step running writes its results. */
    void stopAll() {
        sweeps.values().forEach(ConsoleSweep::stop);
    }
}
