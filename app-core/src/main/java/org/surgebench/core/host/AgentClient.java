package org.surgebench.core.host;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.surgebench.core.common.SurgeException;

/**
 * The run's side of a {@code surge agent}: one {@link HostReading} per request. A reading that takes longer than
 * {@link #TIMEOUT} counts as not answered, so a silent agent holds up no sample for long; the first, at the run's
 * start, may take {@link #FIRST_TIMEOUT} (both ends load their classes for it: 6 s on a machine whose 2 CPUs ran 30 processes, measured).
 */
public final class AgentClient {
    static final Duration TIMEOUT = Duration.ofSeconds(2);
    static final Duration FIRST_TIMEOUT = Duration.ofSeconds(30);
    /** How long a connection may take to open: an address that drops packets is refused after this. */
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private final String address;
    private final HttpRequest request;
    private final HttpClient http;

    private AgentClient(String address, String token) {
        this.address = address;
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://" + address + HostAgent.PATH))
                .timeout(TIMEOUT)
                .GET();
        if (token != null && !token.isBlank()) {
            b.header("Authorization", "Bearer " + token.strip());
        }
        this.request = b.build();
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(CONNECT_TIMEOUT)
                .build();
    }

    /**
     * The agent at {@code address} (HOST:PORT), once it has answered a first reading: one that does not answer or
     * refuses the token is refused in one sentence (exit 2), before any user logs on.
     */
    public static AgentClient connect(String address, String token) {
        AgentClient c;
        try {
            c = new AgentClient(address, token);
        } catch (IllegalArgumentException e) {
            throw SurgeException.usage("--db-host-agent takes HOST:PORT, e.g. db1:" + HostAgent.DEFAULT_PORT + " (got '"
                    + address + "').");
        }
        try {
            c.read(FIRST_TIMEOUT);
        } catch (IOException e) {
            c.close();
            throw refusal(address, e);
        }
        return c;
    }

    private static SurgeException refusal(String address, IOException e) {
        if (e instanceof RefusedException) {
            return SurgeException.usage("The surge agent at " + address + " (--db-host-agent) refused this run's "
                    + "token: set " + HostAgent.TOKEN_ENV + " here to the agent's.");
        }
        return SurgeException.usage("The surge agent at " + address + " (--db-host-agent) does not answer (" + why(e)
                + "): start `surge agent` on the database host, or leave --db-host-agent out.");
    }

    /** Why a reading failed, in words (the JDK's client leaves some messages empty). */
    static String why(IOException e) {
        if (e instanceof java.net.http.HttpConnectTimeoutException) {
            return "no connection within " + CONNECT_TIMEOUT.toSeconds() + " s";
        }
        if (e instanceof java.net.http.HttpTimeoutException) {
            return "no answer within the time allowed";
        }
        if (e instanceof java.net.ConnectException) {
            return "connection refused";
        }
        return e.getMessage() == null ? "no answer" : e.getMessage();
    }

    /** The host's counters now. */
    public HostReading read() throws IOException {
        return read(TIMEOUT);
    }

    private HostReading read(Duration timeout) throws IOException {
        HttpResponse<byte[]> r;
        try {
            r = http.send(
                    HttpRequest.newBuilder(request, (k, v) -> true)
                            .timeout(timeout)
                            .build(),
                    HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        if (r.statusCode() == 401) {
            throw new RefusedException();
        }
        if (r.statusCode() != 200) {
            throw new IOException("HTTP " + r.statusCode());
        }
        return HostAgent.JSON.readValue(r.body(), HostReading.class);
    }

    public String address() {
        return address;
    }

    /** Lets go of the HTTP client's connection and thread. */
    void close() {
        http.close();
    }

    /** The agent wants another token. */
    static final class RefusedException extends IOException {
        private static final long serialVersionUID = 1L;

        RefusedException() {
            super("token refused (HTTP 401)");
        }
    }
}
