package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.common.SurgeException;

/**
 * Who may use the console and what it serves: a bind beyond this machine needs a token, every request without
 * it is refused (401), and only the results folder's own files are served.
 */
class ConsoleSecurityTest {
    private static final String TOKEN = "s3cret-token-for-tests";

    @TempDir
    static Path dir;

    static WebConsole console;

    @BeforeAll
    static void start() throws Exception {
        Files.createDirectories(dir.resolve("results"));
        Files.writeString(dir.resolve("results/run.json"), "{}");
        Files.writeString(dir.resolve("secret.json"), "{\"password\": \"outside\"}");
        Files.writeString(dir.resolve("token"), TOKEN + "\n");
        // Every address of this machine: not loopback, so the token is required.
        console = WebConsole.start("0.0.0.0", 0, dir.resolve("token"), dir.resolve("results"), null, r -> {});
    }

    @AfterAll
    static void stop() {
        console.close();
    }

    private static String base() {
        return "http://127.0.0.1:" + console.port();
    }

    @Test
    void aBindBeyondThisMachineWithoutATokenIsRefusedBeforeListening() {
        assertThatThrownBy(() -> WebConsole.start("0.0.0.0", 0, null, dir.resolve("results"), null, r -> {}))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("--token-file");
    }

    @Test
    void everyRequestWithoutTheTokenIsRefused() throws Exception {
        ConsoleClient none = new ConsoleClient(base(), null);
        ConsoleClient wrong = new ConsoleClient(base(), "guess");
        for (ConsoleClient c : new ConsoleClient[] {none, wrong}) {
            assertThat(c.post("/api/runs", Map.of("workload", "tpcb", "url", "x"))
                            .status())
                    .isEqualTo(401);
            assertThat(c.get("/api/runs/1").status()).isEqualTo(401);
            assertThat(c.post("/api/runs/1/stop", "").status()).isEqualTo(401);
            assertThat(c.put("/api/runs/1/users", Map.of("users", 2)).status()).isEqualTo(401);
            assertThat(c.get("/results?file=run.json").status()).isEqualTo(401);
            // The other controls and pages: generate, cancel, drop, a configuration file, the comparison.
            assertThat(c.post("/api/generate", Map.of("workload", "tpcb", "url", "x"))
                            .status())
                    .isEqualTo(401);
            assertThat(c.post("/api/generate/1/cancel", "").status()).isEqualTo(401);
            assertThat(c.post("/api/drop", Map.of("workload", "tpcb", "url", "x"))
                            .status())
                    .isEqualTo(401);
            assertThat(c.post("/api/swingbench-config", "<SwingBenchConfiguration/>")
                            .status())
                    .isEqualTo(401);
            assertThat(c.get("/compare?file=run.json&file=run.json").status()).isEqualTo(401);
            assertThat(c.get("/history").status()).isEqualTo(401);
        }
        ConsoleClient.Answer refused = none.get("/api/runs/1");
        assertThat(refused.body()).doesNotContain(TOKEN);

        ConsoleClient right = new ConsoleClient(base(), TOKEN);
        assertThat(right.get("/results?file=run.json").status()).isEqualTo(200);
        assertThat(right.get("/api/runs/1").status()).isEqualTo(404);
    }

    @Test
    void aPathOutsideTheResultsFolderIsRefused() throws Exception {
        ConsoleClient c = new ConsoleClient(base(), TOKEN);
        for (String name : new String[] {
            "../secret.json", "..%2Fsecret.json", dir.resolve("secret.json").toString()
        }) {
            ConsoleClient.Answer a = c.get("/results?file=" + name);
            assertThat(a.status()).as(name).isIn(403, 404);
            assertThat(a.body()).doesNotContain("outside");
        }
        assertThat(c.get("/results?file=../secret.json").status()).isEqualTo(403);
        assertThat(c.get("/results?file=token").status()).isEqualTo(403);
    }
}
