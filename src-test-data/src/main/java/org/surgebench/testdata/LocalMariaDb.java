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
 * The local MariaDB server used by integration tests (127.0.0.1:3306, user root without a password, as a fresh
 * Debian install lets local connections in; override with SURGE_TEST_MARIADB_HOST/PORT/USER/PASSWORD). Each test
 * class gets a database of its own. Where the server cannot be reached, tests are skipped on a developer machine
 * but fail in CI ({@code CI=true}; .ci/run starts the server), as for {@link LocalPostgres}.
 */
public final class LocalMariaDb {
    public static final String HOST = env("SURGE_TEST_MARIADB_HOST", "127.0.0.1");
    public static final String PORT = env("SURGE_TEST_MARIADB_PORT", "3306");
    public static final String USER = env("SURGE_TEST_MARIADB_USER", "root");
    public static final String PASSWORD = env("SURGE_TEST_MARIADB_PASSWORD", "");

    private LocalMariaDb() {}

    public static String url(String database) {
        return "jdbc:mariadb://" + HOST + ":" + PORT + "/" + database;
    }

    /** Skips (developer machine) or fails (CI) when the server is not there. */
    public static void require() {
        try (Connection c = DriverManager.getConnection(url(""), USER, PASSWORD)) {
            c.isValid(2);
        } catch (SQLException e) {
            String msg = "The local MariaDB server at " + HOST + ":" + PORT + " is not reachable: " + e.getMessage();
            if (LocalPostgres.inCi()) {
                Assertions.fail(msg + " (CI must run the MariaDB tests; .ci/run starts the server)");
            }
            Assumptions.abort(msg);
        }
    }

    /** Creates a fresh, empty database named from the prefix and returns its JDBC URL. */
    public static String createDatabase(String prefix) {
        require();
        String name = (prefix + "_"
                        + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffL))
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9_]", "_");
        admin("CREATE DATABASE " + name);
        return url(name);
    }

    /** Drops a database made by {@link #createDatabase}. */
    public static void dropDatabase(String url) {
        if (url == null) {
            return;
        }
        admin("DROP DATABASE IF EXISTS " + url.substring(url.lastIndexOf('/') + 1));
    }

    public static void admin(String sql) {
        try (Connection c = DriverManager.getConnection(url(""), USER, PASSWORD);
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
