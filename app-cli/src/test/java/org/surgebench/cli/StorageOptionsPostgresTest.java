package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.SmallDisk;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * Storage options are applied or refused, never silently ignored: {@code --tablespace} on PostgreSQL puts the
 * tables and their indexes there (checked in pg_tables and pg_indexes), a tablespace that does not exist is one
 * sentence with nothing created; {@code --partition} and {@code --compress}, which only Oracle's scripts apply,
 * are refused on PostgreSQL and H2 with one sentence (exit 2), nothing created. On a throwaway cluster (a
 * tablespace is a server-wide object: not on the shared server).
 */
class StorageOptionsPostgresTest {
    private static final String ROLE = "surge_storage";
    private static final String TABLESPACE = "surge_fast";

    @TempDir
    static Path location;

    private static ThrowawayCluster cluster;
    private static String password;
    private static Path tablespaceDir;
    private static final List<String> DATABASES = new ArrayList<>();

    @BeforeAll
    static void prepare() throws Exception {
        cluster = ThrowawayCluster.sharedWithPasswords();
        password = cluster.createRole(ROLE);
        // Directly under the temporary folder: the server's OS user must reach it (JUnit's folders are 0700).
        Path dir = Files.createTempDirectory("surge-tablespace-");
        tablespaceDir = dir;
        if ("root".equals(System.getProperty("user.name"))) {
            new ProcessBuilder("chown", "postgres:postgres", dir.toString())
                    .inheritIO()
                    .start()
                    .waitFor();
        }
        cluster.admin("CREATE TABLESPACE " + TABLESPACE + " LOCATION '" + dir + "'");
        cluster.admin("GRANT CREATE ON TABLESPACE " + TABLESPACE + " TO " + ROLE);
    }

    @AfterAll
    static void drop() {
        if (cluster != null) {
            DATABASES.forEach(d -> cluster.admin("DROP DATABASE IF EXISTS " + d + " WITH (FORCE)"));
            cluster.admin("DROP TABLESPACE IF EXISTS " + TABLESPACE);
        }
        if (tablespaceDir != null) {
            try (var files = Files.walk(tablespaceDir)) {
                files.sorted(java.util.Comparator.reverseOrder())
                        .forEach(f -> f.toFile().delete());
            } catch (java.io.IOException e) {
                // Left in the temporary folder.
            }
        }
    }

    private static String database(String name) {
        DATABASES.add(name);
        return cluster.createDatabase(name, ROLE);
    }

    private static Cli.Result generate(String url, String... more) throws Exception {
        List<String> args = new ArrayList<>(
                List.of("generate", "tpcb", "--scale", "0.01", "--url", url, "-U", ROLE, "--password", password));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }

    private static List<String> column(String url, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, ROLE, password);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    @Test
    void tablespacePutsTablesAndIndexesThere() throws Exception {
        String url = database("surge_ts_yes");
        Cli.Result g = generate(url, "--tablespace", TABLESPACE);
        assertThat(g.exitCode()).as(g.all()).isZero();
        List<String> tables = column(
                url,
                "SELECT tablename || ':' || coalesce(tablespace, '-') FROM pg_tables "
                        + "WHERE tablename LIKE 'pgbench%'");
        assertThat(tables).hasSize(4).allSatisfy(t -> assertThat(t).endsWith(":" + TABLESPACE));
        List<String> indexes = column(
                url,
                "SELECT indexname || ':' || coalesce(tablespace, '-') FROM pg_indexes "
                        + "WHERE tablename LIKE 'pgbench%'");
        assertThat(indexes)
                .as("the primary keys' indexes")
                .hasSizeGreaterThanOrEqualTo(3)
                .allSatisfy(t -> assertThat(t).endsWith(":" + TABLESPACE));
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "1",
                "-rt",
                "1s",
                "--quiet",
                "--url",
                url,
                "-U",
                ROLE,
                "--password",
                password,
                "-r",
                location.resolve("results").toString());
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    /**
     * The free-space check measures the tablespace's disk, not the data directory's: a scale that does not fit a
     * small disk holding the tablespace is refused (exit 2) before anything is created. Before, the data
     * directory's large disk was measured, the load began and filled the tablespace (exit 6).
     */
    @Test
    void theFreeSpaceCheckMeasuresTheTablespacesDisk() throws Exception {
        // Directly under the temporary folder, as above: the server's OS user must reach it.
        Path at = Files.createTempDirectory("surge-small-tablespace-");
        try (SmallDisk small = SmallDisk.mountOrSkip(at, 1024, false)) {
            ownedByPostgres(small.path());
            cluster.admin("CREATE TABLESPACE surge_small LOCATION '" + small.path() + "'");
            try {
                cluster.admin("GRANT CREATE ON TABLESPACE surge_small TO " + ROLE);
                String url = cluster.createDatabase("surge_ts_small", ROLE);
                OneSentence.assertRefused(
                        Cli.run(
                                "generate",
                                "tpcb",
                                "--scale",
                                "1",
                                "--url",
                                url,
                                "-U",
                                ROLE,
                                "--password",
                                password,
                                "--tablespace",
                                "surge_small"),
                        2,
                        "is free at " + small.path(),
                        "choose a smaller --scale");
                assertThat(column(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"))
                        .as("nothing created")
                        .isEmpty();
            } finally {
                cluster.admin("DROP DATABASE IF EXISTS surge_ts_small WITH (FORCE)");
                cluster.admin("DROP TABLESPACE IF EXISTS surge_small");
            }
        } finally {
            Files.deleteIfExists(at);
        }
    }

    private static void ownedByPostgres(Path dir) throws Exception {
        if ("root".equals(System.getProperty("user.name"))) {
            new ProcessBuilder("chown", "postgres:postgres", dir.toString())
                    .inheritIO()
                    .start()
                    .waitFor();
        }
    }

    @Test
    void aTablespaceThatDoesNotExistIsOneSentenceAndNothingIsCreated() throws Exception {
        String url = database("surge_ts_missing");
        OneSentence.assertRefused(
                generate(url, "--tablespace", "nosuch_space"),
                2,
                "tablespace nosuch_space does " + "not exist",
                "nothing was created");
        assertThat(column(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"))
                .isEmpty();
    }

    @Test
    void partitionAndCompressAreRefusedWhereOnlyOracleAppliesThem() throws Exception {
        String url = database("surge_ts_refused");
        OneSentence.assertRefused(
                generate(url, "--partition"),
                2,
                "--partition has no effect for tpcb on " + "postgresql",
                "nothing was created");
        OneSentence.assertRefused(generate(url, "--compress"), 2, "--compress has no effect", "Oracle");
        OneSentence.assertRefused(
                Cli.run(
                        "generate",
                        "sh",
                        "--scale",
                        "0.01",
                        "--url",
                        url,
                        "-U",
                        ROLE,
                        "--password",
                        password,
                        "--option",
                        "compress=true"),
                2,
                "--compress has no effect for sh");
        assertThat(column(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"))
                .isEmpty();
    }

    @Test
    void onH2EveryStorageOptionIsRefusedAndNoFileIsCreated(@TempDir Path dir) {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        for (String flag : List.of("--partition", "--compress")) {
            OneSentence.assertRefused(
                    Cli.run("generate", "soe", "--scale", "0.01", "--url", url, flag),
                    2,
                    flag + " has no effect for soe on h2");
        }
        OneSentence.assertRefused(
                Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url, "--tablespace", "x"),
                2,
                "--tablespace has no effect for tpcb on h2");
        assertThat(dir.resolve("db.mv.db")).doesNotExist();
    }
}
