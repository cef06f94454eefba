package org.surgebench.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.surgebench.core.run.RunSpec;
import org.surgebench.web.WebConsole;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code surge serve}: the web console and its JSON/HTTP API, until Ctrl-C. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Serve the web console: start, watch, change the users of and stop runs from a browser or a CI "
                    + "pipeline (the JSON/HTTP API of docs/web-api.yaml), for load servers without a display. "
                    + "docs/web.md shows the pages.",
            "",
            "Bound to 127.0.0.1 by default: only this machine reaches it. Any other address needs --token-file: "
                    + "every request then sends the file's token as `Authorization: Bearer TOKEN`, and is refused "
                    + "(401) without it. No password is ever returned or shown.",
            "",
            "Examples:",
            "  surge serve                                   (http://127.0.0.1:8080/)",
            "  surge serve --port 9000 --bind 0.0.0.0 --token-file ~/.surge-token",
            ""
        })
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "PORT", description = "The port to listen on (default: 8080).")
    int port = 8080;

    @Option(
            names = "--bind",
            paramLabel = "ADDRESS",
            description = "The address to listen on (default: 127.0.0.1); another than loopback needs --token-file.")
    String bind = "127.0.0.1";

    @Option(
            names = "--token-file",
            paramLabel = "FILE",
            description = "A file holding the token every request must carry (Authorization: Bearer TOKEN).")
    Path tokenFile;

    @Option(
            names = {"-r", "--results"},
            paramLabel = "DIR",
            description = "Where the console's runs write their results, and the only folder it serves files from "
                    + "(default: ./results).")
    Path results = Path.of(RunSpec.DEFAULT_RESULTS_DIR);

    @Option(
            names = "--results-db",
            paramLabel = "URL",
            description = "A database (JDBC URL) holding the run history instead of the file beside the results "
                    + "folder (see `surge history`).")
    String resultsDb;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw org.surgebench.core.common.SurgeException.usage(
                    "--port must be between 0 and 65535 (got " + port + ").");
        }
        WebConsole console = WebConsole.start(bind, port, tokenFile, results, resultsDb, r -> {});
        // Ctrl-C: the live runs stop and write their results, then the server closes.
        Runtime.getRuntime().addShutdownHook(new Thread(console::close, "surge-serve-close"));
        System.out.println("Surgebench console: " + console.url() + " (results in " + results + "). Ctrl-C stops it.");
        new CountDownLatch(1).await();
        return 0;
    }
}
