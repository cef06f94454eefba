package org.surgebench.core.common;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * One path answered to GET by the JDK's own HTTP server, under the rule every network listener of ours keeps: it
 * listens on the loopback address unless told to bind another, and then only for requests that send the token as
 * {@code Authorization: Bearer TOKEN}, compared in constant time. Each request is served on a thread of its own, so
 * a client that sends half a request holds up no other, and the server cuts a request (and an answer) not done
 * within {@link #TIME_LIMIT_SECONDS}. The metrics endpoint ({@code --metrics-port}) and {@code surge agent} are two.
 */
public final class GuardedEndpoint implements AutoCloseable {
    /**
     * How long a client may take to send its request, and to take the answer. The JDK's server reads its two
     * limits once, when it is first used, in whole seconds (JDK 21 to 25 multiply the value by 1000, whatever its
     * documentation says); one the user set with -D is kept.
     */
    public static final String TIME_LIMIT_SECONDS = "10";

    /**
     * What the command calls the endpoint and its settings, for its sentences.
     *
     * @param what      what it serves ("the metrics", "this host's figures")
     * @param portFlag  the port's flag ({@code --metrics-port})
     * @param bindFlag  the address's flag ({@code --metrics-bind})
     * @param tokenEnv  the environment variable of the token (never a flag: ps shows flags)
     * @param tokenHint who else must know the token (", here and where the run starts")
     * @param anyPort   whether port 0 (any free one) is taken, as by an API caller
     */
    public record Names(
            String what, String portFlag, String bindFlag, String tokenEnv, String tokenHint, boolean anyPort) {}

    /** An answer: its content type and bytes. */
    public record Answer(String contentType, byte[] body) {}

    /** Makes the answer to a request. */
    @FunctionalInterface
    public interface Answers {
        Answer answer() throws IOException;
    }

    private final ExecutorService exchanges = Executors.newVirtualThreadPerTaskExecutor();
    private final HttpServer server;
    private final byte[] expected;
    private final Answers answers;

    /**
     * Serves {@code answers} at {@code path} on {@code port} at {@code bind} (null: the loopback address). A port out
     * of range, an address not of this machine, a bind beyond loopback without a token and a port in use are each
     * refused in one sentence naming the setting.
     */
    public static GuardedEndpoint start(
            Names names, String path, int port, String bind, String token, Answers answers) {
        if (port < (names.anyPort() ? 0 : 1) || port > 65535) {
            throw SurgeException.usage(names.portFlag() + " must be from 1 to 65535 (got " + port + ").");
        }
        InetAddress address = address(names, bind);
        String t = token == null || token.isBlank() ? null : token.strip();
        if (t == null && !address.isLoopbackAddress()) {
            throw SurgeException.usage(names.bindFlag() + " " + bind + " serves " + names.what()
                    + " beyond this machine: set " + names.tokenEnv() + " to a secret" + names.tokenHint()
                    + ", or leave " + names.bindFlag() + " out to serve on 127.0.0.1 only.");
        }
        return new GuardedEndpoint(names, new InetSocketAddress(address, port), path, t, answers);
    }

    private GuardedEndpoint(Names names, InetSocketAddress address, String path, String token, Answers answers) {
        for (String limit : new String[] {"sun.net.httpserver.maxReqTime", "sun.net.httpserver.maxRspTime"}) {
            if (System.getProperty(limit) == null) {
                System.setProperty(limit, TIME_LIMIT_SECONDS);
            }
        }
        this.answers = answers;
        expected = token == null ? null : ("Bearer " + token).getBytes(StandardCharsets.UTF_8);
        try {
            server = HttpServer.create(address, 0);
        } catch (IOException e) {
            exchanges.shutdownNow();
            throw SurgeException.usage("Cannot serve " + names.what() + " on port " + address.getPort() + " ("
                    + names.portFlag() + "): " + e.getMessage() + "; choose a free port.");
        }
        server.setExecutor(exchanges);
        server.createContext(path, this::serve);
        server.start();
    }

    private static InetAddress address(Names names, String bind) {
        if (bind == null) {
            return InetAddress.getLoopbackAddress();
        }
        try {
            return InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw SurgeException.usage(names.bindFlag() + " " + bind + " is not an address of this machine.");
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (expected != null && !authorized(exchange)) {
                exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
                exchange.sendResponseHeaders(401, -1);
                return;
            }
            Answer a = answers.answer();
            exchange.getResponseHeaders().set("Content-Type", a.contentType());
            exchange.sendResponseHeaders(200, a.body().length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(a.body());
            }
        }
    }

    /** The Authorization header is the token, compared in constant time. */
    private boolean authorized(HttpExchange exchange) {
        String given = exchange.getRequestHeaders().getFirst("Authorization");
        return given != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), expected);
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** The address it listens on. */
    public InetAddress address() {
        return server.getAddress().getAddress();
    }

    /** Whether a request must send the token. */
    public boolean needsToken() {
        return expected != null;
    }

    @Override
    public void close() {
        server.stop(0);
        exchanges.shutdownNow();
    }
}
