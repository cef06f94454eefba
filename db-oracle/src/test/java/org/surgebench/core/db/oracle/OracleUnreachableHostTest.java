package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;

/**
 * Real connection attempts with the thin driver against loopback addresses only: a closed port, and a port that
 * accepts TCP connections but never says a word (a hung listener or a proxy). Both must end in one sentence
 * with the connection exit code instead of hanging. The timeouts below only stop a hang from blocking the build.
 */
class OracleUnreachableHostTest {
    private static ServerSocket silent;
    private static final List<Socket> accepted = new ArrayList<>();

    @BeforeAll
    static void startSilentListener() throws IOException {
        silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(
                () -> {
                    try {
                        while (true) {
                            Socket s = silent.accept();
                            synchronized (accepted) {
                                accepted.add(s);
                            }
                        }
                    } catch (IOException closed) {
                        // the listener was closed at the end of the tests
                    }
                },
                "silent-listener");
        t.setDaemon(true);
        t.start();
    }

    @AfterAll
    static void stopSilentListener() throws IOException {
        silent.close();
        synchronized (accepted) {
            for (Socket s : accepted) {
                s.close();
            }
        }
    }

    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void assertOneSentence(SurgeException e) {
        assertThat(e.exitCode()).isEqualTo(SurgeException.CONNECTION);
        assertThat(e.getMessage())
                .doesNotContain("\n")
                .doesNotContain("Exception")
                .matches("(?s).*[.?]")
                .doesNotContain("secret");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void closedPortIsReportedInOneSentence() throws IOException {
        String url = "jdbc:oracle:thin:@//127.0.0.1:" + closedPort() + "/FREEPDB1";
        SurgeException e = catchThrowableOfType(
                SurgeException.class, () -> Database.of(url, "soe", "secret").connect());
        assertOneSentence(e);
        assertThat(e.getMessage()).contains("127.0.0.1").containsAnyOf("Nothing accepts connections", "ORA-12541");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void closedPortThroughTheUcpPoolToo() throws IOException {
        String url = "jdbc:oracle:thin:@//127.0.0.1:" + closedPort() + "/FREEPDB1";
        SurgeException e = catchThrowableOfType(
                SurgeException.class,
                () -> Database.of(url, "soe", "secret").pool(4, "test").close());
        assertOneSentence(e);
        assertThat(e.getMessage()).contains("127.0.0.1");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void hostThatAcceptsButNeverAnswersTimesOut() {
        Properties p = new Properties();
        // The default is 20 s; a shorter bound keeps the test quick and exercises the same setting.
        p.setProperty("oracle.net.OUTBOUND_CONNECT_TIMEOUT", "2");
        String url = "jdbc:oracle:thin:@//127.0.0.1:" + silent.getLocalPort() + "/FREEPDB1";
        SurgeException e = catchThrowableOfType(
                SurgeException.class, () -> new Database(new ConnectionSpec(url, "soe", "secret", p)).connect());
        assertOneSentence(e);
        assertThat(e.getMessage()).contains("timed out").contains("ORA-12170").contains("127.0.0.1");
    }

    /** Something that is not an Oracle listener (a web server, a proxy) answers on the port. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void somethingElseAnsweringOnThePortIsNamed() throws Exception {
        try (ServerSocket web = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            Thread t = Thread.ofVirtual().start(() -> {
                while (!web.isClosed()) {
                    try (Socket s = web.accept()) {
                        s.getOutputStream()
                                .write(("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n" + "x".repeat(200))
                                        .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                        s.getOutputStream().flush();
                        Thread.sleep(200);
                    } catch (IOException | InterruptedException closed) {
                        return;
                    }
                }
            });
            String url = "jdbc:oracle:thin:@//127.0.0.1:" + web.getLocalPort() + "/FREEPDB1";
            SurgeException e = catchThrowableOfType(
                    SurgeException.class,
                    () -> Database.of(url, "soe", "secret").connect());
            assertOneSentence(e);
            assertThat(e.getMessage()).as(e.getMessage()).contains("127.0.0.1").contains("not an Oracle listener");
            t.interrupt();
        }
    }

    @Test
    void theDialectKeepsConnectionsAliveOnASilentNetwork() {
        Properties p = new OracleDialect().defaultProperties();
        assertThat(p.getProperty("oracle.net.keepAlive")).isEqualTo("true");
        assertThat(p.getProperty("oracle.net.TCP_KEEPIDLE")).isEqualTo("10");
        assertThat(p.getProperty("oracle.net.TCP_KEEPINTERVAL")).isEqualTo("5");
        assertThat(p.getProperty("oracle.net.TCP_KEEPCOUNT")).isEqualTo("3");
    }

    @Test
    void theDialectBoundsEveryConnectionAttempt() {
        Properties p = new OracleDialect().defaultProperties();
        assertThat(p.getProperty("oracle.net.CONNECT_TIMEOUT")).isEqualTo(OracleDialect.TCP_CONNECT_TIMEOUT_MS);
        assertThat(p.getProperty("oracle.net.OUTBOUND_CONNECT_TIMEOUT"))
                .isEqualTo(OracleDialect.OUTBOUND_CONNECT_TIMEOUT_S);
    }
}
