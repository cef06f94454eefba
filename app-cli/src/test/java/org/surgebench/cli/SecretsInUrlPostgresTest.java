package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.SecretPasswords;
import org.surgebench.testdata.SecretPasswords.Password;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * A password in the URL with the characters that end a value elsewhere ({@code , ; )} a space, quotes, {@code @}
 * ...) is the role's real password on a server that checks it, so the run proves the driver got it whole; then no
 * part of it shows anywhere: not on stdout or stderr, not in the results JSON, CSV or HTML report, not in the
 * configuration --save-config writes (which says it left the password out and reads back).
 */
class SecretsInUrlPostgresTest {
    private static final String ROLE = "surge_pw_awkward";
    private static final String DATABASE = "surge_rel_awkward";
    private static ThrowawayCluster cluster;
    private static String url;

    @BeforeAll
    static void prepare() {
        cluster = ThrowawayCluster.sharedWithPasswords();
        String password = cluster.createRole(ROLE);
        url = cluster.createDatabase(DATABASE, ROLE);
        Cli.Result g = Cli.run("generate", "soe", "--scale", "0.001", "--url", url, "-U", ROLE, "--password", password);
        assertThat(g.exitCode()).as(g.all()).isZero();
    }

    @AfterAll
    static void drop() {
        if (url != null) {
            cluster.admin("DROP DATABASE IF EXISTS " + DATABASE + " WITH (FORCE)");
        }
    }

    @Test
    void awkwardPasswordsInTheUrlAppearNowhere(@TempDir Path work) throws Exception {
        // Three runs of ~1 s: the characters are many per password; SecretsTest has hundreds of passwords.
        List<Password> passwords = SecretPasswords.generate(2045, 3, SecretPasswords.none());
        int i = 0;
        for (Password p : passwords) {
            cluster.admin("ALTER ROLE " + ROLE + " PASSWORD '" + p.text().replace("'", "''") + "'");
            Path results = work.resolve("results-" + i);
            Path config = work.resolve("saved-" + i++ + ".xml");
            String withPassword = url + "?password=" + forPgjdbc(p.text()) + "&ApplicationName=secrets";
            Cli.Result r = Cli.run(
                    "run",
                    "soe",
                    "-u",
                    "1",
                    "-rt",
                    "1s",
                    "--debug",
                    "--url",
                    withPassword,
                    "-U",
                    ROLE,
                    "-r",
                    results.toString(),
                    "--save-config",
                    config.toString());
            assertThat(r.exitCode()).as(r.all()).isZero();
            assertThat(p.leakIn(r.all())).as(r.all()).isNull();
            assertThat(r.out())
                    .contains("password=***&ApplicationName=secrets", "the password in the URL was left out");
            for (Path f : files(results)) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                assertThat(p.leakIn(text)).as(f + ":\n" + text).isNull();
            }
            String saved = Files.readString(config, StandardCharsets.UTF_8);
            assertThat(p.leakIn(saved)).as(saved).isNull();
            assertThat(saved).contains(url + "?ApplicationName=secrets").doesNotContain("***");
        }
        // The saved file reads back: with the password given another way it runs as saved.
        Password last = passwords.get(passwords.size() - 1);
        Cli.Result back = Cli.run(
                "run",
                "-c",
                work.resolve("saved-2.xml").toString(),
                "-rt",
                "1s",
                "--password",
                last.text(),
                "-r",
                work.resolve("results-back").toString());
        assertThat(back.exitCode()).as(back.all()).isZero();
        assertThat(last.leakIn(back.all())).isNull();
    }

    /** What pgjdbc decodes in a URL's value (it URL-decodes them): the rest stays as typed. */
    private static String forPgjdbc(String password) {
        return password.replace("%", "%25").replace("+", "%2B").replace("&", "%26");
    }

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> files = s.filter(Files::isRegularFile).toList();
            assertThat(files).as("results were written").isNotEmpty();
            return files;
        }
    }
}
