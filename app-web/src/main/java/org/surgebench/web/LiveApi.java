package org.surgebench.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.merge.LiveMerge;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.settings.GeneratorShare;

/**
 * The live runs of several generators ({@code surge run ... --generator K/N --run-id ID --coordinator URL}):
 * the generators post their seconds and their results here, a browser or a pipeline reads the run as one and
 * changes its users or stops it. The engine's {@link LiveMerge} does the adding up; once all results are in,
 * the merged result is written into the results folder as {@code surge merge} writes it.
 */
final class LiveApi {
    /** A generator's result JSON with its series and histograms: a few MB for an hour's run. */
    static final int MAX_RESULT_BYTES = 64 * 1024 * 1024;

    private final Map<String, LiveMerge> runs = new ConcurrentHashMap<>();
    /** The merged results as written into the results folder (with their files), by run id. */
    private final Map<String, RunResult> written = new ConcurrentHashMap<>();

    private final Path resultsDir;
    private final Consumer<RunResult> recorded;

    LiveApi(Path resultsDir, Consumer<RunResult> recorded) {
        this.resultsDir = resultsDir;
        this.recorded = recorded;
    }

    void routes(RoutesConfig r) {
        r.post("/api/live/{runId}/seconds", this::second);
        r.post("/api/live/{runId}/result", this::result);
        r.get("/api/live", this::list);
        r.get("/api/live/{runId}", this::status);
        r.put("/api/live/{runId}/users", this::users);
        r.post("/api/live/{runId}/stop", this::stop);
        r.get("/api/live/{runId}/result", this::merged);
    }

    private void second(Context ctx) throws JsonProcessingException {
        JsonNode body = Json.mapper().readTree(ctx.body());
        GeneratorShare g = GeneratorShare.parse(body.path("generator").asText(null));
        IntervalSnapshot s = Json.mapper().treeToValue(body.path("second"), IntervalSnapshot.class);
        LiveMerge run = runs.computeIfAbsent(ctx.pathParam("runId"), LiveMerge::new);
        RunsApi.json(ctx, run.second(g, body.path("totalUsers").asInt(), s));
    }

    private void result(Context ctx) throws IOException {
        byte[] bytes;
        try (InputStream in = ctx.bodyInputStream()) {
            bytes = in.readNBytes(MAX_RESULT_BYTES + 1);
        }
        if (bytes.length > MAX_RESULT_BYTES) {
            WebConsole.error(ctx, 413, "A generator's result is at most " + (MAX_RESULT_BYTES >> 20) + " MiB.");
            return;
        }
        JsonNode body = Json.mapper().readTree(bytes);
        GeneratorShare g = GeneratorShare.parse(body.path("generator").asText(null));
        RunResult r = Json.mapper().treeToValue(body.path("result"), RunResult.class);
        if (r == null) {
            throw SurgeException.usage("Send {\"generator\": \"K/N\", \"result\": the generator's result}.");
        }
        LiveMerge run = runs.computeIfAbsent(ctx.pathParam("runId"), LiveMerge::new);
        boolean wasMerged = run.merged() != null;
        run.result(g, r);
        RunResult merged = run.merged();
        if (!wasMerged && merged != null) {
            ResultWriter.checkWritable(resultsDir);
            RunResult w = ResultWriter.writeInto(merged, resultsDir);
            written.put(run.runId(), w);
            recorded.accept(w);
        }
        ctx.status(204);
    }

    /** The live runs that reported to this console, each with its generators and whether it is merged. */
    private void list(Context ctx) {
        List<Map<String, Object>> out = new ArrayList<>();
        runs.values()
                .forEach(run -> out.add(Map.of(
                        "runId", run.runId(),
                        "generators", run.generators(),
                        "finished", written.containsKey(run.runId()))));
        RunsApi.json(ctx, out);
    }

    private void status(Context ctx) {
        LiveMerge run = live(ctx);
        long after = RunsApi.after(ctx);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("runId", run.runId());
        out.put("generators", run.generators());
        out.put("users", run.totalUsers());
        out.put("finished", written.containsKey(run.runId()));
        List<Map<String, Object>> lines = new ArrayList<>();
        run.latest().forEach((k, s) -> {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("generator", k + "/" + run.generators());
            line.put("users", s.users());
            line.put("tps", s.tps());
            line.put("finished", run.finished().contains(k));
            lines.add(line);
        });
        out.put("perGenerator", lines);
        List<LiveSecond> seconds = new ArrayList<>();
        for (IntervalSnapshot s : run.series()) {
            long second = Math.round(s.elapsedSeconds());
            if (second > after) {
                seconds.add(LiveSecond.of(second, s));
            }
        }
        out.put("seconds", seconds);
        RunResult merged = written.get(run.runId());
        if (merged != null) {
            out.put("summary", ResultLine.of(merged));
        }
        RunsApi.json(ctx, out);
    }

    private void users(Context ctx) throws JsonProcessingException {
        JsonNode n = Json.mapper().readTree(ctx.body()).path("users");
        if (!n.isInt() || n.asInt() < 1) {
            throw SurgeException.usage("Give \"users\": a whole number of at least 1.");
        }
        LiveMerge run = live(ctx);
        run.setUsers(n.asInt());
        RunsApi.json(ctx, Map.of("runId", run.runId(), "users", run.totalUsers()));
    }

    private void stop(Context ctx) {
        LiveMerge run = live(ctx);
        run.stop();
        ctx.status(202);
        RunsApi.json(ctx, Map.of("runId", run.runId()));
    }

    private void merged(Context ctx) {
        RunResult merged = written.get(live(ctx).runId());
        if (merged == null) {
            WebConsole.error(ctx, 409, "Not every generator's result is in yet.");
            return;
        }
        RunsApi.json(ctx, merged);
    }

    private LiveMerge live(Context ctx) {
        String id = ctx.pathParam("runId");
        LiveMerge run = runs.get(id);
        if (run == null) {
            throw new NotFoundResponse("No generator of run " + id + " has reported to this console.");
        }
        return run;
    }
}
