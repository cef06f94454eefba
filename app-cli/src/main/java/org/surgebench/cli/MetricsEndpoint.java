package org.surgebench.cli;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import org.surgebench.core.common.GuardedEndpoint;

/**
 * {@code --metrics-port}: the run's Micrometer meters in Prometheus's text format at {@code /metrics} on this port,
 * for as long as the run lasts, under the rule of every listener of ours ({@link GuardedEndpoint}): on the loopback
 * address unless {@code --metrics-bind} names another, and then only for scrapes that send
 * {@code SURGE_METRICS_TOKEN} as a bearer token.
 */
final class MetricsEndpoint implements AutoCloseable {
    static final String PATH = "/metrics";
    /** The token a scrape of an endpoint beyond loopback must send: an environment variable, never a flag. */
    static final String TOKEN_ENV = "SURGE_METRICS_TOKEN";

    private static final GuardedEndpoint.Names NAMES = new GuardedEndpoint.Names(
            "the metrics",
            "--metrics-port",
            "--metrics-bind",
            TOKEN_ENV,
            " that Prometheus sends as a bearer token (authorization in its scrape config)",
            false);

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final GuardedEndpoint endpoint;

    private MetricsEndpoint(int port, String bind, String token) {
        endpoint = GuardedEndpoint.start(
                NAMES,
                PATH,
                port,
                bind,
                token,
                () -> new GuardedEndpoint.Answer(
                        "text/plain; version=0.0.4; charset=utf-8",
                        registry.scrape().getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Serves on {@code port} at {@code bind} (null: the loopback address). A bind beyond loopback without a token is
     * refused in one sentence; with a token, every scrape must send it.
     */
    static MetricsEndpoint start(int port, String bind, String token) {
        return new MetricsEndpoint(port, bind, token);
    }

    PrometheusMeterRegistry registry() {
        return registry;
    }

    int port() {
        return endpoint.port();
    }

    /** Where Prometheus finds it, as the console says: the address it listens on, or this host's name for all. */
    String url() {
        InetAddress a = endpoint.address();
        String host = a.isAnyLocalAddress() ? hostName() : a.getHostAddress();
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + PATH;
    }

    /** Whether a scrape must send the token. */
    boolean needsToken() {
        return endpoint.needsToken();
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }

    @Override
    public void close() {
        endpoint.close();
        registry.close();
    }
}
