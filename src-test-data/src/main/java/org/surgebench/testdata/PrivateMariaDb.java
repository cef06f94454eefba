package org.surgebench.testdata;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * A MariaDB server of the tests' own: {@code mariadb-install-db} into a temporary folder and {@code mariadbd} on a
 * free port with its own socket, for settings a test may not change on the shared server (a small
 * {@code max_connections}, performance_schema on). Root logs on from 127.0.0.1 without a password. Where no
 * server can be made, the test is skipped on a developer machine and fails in CI, as for {@link ThrowawayCluster}.
 */
public final class PrivateMariaDb implements AutoCloseable {
    private static final Path INSTALL_DB = Path.of("/usr/bin/mariadb-install-db");
    private static final Path SERVER = Path.of("/usr/sbin/mariadbd");
    private static PrivateMariaDb shared;

    private final Path dir;
    private final int port;
    private final Process process;

    private PrivateMariaDb(Path dir, int port, Process process) {
        this.dir = dir;
        this.port = port;
        this.process = process;
    }

    /**
     * One server for every test class of this JVM that needs one: max_connections 10 (the server's smallest),
     * performance_schema on. Stopped when the JVM exits.
     */
    public static synchronized PrivateMariaDb shared() {
        if (shared == null) {
            shared = startOrSkip(Map.of("max-connections", "10", "performance-schema", "ON"));
            Runtime.getRuntime().addShutdownHook(new Thread(shared::close));
        }
        return shared;
    }

    /** Installs and starts a server with these extra options ({@code --name=value}), or skips / fails. */
    public static PrivateMariaDb startOrSkip(Map<String, String> options) {
        String why = null;
        if (!Files.isExecutable(INSTALL_DB) || !Files.isExecutable(SERVER)) {
            why = "no MariaDB server installed (" + SERVER + ", " + INSTALL_DB + ")";
        }
        if (why == null) {
            try {
                return start(options);
            } catch (Exception e) {
                why = "could not start a private MariaDB server: " + e.getMessage();
            }
        }
        if (LocalPostgres.inCi()) {
            Assertions.fail(why);
        }
        Assumptions.abort(why);
        return null;
    }

    private static PrivateMariaDb start(Map<String, String> options) throws Exception {
        Path dir = Files.createTempDirectory("surge-mariadb-");
        String user = System.getProperty("user.name");
        Path data = dir.resolve("data");
        run(
                List.of(
                        INSTALL_DB.toString(),
                        "--no-defaults",
                        "--datadir=" + data,
                        "--user=" + user,
                        "--auth-root-authentication-method=normal",
                        "--skip-test-db"),
                dir.resolve("install.log"));
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(
                SERVER.toString(),
                "--no-defaults",
                "--datadir=" + data,
                "--user=" + user,
                "--port=" + port,
                "--bind-address=127.0.0.1",
                "--socket=" + dir.resolve("sock"),
                "--pid-file=" + dir.resolve("pid"),
                "--log-error=" + dir.resolve("error.log"),
                "--innodb-buffer-pool-size=64M",
                "--skip-log-bin"));
        options.forEach((k, v) -> command.add("--" + k + "=" + v));
        Process p = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("server.out").toFile())
                .start();
        PrivateMariaDb db = new PrivateMariaDb(dir, port, p);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            try {
                DriverManager.getConnection(db.url(""), "root", "").close();
                return db;
            } catch (SQLException e) {
                if (!p.isAlive() || System.nanoTime() > deadline) {
                    String log =
                            Files.exists(dir.resolve("error.log")) ? Files.readString(dir.resolve("error.log")) : "";
                    db.close();
                    throw new IOException(
                            "mariadbd did not answer on port " + port + ": " + e.getMessage() + "\n" + log);
                }
                Thread.sleep(200);
            }
        }
    }

    private static void run(List<String> command, Path log) throws Exception {
        Process p = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " failed: " + Files.readString(log));
        }
    }

    /** A port from 20000..29999 nothing listens on now (below Linux's ephemeral range). */
    private static int freePort() throws IOException {
        for (int i = 0; i < 50; i++) {
            int port = ThreadLocalRandom.current().nextInt(20000, 30000);
            try {
                new ServerSocket(port, 1, InetAddress.getLoopbackAddress()).close();
                return port;
            } catch (IOException taken) {
                // try another
            }
        }
        throw new IOException("no free port in 20000..29999");
    }

    public int port() {
        return port;
    }

    public String url(String database) {
        return "jdbc:mariadb://127.0.0.1:" + port + "/" + database;
    }

    public void admin(String sql) {
        try (Connection c = DriverManager.getConnection(url(""), "root", "");
                Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroy();
            try {
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind
        }
    }
}
