package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.workloads.soe.SoeWorkload;

/**
 * Order Entry under the same faults as tpcb: a generation cancelled mid-load is refused by run and verify,
 * then resumed to exact counts that verify accepts; a run whose backends are terminated carries on, and
 * the data's invariants still hold afterwards (killed transactions rolled back whole).
 */
class SoeReliabilityPostgresTest {
    private static final double SCALE = 0.01;
    private String url;
    private ConnectionSpec conn;

    @BeforeEach
    void createDatabase() {
        url = LocalPostgres.createDatabase("surge_rel_soe");
        conn = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterEach
    void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void aCancelledGenerationIsRefusedThenResumedToExactCounts() throws Exception {
        GenerateSpec spec =
                new GenerateSpec("soe").connection(conn).scale(SCALE).threads(1);
        CompletableFuture<GenerateSession> session = new CompletableFuture<>();
        GenerateListener cancelAfterFirstChunk = new GenerateListener() {
            @Override
            public void onProgress(String phase, long done, long bytes) {
                if (phase.equals("load") && done > 0) {
                    session.join().cancel();
                }
            }
        };
        session.complete(Surgebench.startGenerate(spec, cancelAfterFirstChunk));
        assertThatThrownBy(() -> session.join().await())
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("--resume");
        OneSentence.assertRefused(
                Cli.run("run", "soe", "-u", "1", "-rt", "1s", "--url", url, "-U", LocalPostgres.USER),
                4,
                "is incomplete",
                "--resume");
        OneSentence.assertRefused(Cli.run("verify", "soe", "--url", url, "-U", LocalPostgres.USER), 4, "is incomplete");

        Cli.Result resumed = Cli.run(
                "generate",
                "soe",
                "--scale",
                String.valueOf(SCALE),
                "--resume",
                "--url",
                url,
                "-U",
                LocalPostgres.USER);
        assertThat(resumed.exitCode()).as(resumed.all()).isZero();
        for (TableDef t : new SoeWorkload()
                .schema(new SchemaOptions("postgresql", SCALE, 1, Map.of()))
                .tables()) {
            assertThat(PgAdmin.count(url, "SELECT count(*) FROM " + t.name()))
                    .as(t.name())
                    .isEqualTo(t.rows());
        }
        Cli.Result verify = Cli.run("verify", "soe", "--url", url, "-U", LocalPostgres.USER);
        assertThat(verify.exitCode()).as(verify.all()).isZero();
    }

    @Test
    void usersReconnectAfterTheirBackendsAreTerminatedAndTheDataStillVerifies() throws Exception {
        Surgebench.generate(
                new GenerateSpec("soe").connection(conn).scale(SCALE).threads(2), null);
        RunFaultsPostgresTest.Recorder rec = new RunFaultsPostgresTest.Recorder();
        RunFaultsPostgresTest.runAndKill(
                url, new RunSpec("soe").connection(conn).users(4).runTime(Duration.ofSeconds(6)), rec, 4);
        assertThat(rec.reconnects()).isPositive();
        Cli.Result verify = Cli.run("verify", "soe", "--url", url, "-U", LocalPostgres.USER);
        assertThat(verify.exitCode()).as(verify.all()).isZero();
    }
}
