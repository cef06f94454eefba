package org.surgebench.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.Json;

/**
 * The run routes of the API (docs/web-api.yaml): start a run, poll it, stop it, change its users, fetch its
 * result; and the results folder's files. Each handler translates HTTP to one call on the run and back.
 */
final class RunsApi {
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

    private final ConsoleRuns runs;
    private final ResultsFolder folder;

    RunsApi(ConsoleRuns runs, ResultsFolder folder) {
        this.runs = runs;
        this.folder = folder;
    }

    void routes(RoutesConfig r) {
        r.post("/api/runs", this::start);
        r.get("/api/runs/{id}", this::status);
        r.post("/api/runs/{id}/stop", this::stop);
        r.put("/api/runs/{id}/users", this::users);
        r.get("/api/runs/{id}/result", this::result);
        r.get("/results", this::file);
    }

    private void start(Context ctx) throws JsonProcessingException {
        Map<String, Object> body = Json.mapper().readValue(ctx.body(), OBJECT);
        ConsoleRun run = runs.start(RunRequest.toSpec(body, folder.root()));
        ctx.status(201).header("Location", "/api/runs/" + run.id);
        json(ctx, run.status(0));
    }

    private void status(Context ctx) {
        json(ctx, run(ctx).status(after(ctx)));
    }

    /** A poll's {@code ?after=N}: the last second it has seen (0 when not given). */
    static long after(Context ctx) {
        String after = ctx.queryParam("after");
        try {
            return after == null ? 0 : Long.parseLong(after);
        } catch (NumberFormatException e) {
            throw SurgeException.usage("\"after\" must be a whole number of seconds (got " + after + ").");
        }
    }

    private void stop(Context ctx) {
        ConsoleRun run = run(ctx);
        run.stop();
        ctx.status(202);
        json(ctx, run.status(Long.MAX_VALUE));
    }

    private void users(Context ctx) throws JsonProcessingException {
        ConsoleRun run = run(ctx);
        Object n = Json.mapper().readValue(ctx.body(), OBJECT).get("users");
        if (!(n instanceof Integer users) || users < 1) {
            throw SurgeException.usage("Give \"users\": a whole number of at least 1.");
        }
        if (!run.setUsers(users)) {
            WebConsole.error(ctx, 409, "Run " + run.id + " is not live: its users cannot change.");
            return;
        }
        json(ctx, run.status(Long.MAX_VALUE));
    }

    private void result(Context ctx) {
        ConsoleRun run = run(ctx);
        if (!run.hasResult()) {
            WebConsole.error(ctx, 409, "Run " + run.id + " has no result yet.");
            return;
        }
        String name = folder.nameOf(run.resultFile());
        if (name != null) {
            send(ctx, folder.file(name).orElseThrow(NotFoundResponse::new));
        } else if (run.unwrittenResult() != null) {
            json(ctx, run.unwrittenResult());
        } else {
            WebConsole.error(ctx, 410, "Run " + run.id + "'s results file is no longer in the results folder.");
        }
    }

    /** {@code /results?file=NAME}: a results file (JSON, HTML report, CSV) of the results folder, nothing else. */
    private void file(Context ctx) {
        Path p = folder.file(ctx.queryParam("file"))
                .orElseThrow(() -> new NotFoundResponse("No such file in the results folder."));
        send(ctx, p);
    }

    private static void send(Context ctx, Path p) {
        String name = p.getFileName().toString();
        String type = name.endsWith(".json")
                ? "application/json"
                : name.endsWith(".html") ? "text/html; charset=utf-8" : "text/csv; charset=utf-8";
        try {
            ctx.contentType(type).result(Files.readAllBytes(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ConsoleRun run(Context ctx) {
        String id = ctx.pathParam("id");
        return runs.get(id).orElseThrow(() -> new NotFoundResponse("No run " + id + " in this console."));
    }

    static void json(Context ctx, Object value) {
        try {
            ctx.contentType("application/json").result(Json.mapper().writeValueAsBytes(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
