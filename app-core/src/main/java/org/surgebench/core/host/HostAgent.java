package org.surgebench.core.host;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.surgebench.core.common.SurgeException;

/**
 * {@code surge agent}: serves this host's counters ({@link HostReading}) at {@value #PATH} to the runs that name it
 * ({@code --db-host-agent HOST:PORT}), with no database credentials of its own. Every network listener is
 * loopback-only or authenticated: bound beyond loopback it needs the token of {@value #TOKEN_ENV}, which each
 * request sends as {@code Authorization: Bearer TOKEN}, compared in constant time.
 */
public final class HostAgent implements AutoCloseable {
    public static final String PATH = "/host-reading";
    /** The token both the agent and the run read: an environment variable, never a flag (ps shows flags). */
    public static final String TOKEN_ENV = "SURGE_AGENT_TOKEN";

    public static final int DEFAULT_PORT = 7479;

    static final ObjectMapper JSON = new ObjectMapper();

    private final ExecutorService exchanges = Executors.newVirtualThreadPerTaskExecutor();
    private final HttpServer server;
    private final Path proc;
    private final byte[] expected;
    private final java.util.concurrent.atomic.AtomicLong served = new java.util.concurrent.atomic.AtomicLong();

    private HostAgent(InetSocketAddress address, String token, Path proc) {
        this.proc = proc;
        expected = token == null ? null : ("Bearer " + token).getBytes(StandardCharsets.UTF_8);
        try {
            server = HttpServer.create(address, 0);
        } catch (IOException e) {
            exchanges.shutdownNow();
            throw SurgeException.usage("Cannot serve on port " + address.getPort() + " (--port): " + e.getMessage()
                    + "; choose a free port.");
        }
        server.setExecutor(exchanges);
        server.createContext(PATH, this::serve);
        server.start();
    }

    /**
     * Serves {@code proc}'s counters on {@code port} (0: any free one) at {@code bind} (null: the loopback address).
     * A bind beyond loopback without a token is refused in one sentence.
     */
    public static HostAgent start(String bind, int port, String token, Path proc) {
        if (port < 0 || port > 65535) {
            throw SurgeException.usage("--port must be from 1 to 65535 (got " + port + ").");
        }
        InetAddress address = address(bind);
        String t = token == null || token.isBlank() ? null : token.strip();
        if (t == null && !address.isLoopbackAddress()) {
            throw SurgeException.usage("--bind " + bind + " serves this host's figures beyond this machine: set "
                    + TOKEN_ENV + " to a secret, here and where the run starts, or leave --bind out to serve on "
                    + "127.0.0.1 only.");
        }
        return new HostAgent(new InetSocketAddress(address, port), t, proc);
    }

    private static InetAddress address(String bind) {
        if (bind == null) {
            return InetAddress.getLoopbackAddress();
        }
        try {
            return InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw SurgeException.usage("--bind " + bind + " is not an address of this machine.");
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (expected != null && !authorized(exchange)) {
                exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
                exchange.sendResponseHeaders(401, -1);
                return;
            }
            byte[] body = JSON.writeValueAsBytes(HostReading.read(proc));
            served.incrementAndGet();
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    /** How many readings it has served (the console says so when it stops). */
    public long served() {
        return served.get();
    }

    /** The Authorization header is the token, compared in constant time. */
    private boolean authorized(HttpExchange exchange) {
        String given = exchange.getRequestHeaders().getFirst("Authorization");
        return given != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), expected);
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** What the console says: where the agent listens, and what a run names it by. */
    public String address() {
        InetAddress a = server.getAddress().getAddress();
        String host = a.getHostAddress();
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port();
    }

    public boolean needsToken() {
        return expected != null;
    }

    @Override
    public void close() {
        server.stop(0);
        exchanges.shutdownNow();
    }
}
