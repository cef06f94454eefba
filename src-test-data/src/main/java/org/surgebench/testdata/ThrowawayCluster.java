package org.surgebench.testdata;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary folder, on a free port drawn at random
 * from {@value #FIRST_PORT}..{@value #LAST_PORT}, another one when the server finds it taken after all),
 * so a test may restart or stop it without touching the shared server. PostgreSQL refuses to run as root:
 * as root the commands run as the {@code postgres} OS user through runuser.
 *
 * <p>Where no cluster can be made, the test is skipped on a developer machine and fails in CI.
 * {@link #startOrSkip(Map)} takes extra server settings ({@code -c name=value}), e.g.
 * {@code shared_preload_libraries=pg_stat_statements} or a small {@code max_connections}, which a test may not
 * change on the shared server. {@link #startOrSkip(Map, Auth)} with {@link Auth#PASSWORD} makes every TCP
 * connection give its password (SCRAM), for wrong- and missing-password tests; {@link #sharedWithPasswords()}
 * is one such cluster for all the test classes of a JVM.
 */
public final class ThrowawayCluster implements AutoCloseable {
    /** The cluster's superuser (initdb -U). */
    public static final String SUPERUSER = "postgres";

    /** How the cluster authenticates connections over TCP (its Unix socket always trusts). */
    public enum Auth {
        /** Everyone may connect without a password, like the shared test server. */
        TRUST,
        /** Every role must give its password (scram-sha-256), the superuser {@link #superuserPassword()}. */
        PASSWORD
    }

    private static ThrowawayCluster shared;
    /** The ports a cluster may take: below Linux's ephemeral range, so outgoing connections do not take them. */
    static final int FIRST_PORT = 20000;

    static final int LAST_PORT = 29999;
    /** How many ports a start tries when the one it checked was taken before the server could bind it. */
    private static final int START_ATTEMPTS = 8;

    private final Path bin;
    private final Path dir;
    private final Path data;
    /** Changes only while starting, when the port picked was taken in the meantime. */
    private int port;

    private final boolean asPostgresUser;
    private final Map<String, String> settings = new LinkedHashMap<>();
    private String superuserPassword = "";

    private ThrowawayCluster(Path bin, Path dir, int port, boolean asPostgresUser) {
        this.bin = bin;
        this.dir = dir;
        this.data = dir.resolve("data");
        this.port = port;
        this.asPostgresUser = asPostgresUser;
    }

    /** Creates and starts a cluster, or skips (locally) / fails (CI) saying why it could not. */
    public static ThrowawayCluster startOrSkip() {
        return startOrSkip(Map.of());
    }

    /**
     * As {@link #startOrSkip()}, with extra server settings (name to value) that override the defaults
     * (fsync off, max_connections 40, shared_buffers 16MB).
     */
    public static ThrowawayCluster startOrSkip(Map<String, String> extraSettings) {
        return startOrSkip(extraSettings, Auth.TRUST);
    }

    /** As {@link #startOrSkip(Map)}, authenticating TCP connections as {@code auth} says. */
    public static ThrowawayCluster startOrSkip(Map<String, String> extraSettings, Auth auth) {
        ThrowawayCluster c = null;
        try {
            Path bin = findBin();
            boolean root = "root".equals(System.getProperty("user.name"));
            Path dir = Files.createTempDirectory("surge-pg-");
            c = new ThrowawayCluster(bin, dir, freePort(), root);
            c.settings.putAll(Map.of(
                    "listen_addresses",
                    "127.0.0.1",
                    "fsync",
                    "off",
                    "max_connections",
                    "40",
                    "shared_buffers",
                    "16MB"));
            c.settings.putAll(extraSettings);
            if (root) {
                exec(List.of("chown", "-R", "postgres:postgres", dir.toString()), dir, 30);
            }
            List<String> initdb = new ArrayList<>(List.of(
                    bin.resolve("initdb").toString(),
                    "-D",
                    c.data.toString(),
                    "-U",
                    SUPERUSER,
                    "-E",
                    "UTF8",
                    "--no-sync",
                    "--no-instructions",
                    "--auth-local=trust"));
            if (auth == Auth.PASSWORD) {
                c.superuserPassword = randomPassword();
                Path pwfile = dir.resolve("superuser-password");
                Files.writeString(pwfile, c.superuserPassword + "\n", StandardCharsets.UTF_8);
                if (root) {
                    exec(List.of("chown", "postgres:postgres", pwfile.toString()), dir, 30);
                }
                initdb.addAll(List.of("--auth-host=scram-sha-256", "--pwfile=" + pwfile));
            } else {
                initdb.add("--auth-host=trust");
            }
            c.pg(initdb, 120);
            c.startOnAFreePort();
            return c;
        } catch (Exception e) {
            if (c != null) {
                c.close();
            }
            String msg = "Cannot create a throwaway PostgreSQL cluster (initdb/pg_ctl): " + e.getMessage();
            if (LocalPostgres.inCi()) {
                Assertions.fail(msg + " (CI must run the restart tests)");
            }
            Assumptions.abort(msg);
            return null;
        }
    }

    /**
     * Starts the server; when another process (a parallel test JVM, another developer's build) took the port
     * between the check and the server's bind, starts it on another one.
     */
    private void startOnAFreePort() throws IOException, InterruptedException {
        for (int attempt = 1; ; attempt++) {
            int logged = serverLog().length();
            try {
                pg(
                        List.of(
                                bin.resolve("pg_ctl").toString(),
                                "-D",
                                data.toString(),
                                "-l",
                                dir.resolve("log").toString(),
                                "-w",
                                "-t",
                                "60",
                                "-o",
                                serverOptions(),
                                "start"),
                        90);
                return;
            } catch (IOException e) {
                String log = serverLog();
                String thisAttempt = log.substring(Math.min(logged, log.length()));
                if (attempt >= START_ATTEMPTS || !portTaken(thisAttempt)) {
                    throw new IOException(e.getMessage() + "; server log: " + thisAttempt.strip(), e);
                }
                port = freePort();
            }
        }
    }

    /** Whether a server log says the port was in use (the server then exits at once). */
    static boolean portTaken(String log) {
        return log.contains("could not bind")
                || log.contains("Address already in use")
                || log.contains("could not create any TCP/IP sockets");
    }

    private String serverLog() {
        try {
            Path log = dir.resolve("log");
            return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "";
        }
    }

    private String serverOptions() {
        StringBuilder o = new StringBuilder("-p " + port + " -k " + dir);
        settings.forEach((k, v) -> o.append(" -c ").append(k).append('=').append(v));
        return o.toString();
    }

    /**
     * One cluster with {@link Auth#PASSWORD} for every test class of this JVM that needs password checks:
     * started on first use, stopped when the JVM exits. Skips locally / fails in CI as {@link #startOrSkip()}.
     */
    public static synchronized ThrowawayCluster sharedWithPasswords() {
        if (shared == null) {
            ThrowawayCluster c = startOrSkip(Map.of(), Auth.PASSWORD);
            Runtime.getRuntime().addShutdownHook(new Thread(c::close, "throwaway-cluster-stop"));
            shared = c;
        }
        return shared;
    }

    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** The superuser's password over TCP: empty with {@link Auth#TRUST}. */
    public String superuserPassword() {
        return superuserPassword;
    }

    /** Runs one statement as the superuser in database {@code postgres}. */
    public void admin(String sql) {
        try (Connection c = DriverManager.getConnection(url("postgres"), SUPERUSER, superuserPassword);
                Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }

    /** Creates a login role with a fresh random password (or gives an existing one a new one); returns it. */
    public String createRole(String role) {
        String password = randomPassword();
        admin("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '" + role + "') THEN CREATE ROLE " + role
                + " LOGIN; END IF; END $$");
        admin("ALTER ROLE " + role + " LOGIN PASSWORD '" + password + "'");
        return password;
    }

    /** Creates an empty database owned by {@code owner} and returns its JDBC URL. */
    public String createDatabase(String name, String owner) {
        admin("CREATE DATABASE " + name + " OWNER " + owner);
        return url(name);
    }

    private static String randomPassword() {
        return "Sg" + UUID.randomUUID().toString().replace("-", "");
    }

    public int port() {
        return port;
    }

    /** A fast restart: sessions are ended, the server goes down and comes back on the same port. */
    public void restart() throws IOException, InterruptedException {
        pg(
                List.of(
                        bin.resolve("pg_ctl").toString(),
                        "-D",
                        data.toString(),
                        "-l",
                        dir.resolve("log").toString(),
                        "-w",
                        "-t",
                        "60",
                        "-m",
                        "fast",
                        "-o",
                        serverOptions(),
                        "restart"),
                90);
    }

    public void stop() throws IOException, InterruptedException {
        pg(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w", "-m", "fast", "stop"), 60);
    }

    @Override
    public void close() {
        try {
            if (Files.exists(data.resolve("postmaster.pid"))) {
                pg(
                        List.of(
                                bin.resolve("pg_ctl").toString(),
                                "-D",
                                data.toString(),
                                "-w",
                                "-m",
                                "immediate",
                                "stop"),
                        60);
            }
        } catch (Exception ignored) {
            // Best effort; the folder goes next either way.
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // A temp folder left behind is harmless.
        }
    }

    private void pg(List<String> cmd, long seconds) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (asPostgresUser) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(cmd);
        exec(full, dir, seconds);
    }

    private static void exec(List<String> cmd, Path dir, long seconds) throws IOException, InterruptedException {
        Path log = Files.createTempFile("surge-pg-cmd", ".log");
        try {
            Process p = new ProcessBuilder(cmd)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(String.join(" ", cmd) + " did not finish in " + seconds + " s");
            }
            if (p.exitValue() != 0) {
                throw new IOException(String.join(" ", cmd) + " failed (" + p.exitValue() + "): "
                        + Files.readString(log, StandardCharsets.UTF_8).strip());
            }
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static Path findBin() throws IOException {
        Path versions = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(versions)) {
            try (Stream<Path> s = Files.list(versions)) {
                var best = s.map(p -> p.resolve("bin"))
                        .filter(p -> Files.isExecutable(p.resolve("initdb")))
                        .max(Comparator.comparing(p -> versionOf(p.getParent())));
                if (best.isPresent()) {
                    return best.get();
                }
            }
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "initdb"))) {
                return Path.of(dir);
            }
        }
        throw new IOException("no initdb found under /usr/lib/postgresql/*/bin or on the PATH");
    }

    private static int versionOf(Path p) {
        try {
            return Integer.parseInt(p.getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * A port nobody listens on now, from a random start: test JVMs starting clusters at the same moment then rarely
     * pick the same one (from a fixed start they all took the first, and all but one failed to bind it).
     */
    static int freePort() throws IOException {
        int span = LAST_PORT - FIRST_PORT + 1;
        int start = java.util.concurrent.ThreadLocalRandom.current().nextInt(span);
        for (int i = 0; i < 200; i++) {
            int port = FIRST_PORT + (start + i) % span;
            try {
                new ServerSocket(port, 1, InetAddress.getByName("127.0.0.1")).close();
                return port;
            } catch (IOException busy) {
                // Try the next one.
            }
        }
        throw new IOException("no free port among 200 tried in " + FIRST_PORT + ".." + LAST_PORT);
    }
}
