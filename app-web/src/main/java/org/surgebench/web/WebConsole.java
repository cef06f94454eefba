package org.surgebench.web;

import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;

/**
 * {@code surge serve}: the web console, Javalin (on Jetty) serving the JSON/HTTP API of docs/web-api.yaml and the
 * pages over it. It holds no engine of its own: runs start through {@link Surgebench#start} and are driven
 * through their {@link RunSession}, as the desktop app's session model does. Every request passes
 * {@link ConsoleAccess} first.
 */
public final class WebConsole implements AutoCloseable {
    private final Javalin app;
    private final ConsoleRuns runs;
    private final SweepsApi sweeps;
    private final String bind;

    private WebConsole(Javalin app, ConsoleRuns runs, SweepsApi sweeps, String bind) {
        this.app = app;
        this.runs = runs;
        this.sweeps = sweeps;
        this.bind = bind;
    }

    /**
     * Starts the console on {@code bind}:{@code port} (port 0: any free one), the runs it starts writing to
     * {@code resultsDir} (and recorded in its catalogue, or {@code resultsDb}'s), each result handed to {@code recorded} once written (the run history). A bind beyond
     * this machine without a token file, or a port taken, is one sentence (exit 2).
     */
    public static WebConsole start(
            String bind, int port, Path tokenFile, Path resultsDir, String resultsDb, Consumer<RunResult> recorded) {
        return start(bind, port, ConsoleAccess.of(bind, tokenFile), resultsDir, resultsDb, Surgebench::start, recorded);
    }

    static WebConsole start(
            String bind,
            int port,
            ConsoleAccess access,
            Path resultsDir,
            String resultsDb,
            Function<RunSpec, RunSession> engine,
            Consumer<RunResult> recorded) {
        ResultsFolder folder = new ResultsFolder(resultsDir);
        ConsoleRuns runs = new ConsoleRuns(engine, recorded);
        RunsApi api = new RunsApi(runs, folder);
        SweepsApi sweeps = new SweepsApi(folder);
        HistoryPages history = new HistoryPages(HistoryPages.catalogue(folder.root(), resultsDb), folder);
        Javalin app = Javalin.create(config -> {
            configure(config, bind, port, access, api);
            history.routes(config.routes);
            new ComparePage(folder).routes(config.routes);
            new GenerateApi().routes(config.routes);
            sweeps.routes(config.routes);
            new LiveApi(folder.root(), recorded).routes(config.routes);
            new SwingbenchUpload().routes(config.routes);
            new WorkloadsApi().routes(config.routes);
            StaticPages.routes(config.routes);
        });
        try {
            app.start();
        } catch (RuntimeException e) {
            throw SurgeException.usage("The console cannot listen on " + bind + ":" + port + ": "
                    + (e.getCause() == null ? e.getMessage() : e.getCause().getMessage()) + ".");
        }
        return new WebConsole(app, runs, sweeps, bind);
    }

    private static void configure(JavalinConfig config, String bind, int port, ConsoleAccess access, RunsApi api) {
        config.jetty.host = bind;
        config.jetty.port = port;
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        // A run request is a few hundred bytes: nothing larger is read.
        config.http.maxRequestSize = 64 * 1024;
        config.routes.before(ctx -> {
            ctx.header("X-Content-Type-Options", "nosniff");
            if (!access.allows(ctx.header("Authorization"), ctx.cookie(ConsoleAccess.COOKIE))) {
                refuse(ctx);
            }
        });
        api.routes(config.routes);
        config.routes.exception(SurgeException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        config.routes.exception(SecurityException.class, (e, ctx) -> error(ctx, 403, e.getMessage()));
        config.routes.exception(
                com.fasterxml.jackson.core.JacksonException.class,
                (e, ctx) -> error(ctx, 400, "The request's body is not a JSON object."));
    }

    private static void refuse(Context ctx) {
        ctx.header("WWW-Authenticate", "Bearer");
        throw new io.javalin.http.UnauthorizedResponse(
                "This console needs its token: send Authorization: Bearer TOKEN.");
    }

    static void error(Context ctx, int status, String message) {
        ctx.status(status);
        RunsApi.json(ctx, Map.of("error", message == null ? "" : message));
    }

    public int port() {
        return app.port();
    }

    /** Where a browser on this machine finds the console. */
    public String url() {
        String host = bind.contains(":") ? "[" + bind + "]" : bind;
        return "http://" + host + ":" + port() + "/";
    }

    /** Stops the live runs and sweeps (their results are still written) and then the server. */
    @Override
    public void close() {
        runs.stopAll();
        sweeps.stopAll();
        app.stop();
    }
}
