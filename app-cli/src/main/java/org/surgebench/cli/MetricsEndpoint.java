package org.surgebench.cli;

import com.sun.net.httpserver.HttpServer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import org.surgebench.core.common.SurgeException;

/**
 * {@code --metrics-port}: the run's Micrometer meters in Prometheus's text format at {@code /metrics} on this
 * port (all interfaces), served by the JDK's own HTTP server, for as long as the run lasts.
 */
final class MetricsEndpoint implements AutoCloseable {
    static final String PATH = "/metrics";

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final HttpServer server;

    private MetricsEndpoint(int port) {
        try {
            server = HttpServer.create(new InetSocketAddress(port), 0);
        } catch (IOException e) {
            throw SurgeException.usage("Cannot serve metrics on port " + port + " (--metrics-port): " + e.getMessage()
                    + "; choose a free port.");
        }
        server.createContext(PATH, exchange -> {
            byte[] body = registry.scrape().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/plain; version=0.0.4; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    static MetricsEndpoint start(int port) {
        if (port < 1 || port > 65535) {
            throw SurgeException.usage("--metrics-port must be from 1 to 65535 (got " + port + ").");
        }
        return new MetricsEndpoint(port);
    }

    PrometheusMeterRegistry registry() {
        return registry;
    }

    int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
        registry.close();
    }
}
