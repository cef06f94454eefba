package org.surgebench.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.surgebench.core.common.SurgeException;

/**
 * {@code --metrics-port}: the run's Micrometer meters in Prometheus's text format at {@code /metrics} on this port,
 * served by the JDK's own HTTP server for as long as the run lasts. It listens on the loopback address unless
 * {@code --metrics-bind} names another, and then only for scrapes that send {@code SURGE_METRICS_TOKEN} as a bearer
 * token: every network listener is loopback-only or authenticated. Each request is served on a thread of its own,
 * so a client that sends half a request holds up no other scrape, and the server cuts a request (and an answer) not
 * done within {@link #TIME_LIMIT_SECONDS}.
 */
final class MetricsEndpoint implements AutoCloseable {
    static final String PATH = "/metrics";
    /** The token a scrape of an endpoint beyond loopback must send: an environment variable, never a flag. */
    static final String TOKEN_ENV = "SURGE_METRICS_TOKEN";
    /**
     * How long a client may take to send its request, and to take the answer. The JDK's server reads its two
     * limits once, when it is first used, in whole seconds (JDK 21 to 25 multiply the value by 1000, whatever its
     * documentation says); one the user set with -D is kept.
     */
    static final String TIME_LIMIT_SECONDS = "10";

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final ExecutorService exchanges = Executors.newVirtualThreadPerTaskExecutor();
    private final HttpServer server;
    private final byte[] expected;

    private MetricsEndpoint(InetSocketAddress address, String token) {
        for (String limit : new String[] {"sun.net.httpserver.maxReqTime", "sun.net.httpserver.maxRspTime"}) {
            if (System.getProperty(limit) == null) {
                System.setProperty(limit, TIME_LIMIT_SECONDS);
            }
        }
        expected = token == null ? null : ("Bearer " + token).getBytes(StandardCharsets.UTF_8);
        try {
            server = HttpServer.create(address, 0);
        } catch (IOException e) {
            exchanges.shutdownNow();
            throw SurgeException.usage("Cannot serve metrics on port " + address.getPort() + " (--metrics-port): "
                    + e.getMessage() + "; choose a free port.");
        }
        server.setExecutor(exchanges);
        server.createContext(PATH, this::serve);
        server.start();
    }

    /**
     * Serves on {@code port} at {@code bind} (null: the loopback address). A bind beyond loopback without a token is
     * refused in one sentence; with a token, every scrape must send it.
     */
    static MetricsEndpoint start(int port, String bind, String token) {
        if (port < 1 || port > 65535) {
            throw SurgeException.usage("--metrics-port must be from 1 to 65535 (got " + port + ").");
        }
        InetAddress address = address(bind);
        String t = token == null || token.isBlank() ? null : token;
        if (t == null && !address.isLoopbackAddress()) {
            throw SurgeException.usage("--metrics-bind " + bind + " serves the metrics beyond this machine: set "
                    + TOKEN_ENV + " to a secret that Prometheus sends as a bearer token (authorization in its scrape "
                    + "config), or leave --metrics-bind out to serve on 127.0.0.1 only.");
        }
        return new MetricsEndpoint(new InetSocketAddress(address, port), t);
    }

    private static InetAddress address(String bind) {
        if (bind == null) {
            return InetAddress.getLoopbackAddress();
        }
        try {
            return InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw SurgeException.usage("--metrics-bind " + bind + " is not an address of this machine.");
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (expected != null && !authorized(exchange)) {
                exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
                exchange.sendResponseHeaders(401, -1);
                return;
            }
            byte[] body = registry.scrape().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/plain; version=0.0.4; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    /** The Authorization header is the token, compared in constant time. */
    private boolean authorized(HttpExchange exchange) {
        String given = exchange.getRequestHeaders().getFirst("Authorization");
        return given != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), expected);
    }

    PrometheusMeterRegistry registry() {
        return registry;
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** Where Prometheus finds it, as the console says: the address it listens on, or this host's name for all. */
    String url() {
        InetAddress a = server.getAddress().getAddress();
        String host = a.isAnyLocalAddress() ? hostName() : a.getHostAddress();
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + PATH;
    }

    /** Whether a scrape must send the token. */
    boolean needsToken() {
        return expected != null;
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
        server.stop(0);
        // Not close(): it would wait for a client that never finishes its request.
        exchanges.shutdownNow();
        registry.close();
    }
}
