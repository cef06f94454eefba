package org.surgebench.core.merge;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.GeneratorShare;

/**
 * A load generator's side of a live run of N generators ({@code --generator K/N --coordinator URL}): after each
 * second it sends its figures to the coordinator (a {@code surge serve} console, which holds the run's
 * {@link LiveMerge}) and applies the answer: the whole run's users, of which it takes its share as
 * {@link GeneratorShare} splits them, or a stop. At the end it sends its result, so the coordinator can merge
 * it with the others'. The sending happens on a thread of its own, never on the engine's sampler; a coordinator
 * that does not answer costs the run nothing but a warning (its result files are written as always).
 */
public final class CoordinatorLink implements RunListener {
    /** Where a generator finds the coordinator's token (a console bound beyond loopback needs it). */
    public static final String TOKEN_ENV = "SURGE_CONSOLE_TOKEN";

    private static final Logger LOG = LoggerFactory.getLogger(CoordinatorLink.class);
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final String base;
    private final GeneratorShare share;
    private final int totalUsers;
    private final String token;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final ExecutorService sender = Executors.newSingleThreadExecutor(
            r -> Thread.ofPlatform().daemon(true).name("surge-coordinator-link").unstarted(r));
    private volatile RunSession session;
    private int appliedTotal;
    private boolean failing;

    private CoordinatorLink(String base, GeneratorShare share, int totalUsers, String token) {
        this.base = base;
        this.share = share;
        this.totalUsers = totalUsers;
        this.appliedTotal = totalUsers;
        this.token = token;
    }

    /**
     * Links the spec's run to the coordinator at {@code url} (e.g. {@code http://console:8080/}), sending
     * {@code token} as a bearer token when not null. Needs {@code --generator} and {@code --run-id}. Hand the
     * session to {@link #start} once the run has started.
     */
    public static CoordinatorLink attach(RunSpec spec, String url, String token) {
        if (spec.generator() == null || spec.runId() == null) {
            throw SurgeException.usage("--coordinator needs --generator K/N and --run-id: the console shows the N "
                    + "generators of one run together.");
        }
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            uri = null;
        }
        if (uri == null
                || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
                || uri.getHost() == null) {
            throw SurgeException.usage(
                    "--coordinator must be the console's address, e.g. http://host:8080/ (got '" + url + "').");
        }
        String root = url.endsWith("/") ? url : url + "/";
        CoordinatorLink link = new CoordinatorLink(
                root + "api/live/" + URLEncoder.encode(spec.runId(), StandardCharsets.UTF_8),
                spec.generator(),
                spec.totalUsers(),
                token);
        spec.listener(link);
        return link;
    }

    /** The live session, whose users and stop the coordinator's answers drive. */
    public void start(RunSession s) {
        session = s;
    }

    @Override
    public void onInterval(IntervalSnapshot s) {
        sender.execute(() -> {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("generator", share.toString());
            body.put("totalUsers", totalUsers);
            body.put("second", s);
            Map<?, ?> answer = send("/seconds", body);
            if (answer != null) {
                apply(answer);
            }
        });
    }

    /** Sends the result and waits (at most a minute) until it is sent, so the process does not end before. */
    @Override
    public void onFinished(RunResult result) {
        sender.execute(() -> {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("generator", share.toString());
            body.put("result", result);
            send("/result", body);
        });
        sender.shutdown();
        try {
            if (!sender.awaitTermination(1, TimeUnit.MINUTES)) {
                LOG.warn("The coordinator at {} did not take generator {}'s result within a minute.", base, share);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void apply(Map<?, ?> answer) {
        RunSession s = session;
        if (s == null || s.isFinished()) {
            return;
        }
        if (answer.get("totalUsers") instanceof Number n && n.intValue() != appliedTotal) {
            appliedTotal = n.intValue();
            s.setUsers((int) share.of(appliedTotal));
        }
        if (Boolean.TRUE.equals(answer.get("stop"))) {
            s.stop();
        }
    }

    private Map<?, ?> send(String path, Object body) {
        try {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                    .timeout(TIMEOUT)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(Json.mapper().writeValueAsBytes(body)));
            if (token != null) {
                b.header("Authorization", "Bearer " + token);
            }
            HttpResponse<byte[]> r = http.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
            if (r.statusCode() / 100 != 2) {
                throw new IOException("HTTP " + r.statusCode() + ": " + new String(r.body(), StandardCharsets.UTF_8));
            }
            failing = false;
            return r.body().length == 0 ? Map.of() : Json.mapper().readValue(r.body(), Map.class);
        } catch (IOException e) {
            // Said once per outage: the run goes on and writes its results as always.
            if (!failing) {
                LOG.warn("The coordinator at {} did not take generator {}'s figures: {}", base, share, e.getMessage());
            }
            failing = true;
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
