package org.surgebench.core.db;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import javax.net.SocketFactory;
import jdk.net.ExtendedSocketOptions;

/**
 * Plain sockets with TCP keepalive probing after seconds instead of the operating system's two hours, for
 * pgjdbc's {@code socketFactory} property. Why: when the network goes silent (a cable, a firewall dropping
 * packets, a failed-over load balancer) while a user waits for an answer, nothing comes back, no error
 * either, and the user would wait for ever. Keepalive probes are answered by the server's kernel even while
 * a long query runs, so they tell a dead path from a slow query, and they cost nothing on the hot path: the
 * kernel sends them, reads stay plain blocking reads (a socket read timeout would not: see
 * {@link PostgresDialect#defaultProperties()}).
 *
 * <p>The timing comes from {@code socketFactoryArg} as {@code IDLE,INTERVAL,COUNT} in seconds (default
 * {@link #DEFAULT_ARG}): after IDLE silent seconds, a probe every INTERVAL seconds, and the connection is
 * dead after COUNT unanswered probes. A request the server never acknowledged is not covered by keepalive
 * (TCP retransmits it for many minutes): that case is the run's stall watchdog's (--stall-timeout).
 */
public final class KeepAliveSocketFactory extends SocketFactory {
    /** Seconds of silence before the first probe. */
    public static final int IDLE_SECONDS = 10;
    /** Seconds between probes. */
    public static final int INTERVAL_SECONDS = 5;
    /** Unanswered probes after which the connection is dead: 10 + 3 x 5 = 25 s of silence in all. */
    public static final int PROBES = 3;
    /** The default {@code socketFactoryArg}. */
    public static final String DEFAULT_ARG = IDLE_SECONDS + "," + INTERVAL_SECONDS + "," + PROBES;

    private final int idle;
    private final int interval;
    private final int probes;

    /** pgjdbc calls this with {@code socketFactoryArg}. */
    public KeepAliveSocketFactory(String arg) {
        int[] v = parse(arg == null || arg.isBlank() ? DEFAULT_ARG : arg);
        this.idle = v[0];
        this.interval = v[1];
        this.probes = v[2];
    }

    public KeepAliveSocketFactory() {
        this(DEFAULT_ARG);
    }

    static int[] parse(String arg) {
        String[] parts = arg.split(",");
        if (parts.length != 3) {
            throw new IllegalArgumentException("socketFactoryArg must be IDLE,INTERVAL,COUNT in seconds, e.g. "
                    + DEFAULT_ARG + " (got '" + arg + "').");
        }
        int[] v = new int[3];
        for (int i = 0; i < 3; i++) {
            v[i] = Integer.parseInt(parts[i].strip());
            if (v[i] < 1) {
                throw new IllegalArgumentException("socketFactoryArg values must be at least 1 (got '" + arg + "').");
            }
        }
        return v;
    }

    /** pgjdbc creates the socket unconnected and connects it itself. */
    @Override
    public Socket createSocket() throws IOException {
        Socket s = new Socket();
        s.setKeepAlive(true);
        s.setOption(ExtendedSocketOptions.TCP_KEEPIDLE, idle);
        s.setOption(ExtendedSocketOptions.TCP_KEEPINTERVAL, interval);
        s.setOption(ExtendedSocketOptions.TCP_KEEPCOUNT, probes);
        return s;
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        Socket s = createSocket();
        s.bind(new InetSocketAddress(localHost, localPort));
        s.connect(new InetSocketAddress(host, port));
        return s;
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        Socket s = createSocket();
        s.bind(new InetSocketAddress(localAddress, localPort));
        s.connect(new InetSocketAddress(address, port));
        return s;
    }

    private Socket connected(InetSocketAddress address) throws IOException {
        Socket s = createSocket();
        s.connect(address);
        return s;
    }
}
