package org.surgebench.core.host;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.common.GuardedEndpoint;

/**
 * {@code surge agent}: serves this host's counters ({@link HostReading}) at {@value #PATH} to the runs that name it
 * ({@code --db-host-agent HOST:PORT}), with no database credentials of its own, under the rule of every listener
 * of ours ({@link GuardedEndpoint}): bound beyond loopback it needs the token of {@value #TOKEN_ENV}, which each
 * request sends as a bearer token.
 */
public final class HostAgent implements AutoCloseable {
    public static final String PATH = "/host-reading";
    /** The token both the agent and the run read: an environment variable, never a flag (ps shows flags). */
    public static final String TOKEN_ENV = "SURGE_AGENT_TOKEN";

    public static final int DEFAULT_PORT = 7479;

    static final ObjectMapper JSON = new ObjectMapper();

    private static final GuardedEndpoint.Names NAMES = new GuardedEndpoint.Names(
            "this host's figures", "--port", "--bind", TOKEN_ENV, ", here and where the run starts", true);

    private final AtomicLong served = new AtomicLong();
    private final GuardedEndpoint endpoint;

    private HostAgent(String bind, int port, String token, Path proc) {
        endpoint = GuardedEndpoint.start(NAMES, PATH, port, bind, token, () -> {
            byte[] body = JSON.writeValueAsBytes(HostReading.read(proc));
            served.incrementAndGet();
            return new GuardedEndpoint.Answer("application/json", body);
        });
    }

    /**
     * Serves {@code proc}'s counters on {@code port} (0: any free one) at {@code bind} (null: the loopback address).
     * A bind beyond loopback without a token is refused in one sentence.
     */
    public static HostAgent start(String bind, int port, String token, Path proc) {
        return new HostAgent(bind, port, token, proc);
    }

    /** How many readings it has served (the console says so when it stops). */
    public long served() {
        return served.get();
    }

    public int port() {
        return endpoint.port();
    }

    /** What the console says: where the agent listens, and what a run names it by. */
    public String address() {
        InetAddress a = endpoint.address();
        String host = a.getHostAddress();
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port();
    }

    public boolean needsToken() {
        return endpoint.needsToken();
    }

    @Override
    public void close() {
        endpoint.close();
    }
}
