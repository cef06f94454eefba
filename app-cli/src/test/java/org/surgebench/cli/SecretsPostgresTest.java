package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * A password given by SURGE_PASSWORD (or in the URL) never shows: not in the process list, not on stdout or
 * stderr (even with --debug), not in the results JSON, CSV or report. Uses a role that must give a password
 * (on a throwaway cluster that checks passwords) with a fresh random password, so any occurrence is a leak.
 */
class SecretsPostgresTest {
    private static final String ROLE = "surge_pw_secrets";
    private static ThrowawayCluster cluster;
    private static String url;
    private static String password;

    @BeforeAll
    static void prepare() {
        cluster = ThrowawayCluster.sharedWithPasswords();
        password = cluster.createRole(ROLE);
        url = cluster.createDatabase("surge_rel_secrets", ROLE);
    }

    @AfterAll
    static void drop() {
        if (url != null) {
            cluster.admin("DROP DATABASE IF EXISTS surge_rel_secrets WITH (FORCE)");
        }
    }

    @Test
    void thePasswordFromTheEnvironmentAppearsNowhere(@TempDir Path work) throws Exception {
        Map<String, String> env = Map.of("SURGE_PASSWORD", password);
        try (CliProcess gen = CliProcess.start(
                work.resolve("gen"), env, "generate", "tpcb", "--scale", "0.01", "--url", url, "-U", ROLE)) {
            assertThat(gen.waitFor(120)).as(gen.stdout() + gen.stderr()).isZero();
            assertNoPassword(gen);
        }
        Path results = work.resolve("results");
        try (CliProcess run = CliProcess.start(
                work.resolve("run"),
                env,
                "run",
                "tpcb",
                "-u",
                "2",
                "-rt",
                "3s",
                "--pool",
                "2",
                "--debug",
                "--url",
                url,
                "-U",
                ROLE,
                "-r",
                results.toString())) {
            assertThat(run.awaitOutput("Measuring", 60))
                    .as(run.stdout() + run.stderr())
                    .isTrue();
            String cmdline = run.commandLine();
            assertThat(cmdline).as("the process list entry").isNotNull().doesNotContain(password);
            assertThat(run.waitFor(60)).as(run.stdout() + run.stderr()).isZero();
            assertNoPassword(run);
            // The pool's debug logging prints its whole configuration: the password must be masked there too.
            assertThat(run.stderr())
                    .as("--debug logging was on")
                    .contains("DEBUG")
                    .contains("password");
        }
        List<Path> files = assertNoPasswordInFiles(results);
        Path json = files.stream()
                .filter(f -> f.toString().endsWith(".json"))
                .findFirst()
                .orElseThrow();
        assertThat(ResultWriter.read(json).config().user()).isEqualTo(ROLE);
    }

    @Test
    void aPasswordInTheUrlIsMaskedInOutputAndResults(@TempDir Path work) throws Exception {
        Path results = work.resolve("results");
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "1",
                "-rt",
                "1s",
                "--quiet",
                "--url",
                url + "?password=" + password,
                "-U",
                ROLE,
                "-r",
                results.toString());
        assertThat(r.exitCode()).as(r.all().replace(password, "<pw>")).isZero();
        assertThat(r.out()).doesNotContain(password).contains("password=***");
        assertThat(r.err()).doesNotContain(password);
        assertNoPasswordInFiles(results);
    }

    @Test
    void aWrongPasswordFromTheEnvironmentIsNotEchoed(@TempDir Path work) throws Exception {
        String wrong = "wrong" + password;
        try (CliProcess run = CliProcess.start(
                work,
                Map.of("SURGE_PASSWORD", wrong),
                "run",
                "tpcb",
                "--url",
                url,
                "-U",
                ROLE,
                "-r",
                work.resolve("results").toString())) {
            assertThat(run.waitFor(60)).isEqualTo(3);
            assertThat(run.stderr())
                    .contains("rejected user")
                    .doesNotContain(wrong)
                    .doesNotContain(password);
            assertThat(run.stdout()).doesNotContain(wrong);
        }
    }

    private static void assertNoPassword(CliProcess p) throws Exception {
        assertThat(p.stdout()).doesNotContain(password);
        assertThat(p.stderr()).doesNotContain(password);
    }

    private static List<Path> assertNoPasswordInFiles(Path dir) throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).toList();
        }
        assertThat(files).as("results were written").isNotEmpty();
        for (Path f : files) {
            assertThat(Files.readString(f, StandardCharsets.UTF_8))
                    .as(f.toString())
                    .doesNotContain(password);
        }
        return files;
    }
}
