package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.TestDatabases;

/**
 * More users than this JVM's heap can hold, on embedded H2 (no connection limit, no sockets: the heap is the
 * limit that applies): one sentence naming the heap they need and how to get it, exit 2, before any user starts.
 * The CLI runs in this JVM, so the test asks for more users than its own maximum heap holds at 4 KB each.
 */
class CapacityH2Test {
    @Test
    void moreUsersThanTheHeapHoldsAreRefusedBeforeTheyStart(@TempDir Path tmp) {
        String url = TestDatabases.h2File(tmp, "capacity");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(g.exitCode()).as(g.all()).isZero();
        long users = Runtime.getRuntime().maxMemory() / 4096 + 1;
        Path results = tmp.resolve("results");
        Cli.Result r =
                Cli.run("run", "tpcb", "-u", Long.toString(users), "-rt", "2s", "--url", url, "-r", results.toString());
        OneSentence.assertRefused(
                r,
                2,
                "More users than this heap can hold: " + users + " users need about ",
                "maximum heap",
                "SURGE_JAVA_OPTS=-Xmx");
        assertThat(results).as("nothing written: the run never started").doesNotExist();
        assertThat(r.out()).doesNotContain("Measuring");
    }
}
