package org.surgebench.testdata;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The local PostgreSQL server used by integration tests (127.0.0.1:5432, trust authentication, user
 * postgres; override with SURGE_TEST_PG_HOST/PORT/USER). Each test class gets a database of its own, so
 * modules and test classes can run side by side.
 *
 * <p>Where the server cannot be reached, tests are skipped on a developer machine but fail in CI
 * ({@code CI=true}), because a database test that silently skips there proves nothing.
 */
public final class LocalPostgres {
    public static final String HOST = env("SURGE_TEST_PG_HOST", "127.0.0.1");
    public static final String PORT = env("SURGE_TEST_PG_PORT", "5432");
    public static final String USER = env("SURGE_TEST_PG_USER", "postgres");

    private LocalPostgres() {}

    public static boolean inCi() {
        return "true".equalsIgnoreCase(System.getenv("CI")) || "true".equalsIgnoreCase(System.getProperty("surge.ci"));
    }

    public static String url(String database) {
        return "jdbc:postgresql://" + HOST + ":" + PORT + "/" + database;
    }

    /** Skips (developer machine) or fails (CI) when the server is not there. */
    public static void require() {
        try (Connection c = DriverManager.getConnection(url("postgres"), USER, "")) {
            c.isValid(2);
        } catch (SQLException e) {
            String msg = "The local PostgreSQL server at " + HOST + ":" + PORT + " is not reachable: " + e.getMessage();
            if (inCi()) {
                Assertions.fail(msg + " (CI must run the PostgreSQL tests; .ci/run starts the server)");
            }
            Assumptions.abort(msg);
        }
    }

    /** Creates a fresh, empty database and returns its JDBC URL. */
    public static String createDatabase(String prefix) {
        String name = newName(prefix);
        admin("CREATE DATABASE " + name);
        return url(name);
    }

    /** A database name from {@code prefix} that no other test (nor module running beside) takes. */
    static String newName(String prefix) {
        require();
        return (prefix + "_" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffL))
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9_]", "_");
    }

    /** Drops a database made by {@link #createDatabase}, ending its sessions first. */
    public static void dropDatabase(String url) {
        if (url == null) {
            return;
        }
        String name = url.substring(url.lastIndexOf('/') + 1);
        admin("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    }

    public static void admin(String sql) {
        try (Connection c = DriverManager.getConnection(url("postgres"), USER, "");
                Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }

    private static String env(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }
}
