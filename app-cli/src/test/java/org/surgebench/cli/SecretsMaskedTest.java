package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.SecretPasswords;
import org.surgebench.testdata.SecretPasswords.Password;

/**
 * Every credential form is masked before anything is printed or written: {@code PASSWORD=} in a URL in any
 * case, Oracle's {@code user/password@}, and options whose key names a password, secret or token
 * ({@code --option awr-password=...}): not on stdout or stderr, not in the JSON, CSV or HTML, not in the
 * schema registry. Each secret is a fresh random string, so any occurrence is a leak.
 */
class SecretsMaskedTest {
    private static final String URL_PASSWORD = "UrlPw" + Long.toHexString(System.nanoTime());
    private static final String AWR_PASSWORD = "AwrPw" + Long.toHexString(System.nanoTime() + 1);
    private static final String TOKEN = "Tok" + Long.toHexString(System.nanoTime() + 2);

    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /**
     * Options are declared now: a secret-looking key that this database does not take (awr-password is Oracle's,
     * api-token nobody's) is refused in one sentence that names the key but never shows its value, and nothing is
     * written. How a declared secret option is masked in results is in {@code SecretsTest} (app-core).
     */
    @Test
    void secretOptionsAppearNowhere(@TempDir Path dir) throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        Cli.Result g = Cli.run(
                "generate",
                "tpcb",
                "--scale",
                "0.01",
                "--url",
                url,
                "--option",
                "awr-password=" + AWR_PASSWORD,
                "--option",
                "api-token=" + TOKEN);
        OneSentence.assertRefused(g, 2, "Option 'awr-password' is for oracle databases, not h2");
        assertClean(g.out() + g.err());
        Cli.Result g2 = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url, "--option", "api-token=" + TOKEN);
        OneSentence.assertRefused(g2, 2, "Unknown option 'api-token'");
        assertClean(g2.out() + g2.err());
        assertThat(dir.resolve("db.mv.db")).as("no database file").doesNotExist();
        assertThat(Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url).exitCode())
                .isZero();
        Path results = dir.resolve("results");
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "1",
                "-rt",
                "1s",
                "--url",
                url,
                "--option",
                "awr-password=" + AWR_PASSWORD,
                "--option",
                "Secret_Key=" + TOKEN,
                "-r",
                results.toString());
        OneSentence.assertRefused(r, 2, "Option 'awr-password' is for oracle databases, not h2");
        assertClean(r.out() + r.err());
        assertThat(results).as("no results").doesNotExist();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void oracleUserSlashPasswordIsMaskedInTheSentence() throws IOException {
        String url = "jdbc:oracle:thin:scott/" + URL_PASSWORD + "@//127.0.0.1:" + closedPort() + "/FREEPDB1";
        Cli.Result r = Cli.run("run", "tpcb", "-rt", "1s", "--url", url);
        assertThat(r.exitCode()).as(mask(r.all())).isEqualTo(3);
        assertClean(r.out() + r.err());
        assertThat(r.err()).contains("scott/***@//127.0.0.1");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void mixedCasePasswordParameterIsMaskedInTheSentence() throws IOException {
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort() + "/x?user=u&PassWord=" + URL_PASSWORD
                + "&sslmode=disable";
        Cli.Result r = Cli.run("run", "tpcb", "-rt", "1s", "--url", url);
        assertThat(r.exitCode()).as(mask(r.all())).isEqualTo(3);
        assertClean(r.out() + r.err());
        assertThat(r.err()).contains("PassWord=***&sslmode=disable");
    }

    /**
     * The wizards echo the command they map to: no part of a password shows, in the URL (any form) or after -p,
     * whatever characters it holds. Each run stops at a closed port.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void theWizardsEchoNoPartOfAnyPassword() throws IOException {
        int port = closedPort();
        String[] forms = {
            "jdbc:postgresql://127.0.0.1:" + port + "/soe?user=soe&password=%s&sslmode=disable",
            "jdbc:oracle:thin:soe/%s@//127.0.0.1:" + port + "/FREEPDB1",
            "jdbc:mariadb://127.0.0.1:" + port + "/soe?password=%s"
        };
        for (Password p : SecretPasswords.generate(1945, 4, SecretPasswords.anyOf("&%"))) {
            for (String form : forms) {
                String url = form.replace("%s", p.text());
                for (String wizard : new String[] {"oewizard", "shwizard"}) {
                    Cli.Result r = Cli.run(wizard, "-cl", "-create", "-cs", url, "-u", "soe", "-p", p.text());
                    assertThat(r.exitCode()).as(r.all()).isEqualTo(3);
                    assertThat(p.leakIn(r.all())).as(r.all()).isNull();
                    assertThat(r.out()).contains(wizard + ": surge generate", "--password ***");
                }
            }
        }
    }

    /**
     * --save-config writes the file before connecting: the URL's password (Oracle's user/password@ here) is left
     * out of it, and the run says so.
     */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aSavedConfigurationHoldsNoPartOfTheUrlsPassword(@TempDir Path dir) throws IOException {
        int port = closedPort();
        for (Password p : SecretPasswords.generate(1919, 3, SecretPasswords.none())) {
            Path saved = dir.resolve("saved.xml");
            String url = "jdbc:oracle:thin:soe/" + p.text() + "@//127.0.0.1:" + port + "/FREEPDB1";
            Cli.Result r = Cli.run("run", "soe", "-rt", "1s", "--url", url, "--save-config", saved.toString());
            assertThat(r.exitCode()).as(r.all()).isEqualTo(3);
            assertThat(p.leakIn(r.all())).as(r.all()).isNull();
            assertThat(r.out()).contains("the password in the URL was left out");
            String file = Files.readString(saved);
            assertThat(p.leakIn(file)).as(file).isNull();
            assertThat(file).contains("<ConnectString>//127.0.0.1:" + port + "/FREEPDB1</ConnectString>");
        }
    }

    private static void assertClean(String text) {
        assertThat(text)
                .as(mask(text))
                .doesNotContain(URL_PASSWORD)
                .doesNotContain(AWR_PASSWORD)
                .doesNotContain(TOKEN);
    }

    private static String mask(String s) {
        return s.replace(URL_PASSWORD, "<url-pw>")
                .replace(AWR_PASSWORD, "<awr-pw>")
                .replace(TOKEN, "<token>");
    }
}
