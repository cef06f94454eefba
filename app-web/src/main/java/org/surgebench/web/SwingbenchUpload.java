package org.surgebench.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.SwingbenchImport;
import org.surgebench.core.common.Durations;
import org.surgebench.core.run.RunSpec;

/**
 * {@code POST /api/swingbench-config?name=FILE.xml}: a Swingbench configuration file, sent as the request's body,
 * mapped onto a run by the engine ({@code Surgebench.importSwingbench}, which refuses a DOCTYPE, so an external
 * entity is never resolved) and given back as the session form's fields. The file's password is never sent
 * back. A file over {@value #MAX_BYTES} bytes is refused before it is read whole.
 */
final class SwingbenchUpload {
    /** Swingbench's configuration files are a few KiB (the largest shipped one is under 10 KiB). */
    static final int MAX_BYTES = 256 * 1024;

    void routes(RoutesConfig r) {
        r.post("/api/swingbench-config", this::upload);
    }

    private void upload(Context ctx) throws IOException {
        byte[] file;
        try (InputStream in = ctx.bodyInputStream()) {
            file = in.readNBytes(MAX_BYTES + 1);
        }
        if (file.length > MAX_BYTES) {
            WebConsole.error(
                    ctx,
                    413,
                    "The file is larger than " + (MAX_BYTES / 1024)
                            + " KiB: a Swingbench configuration file is a few KiB; choose that file.");
            return;
        }
        String name = ctx.queryParam("name");
        String safe = name == null ? "upload.xml" : Path.of(name).getFileName().toString();
        if (!safe.matches("[A-Za-z0-9._ -]{1,100}")) {
            safe = "upload.xml";
        }
        Path dir = Files.createTempDirectory("surge-upload");
        Path p = dir.resolve(safe);
        try {
            Files.write(p, file);
            RunsApi.json(ctx, fields(Surgebench.importSwingbench(p)));
        } finally {
            delete(p);
            delete(dir);
        }
    }

    /** The form's fields, named as the run request's keys, and what the form does not take, each with why. */
    static Map<String, Object> fields(SwingbenchImport config) {
        RunSpec spec = config.run();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("benchmark", config.benchmark());
        out.put("workload", config.workload());
        out.put("variant", config.variant());
        out.put("url", config.url());
        out.put("user", config.user());
        out.put("users", spec.totalUsers());
        out.put("think-min", Durations.format(spec.thinkMin()));
        out.put("think-max", Durations.format(spec.thinkMax()));
        out.put("ramp-up", Durations.format(spec.rampUp() == null ? Duration.ZERO : spec.rampUp()));
        out.put("warm-up", Durations.format(spec.warmUp() == null ? Duration.ZERO : spec.warmUp()));
        out.put("run-time", spec.runTime() == null ? null : Durations.format(spec.runTime()));
        out.put("weights", config.weights());
        List<String> notApplied = new ArrayList<>(config.notApplied());
        if (config.password() != null) {
            notApplied.add("the file's password (never sent back by the console: type it in)");
        }
        out.put("notApplied", notApplied);
        return out;
    }

    private static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
