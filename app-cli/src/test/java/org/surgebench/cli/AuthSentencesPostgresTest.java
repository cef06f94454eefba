package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * A missing password on a server that checks passwords (SCRAM) and SSL asked for where the server has none
 * each get their own sentence, not "is the server running?". On a throwaway cluster with scram-sha-256 and
 * ssl off (the shared server trusts everyone).
 */
class AuthSentencesPostgresTest {
    private static final String ROLE = "surge_auth_sentences";
    private static ThrowawayCluster cluster;
    private static String url;
    private static String password;

    @BeforeAll
    static void prepare() {
        cluster = ThrowawayCluster.sharedWithPasswords();
        password = cluster.createRole(ROLE);
        url = cluster.createDatabase("surge_auth_sentences", ROLE);
    }

    @AfterAll
    static void drop() {
        if (url != null) {
            cluster.admin("DROP DATABASE IF EXISTS surge_auth_sentences WITH (FORCE)");
        }
    }

    @Test
    void aMissingPasswordIsSaidSo(@TempDir java.nio.file.Path work) throws Exception {
        try (CliProcess p =
                CliProcess.start(work, Map.of(), "generate", "tpcb", "--scale", "0.01", "--url", url, "-U", ROLE)) {
            int code = p.waitFor(60);
            Cli.Result r = new Cli.Result(code, p.stdout(), p.stderr());
            String s = OneSentence.assertRefused(
                    r, 3, "asks user '" + ROLE + "' for a password (SCRAM", "none was given", "SURGE_PASSWORD");
            assertThat(s).doesNotContain("running");
        }
    }

    @Test
    void sslAskedOfAServerWithoutSslIsSaidSo() {
        Cli.Result r = Cli.run(
                "run", "tpcb", "-rt", "1s", "--url", url + "?sslmode=require", "-U", ROLE, "--password", password);
        String s = OneSentence.assertRefused(r, 3, "does not accept SSL connections", "sslmode");
        assertThat(s).doesNotContain("running").doesNotContain(password);
    }
}
