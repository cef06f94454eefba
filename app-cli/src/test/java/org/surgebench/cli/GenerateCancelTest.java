package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * Ctrl-C during generate is the user's choice, not a failure: exit 130, and the phase's progress says
 * "cancelled" where it stood (never 100 %). A resumed generation's speed counts only the rows it loaded
 * itself (not those an interrupted one left: no 37 billion rows/s).
 */
class GenerateCancelTest {

    @Test
    void ctrlCDuringGenerateExits130AndTheProgressSaysCancelled(@TempDir Path work) throws Exception {
        String url = TestDatabases.h2File(work, "cancel");
        try (CliProcess p = CliProcess.start(
                work.resolve("cli"), Map.of(), "generate", "tpcb", "--scale", "20", "--threads", "1", "--url", url)) {
            // Not a terminal: each phase ends with a plain line; the load starts right after the create.
            long deadline = System.nanoTime() + 90_000_000_000L;
            while (!p.stderr().contains("create   done") && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(p.stderr()).as(p.stdout() + p.stderr()).contains("create   done");
            p.signal("INT");
            int code = p.waitFor(90);
            String err = p.stderr();
            assertThat(code).as(p.stdout() + err).isEqualTo(130);
            assertThat(err)
                    .containsPattern("load +cancelled at \\d+%: ")
                    .doesNotContain("load     done")
                    .doesNotContain("\tat ");
            assertThat(err.lines().filter(l -> l.startsWith("surge: ")).toList())
                    .singleElement()
                    .asString()
                    .contains("Generation cancelled", "--resume");
        }
        Cli.Result run = Cli.run("run", "tpcb", "-rt", "1s", "--url", url);
        assertThat(run.exitCode()).as(run.all()).isEqualTo(4);
        assertThat(run.err()).contains("incomplete");
    }

    @Test
    void aResumedGenerationReportsTheSpeedOfWhatItLoadedItself(@TempDir Path work) {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2File(work, "resume"), "sa", "");
        GenerateSpec first = new GenerateSpec("tpcb").connection(db).scale(3).threads(1);
        CompletableFuture<GenerateSession> session = new CompletableFuture<>();
        GenerateListener cancelHalfway = new GenerateListener() {
            @Override
            public void onProgress(String phase, long done, long bytes) {
                if (phase.equals("load") && done >= 150_000) {
                    session.join().cancel();
                }
            }
        };
        session.complete(Surgebench.startGenerate(first, cancelHalfway));
        assertThatThrownBy(() -> session.join().await())
                .isInstanceOf(SurgeException.class)
                .satisfies(e -> assertThat(((SurgeException) e).exitCode()).isEqualTo(SurgeException.INTERRUPTED));

        GenerateReport r = Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(3).threads(1).resume(true), null);
        assertThat(r.rows()).isEqualTo(300_000 + 30 + 3);
        assertThat(r.rowsResumed())
                .as("rows the cancelled generation had loaded")
                .isBetween(150_000L, 299_999L);
        double loadSeconds = r.phases().stream()
                .filter(p -> p.phase().equals("load"))
                .mapToDouble(GenerateReport.PhaseTiming::seconds)
                .sum();
        // The speed times the load's time gives the rows loaded now, not every row of the schema.
        assertThat(r.rowsPerSecond() * loadSeconds)
                .isCloseTo(r.rows() - r.rowsResumed(), within((r.rows() - r.rowsResumed()) * 0.02 + 1));
    }
}
