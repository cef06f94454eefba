package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Oracle flags of generate and run as a user types them, against a loopback port where no Oracle listens:
 * the flags are accepted, and the command ends with one sentence and the connection exit code.
 */
class CliOracleTest {
    @TempDir
    Path dir;

    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void generateWithOracleStorageFlagsAgainstAnUnreachableHost() throws IOException {
        String url = "jdbc:oracle:thin:@//127.0.0.1:" + closedPort() + "/FREEPDB1";
        var o = CliRunner.run(
                "generate",
                "tpcb",
                "--url",
                url,
                "-U",
                "soe",
                "--password",
                "secret-pw",
                "--scale",
                "1",
                "--partition",
                "--compress",
                "--tablespace",
                "SOE_DATA",
                "--property",
                "oracle.net.CONNECT_TIMEOUT=3000",
                "--property",
                "fcf=true",
                "--property",
                "ons.nodes=rac1:6200,rac2:6200");
        assertThat(o.exit()).as(o.err()).isEqualTo(3);
        assertThat(o.err().strip())
                .startsWith("surge: ")
                .contains("127.0.0.1")
                .doesNotContain("\n")
                .doesNotContain("secret-pw")
                .doesNotContain("Exception");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void runWithAwrAgainstAnUnreachableHost() throws IOException {
        String url = "jdbc:oracle:thin:@//127.0.0.1:" + closedPort() + "/FREEPDB1";
        var o = CliRunner.run(
                "run",
                "tpcb",
                "--url",
                url,
                "-U",
                "soe",
                "--password",
                "secret-pw",
                "-rt",
                "5s",
                "--awr",
                "-r",
                dir.resolve("results").toString());
        assertThat(o.exit()).as(o.err()).isEqualTo(3);
        assertThat(o.err().strip()).startsWith("surge: ").contains("127.0.0.1").doesNotContain("\n");
    }

    @Test
    void awrOnAnotherDatabaseIsAUsageError() {
        var o = CliRunner.run("run", "tpcb", "--url", "jdbc:h2:mem:x", "--awr");
        assertThat(o.exit()).isEqualTo(2);
        assertThat(o.err()).contains("--awr works with Oracle databases only");
    }

    @Test
    void badTablespaceNameIsAUsageError() {
        var o = CliRunner.run(
                "generate",
                "tpcb",
                "--url",
                "jdbc:oracle:thin:@//127.0.0.1:1/X",
                "--dry-run",
                "--tablespace",
                "USERS; DROP TABLE x");
        assertThat(o.exit()).isEqualTo(2);
        assertThat(o.err()).contains("not a tablespace name");
    }
}
