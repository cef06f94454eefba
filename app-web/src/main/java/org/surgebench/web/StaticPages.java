package org.surgebench.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The session, generate, sweeps and generators pages and their scripts and style sheet, served from the module's resources as they are. */
final class StaticPages {
    private StaticPages() {}

    static void routes(RoutesConfig r) {
        r.get("/", ctx -> send(ctx, "session.html", "text/html; charset=utf-8"));
        r.get("/generate", ctx -> send(ctx, "generate.html", "text/html; charset=utf-8"));
        r.get("/sweeps", ctx -> send(ctx, "sweeps.html", "text/html; charset=utf-8"));
        r.get("/sweeps.js", ctx -> send(ctx, "sweeps.js", "text/javascript; charset=utf-8"));
        r.get("/live", ctx -> send(ctx, "live.html", "text/html; charset=utf-8"));
        r.get("/live.js", ctx -> send(ctx, "live.js", "text/javascript; charset=utf-8"));
        r.get("/generate.js", ctx -> send(ctx, "generate.js", "text/javascript; charset=utf-8"));
        r.get("/console.js", ctx -> send(ctx, "console.js", "text/javascript; charset=utf-8"));
        r.get("/console.css", ctx -> send(ctx, "console.css", "text/css; charset=utf-8"));
    }

    private static void send(Context ctx, String name, String type) {
        try (InputStream in = StaticPages.class.getResourceAsStream(name)) {
            ctx.contentType(type).result(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
