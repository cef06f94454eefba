package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.TestDatabases;

/**
 * More users than the heap can hold, on embedded H2 (no connection limit, no sockets: the heap is the limit that
 * applies): one sentence naming the heap they need and how to get it, exit 2, before any user starts. The CLI runs
 * in a JVM of its own with a 64 MB heap, which 5,000 users on virtual threads outgrow.
 */
class CapacityH2Test {
    @Test
    void moreUsersThanTheHeapHoldsAreRefusedBeforeTheyStart(@TempDir Path tmp) throws Exception {
        String url = TestDatabases.h2File(tmp, "capacity");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(g.exitCode()).as(g.all()).isZero();
        Path results = tmp.resolve("results");
        try (CliProcess cli = CliProcess.start(
                tmp.resolve("cli"),
                Map.of("JAVA_TOOL_OPTIONS", "-Xmx64m"),
                "run",
                "tpcb",
                "-u",
                "5000",
                "--user-threads",
                "virtual",
                "-rt",
                "2s",
                "--url",
                url,
                "-r",
                results.toString())) {
            assertThat(cli.waitFor(300)).as(cli.stderr()).isEqualTo(2);
            assertThat(cli.stderr())
                    .contains(
                            "surge: More users than this heap can hold: 5000 users need about ",
                            "on virtual threads with a connection",
                            "maximum heap",
                            "SURGE_JAVA_OPTS=-Xmx")
                    .doesNotContain("\tat ");
            assertThat(cli.stdout()).doesNotContain("Measuring");
        }
        assertThat(results).as("nothing written: the run never started").doesNotExist();
    }
}
