package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;

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

    @Test
    void secretOptionsAppearNowhere(@TempDir Path dir) throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url, "--option",
                "awr-password=" + AWR_PASSWORD, "--option", "api-token=" + TOKEN);
        assertThat(g.exitCode()).as(mask(g.all())).isZero();
        assertClean(g.out() + g.err());
        Path results = dir.resolve("results");
        Cli.Result r = Cli.run("run", "tpcb", "-u", "1", "-rt", "1s", "--url", url, "--option",
                "awr-password=" + AWR_PASSWORD, "--option", "Secret_Key=" + TOKEN, "-r", results.toString());
        assertThat(r.exitCode()).as(mask(r.all())).isZero();
        assertClean(r.out() + r.err());

        List<Path> files;
        try (Stream<Path> s = Files.list(results)) {
            files = s.toList();
        }
        assertThat(files).hasSize(3);
        for (Path f : files) {
            assertClean(Files.readString(f, StandardCharsets.UTF_8));
        }
        Path json = files.stream().filter(f -> f.toString().endsWith(".json")).findFirst().orElseThrow();
        RunResult stored = ResultWriter.read(json);
        assertThat(stored.config().options()).containsEntry("awr-password", "***").containsEntry("Secret_Key", "***");

        // The schema registry in the database keeps the options of generate: masked there too.
        try (Connection c = DriverManager.getConnection(url, "sa", "");
             Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT * FROM surge_schema")) {
            int n = 0;
            while (rs.next()) {
                n++;
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    assertClean(String.valueOf(rs.getObject(i)));
                }
            }
            assertThat(n).isEqualTo(1);
        }
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

    private static void assertClean(String text) {
        assertThat(text).as(mask(text)).doesNotContain(URL_PASSWORD).doesNotContain(AWR_PASSWORD)
                .doesNotContain(TOKEN);
    }

    private static String mask(String s) {
        return s.replace(URL_PASSWORD, "<url-pw>").replace(AWR_PASSWORD, "<awr-pw>").replace(TOKEN, "<token>");
    }
}
