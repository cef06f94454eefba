package org.surgebench.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.surgebench.testdata.LocalPostgres;

/**
 * A way to the local PostgreSQL server across a network link that the test can make silent: packets dropped,
 * no reset, no error, as when a cable is pulled or a firewall starts dropping. A network namespace of the
 * test's own, joined to this one by a veth pair, runs {@link UnixSocketForwarder} on its end of the link,
 * relaying to the server's Unix socket. {@link #cut()} adds a blackhole route inside the namespace for the
 * address on this side, so nothing comes back: no answer, no acknowledgement, no reset. {@link #restore()}
 * removes it. Needs root (CAP_NET_ADMIN) and iproute2: skipped on a developer machine without them, a
 * failure in CI.
 */
final class SilentNetwork implements AutoCloseable {
    private static final int PORT = 6432;
    private final String namespace;
    private final String hostSide;
    private final String nsSide;
    private final String hostAddress;
    private final String nsAddress;
    private Process forwarder;

    private SilentNetwork(long id) {
        this.namespace = "surge-cut-" + id;
        this.hostSide = "sc" + id + "a";
        this.nsSide = "sc" + id + "b";
        int net = (int) (id % 60) * 4;
        this.hostAddress = "10.213.77." + (net + 1);
        this.nsAddress = "10.213.77." + (net + 2);
    }

    /** Sets up the namespace and the forwarder, or skips (locally) / fails (CI) saying why it could not. */
    static SilentNetwork startOrSkip(String jdbcUrl) {
        SilentNetwork n = new SilentNetwork(ProcessHandle.current().pid() % 100_000);
        try {
            n.start(unixSocket(jdbcUrl));
            return n;
        } catch (Exception e) {
            n.close();
            String msg = "Cannot make a network namespace with a silenceable link (needs root and iproute2): "
                    + e.getMessage();
            if (LocalPostgres.inCi()) {
                Assertions.fail(msg + " (CI must run the network-cut tests)");
            }
            Assumptions.abort(msg);
            return null;
        }
    }

    private void start(Path socket) throws IOException, InterruptedException {
        ip("netns", "add", namespace);
        ip("link", "add", hostSide, "type", "veth", "peer", "name", nsSide);
        ip("link", "set", nsSide, "netns", namespace);
        ip("addr", "add", hostAddress + "/30", "dev", hostSide);
        ip("link", "set", hostSide, "up");
        ip("netns", "exec", namespace, "ip", "addr", "add", nsAddress + "/30", "dev", nsSide);
        ip("netns", "exec", namespace, "ip", "link", "set", nsSide, "up");
        String java = ProcessHandle.current().info().command().orElse("java");
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        forwarder = new ProcessBuilder(
                        "ip",
                        "netns",
                        "exec",
                        namespace,
                        java,
                        // The client compiler alone and the JDK's class-data archive, as CliProcess: a forwarder
                        // that copies bytes needs no more.
                        "-XX:TieredStopAtLevel=1",
                        "-Xmx64m",
                        "-cp",
                        cp,
                        UnixSocketForwarder.class.getName(),
                        nsAddress,
                        Integer.toString(PORT),
                        socket.toString())
                .redirectErrorStream(true)
                .start();
        BufferedReader out =
                new BufferedReader(new InputStreamReader(forwarder.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        if (!"listening".equals(line)) {
            throw new IOException("the forwarder did not start: " + line);
        }
        // Drain the rest so the forwarder never blocks on a full pipe.
        Thread.ofVirtual().start(() -> out.lines().forEach(l -> {}));
    }

    /** The URL of the test database through the silenceable link. */
    String url(String localUrl) {
        return localUrl.replaceFirst("//[^/]+/", "//" + nsAddress + ":" + PORT + "/");
    }

    /** From now on nothing comes back from the far side: packets vanish, no error is ever sent. */
    void cut() throws IOException, InterruptedException {
        ip("netns", "exec", namespace, "ip", "route", "add", "blackhole", hostAddress + "/32");
    }

    void restore() throws IOException, InterruptedException {
        ip("netns", "exec", namespace, "ip", "route", "del", "blackhole", hostAddress + "/32");
    }

    @Override
    public void close() {
        if (forwarder != null) {
            forwarder.destroyForcibly();
        }
        try {
            ip("netns", "del", namespace); // takes the veth pair with it
        } catch (Exception ignored) {
            // Never made, or gone already.
        }
        try {
            ip("link", "del", hostSide);
        } catch (Exception ignored) {
            // Gone with the namespace, as it should be.
        }
    }

    /** The server's Unix socket: its directory from the server, the port from the URL. */
    private static Path unixSocket(String jdbcUrl) throws Exception {
        try (Connection c = DriverManager.getConnection(jdbcUrl, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT split_part(current_setting('unix_socket_directories'), ',', 1), "
                        + "current_setting('port')")) {
            rs.next();
            Path p = Path.of(rs.getString(1).strip(), ".s.PGSQL." + rs.getString(2));
            if (!Files.exists(p)) {
                throw new IOException("the server's Unix socket " + p + " is not there");
            }
            return p;
        }
    }

    private static void ip(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("ip"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", cmd) + " failed: " + out);
        }
    }
}
