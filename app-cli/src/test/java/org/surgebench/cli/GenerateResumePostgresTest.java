package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * A generation cancelled mid-load or during the post-load phase leaves the schema marked incomplete; run and
 * verify refuse it with a clear sentence; {@code --resume} finishes it and {@code --force} starts over, and
 * either way the tables hold exactly the rows of the scale, none twice.
 */
class GenerateResumePostgresTest {
    // Scale 2: 2 branches, 20 tellers, 200,000 accounts: one whole table loaded frozen by default, 4 load chunks
    // of 50,000 with --option frozen-load-rows=0.
    private static final String SCALE = "2";
    private static final String PRIMARY_KEYS = "SELECT count(*) FROM pg_constraint WHERE contype = 'p' AND "
            + "conrelid::regclass::text IN ('pgbench_branches', 'pgbench_tellers', 'pgbench_accounts')";
    private String url;
    private ConnectionSpec conn;

    @BeforeEach
    void createDatabase() {
        url = LocalPostgres.createDatabase("surge_rel_resume");
        conn = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterEach
    void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    /** Cancels the generation once the given phase reports the given progress. */
    private void generateAndCancel(String phase, long atLeast, boolean force) {
        generateAndCancel(phase, atLeast, force, Long.toString(10_000_000));
    }

    private void generateAndCancel(String phase, long atLeast, boolean force, String frozenLoadRows) {
        GenerateSpec spec = new GenerateSpec("tpcb")
                .connection(conn)
                .scale(Double.parseDouble(SCALE))
                .threads(1)
                .force(force)
                .option("frozen-load-rows", frozenLoadRows);
        CompletableFuture<GenerateSession> session = new CompletableFuture<>();
        GenerateListener cancelAt = new GenerateListener() {
            @Override
            public void onProgress(String p, long done, long bytes) {
                if (p.equals(phase) && done >= atLeast) {
                    session.join().cancel();
                }
            }
        };
        session.complete(Surgebench.startGenerate(spec, cancelAt));
        assertThatThrownBy(() -> session.join().await())
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("incomplete")
                .hasMessageContaining("--resume");
    }

    private void assertRefusedAsIncomplete() throws java.io.IOException {
        java.nio.file.Path never =
                java.nio.file.Files.createTempDirectory("surge-never").resolve("results");
        Cli.Result run = Cli.run(
                "run", "tpcb", "-u", "1", "-rt", "2s", "--url", url, "-U", LocalPostgres.USER, "-r", never.toString());
        assertThat(run.exitCode()).as(run.all()).isEqualTo(4);
        assertThat(run.err()).contains("is incomplete").contains("--resume").doesNotContain("\tat ");
        assertThat(never).doesNotExist();
        Cli.Result verify = Cli.run("verify", "tpcb", "--url", url, "-U", LocalPostgres.USER);
        assertThat(verify.exitCode()).as(verify.all()).isEqualTo(4);
        assertThat(verify.err()).contains("is incomplete").doesNotContain("\tat ");
    }

    private void assertExactRowsAndVerified() throws SQLException {
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM pgbench_branches")).isEqualTo(2);
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM pgbench_tellers")).isEqualTo(20);
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM pgbench_accounts")).isEqualTo(200_000);
        assertThat(PgAdmin.count(url, "SELECT count(DISTINCT aid) FROM pgbench_accounts"))
                .isEqualTo(200_000);
        assertThat(PgAdmin.count(url, "SELECT min(aid) FROM pgbench_accounts")).isEqualTo(1);
        assertThat(PgAdmin.count(url, "SELECT max(aid) FROM pgbench_accounts")).isEqualTo(200_000);
        // Every primary key of the post-load phase is there.
        assertThat(PgAdmin.count(url, PRIMARY_KEYS)).isEqualTo(3);
        Cli.Result verify = Cli.run("verify", "tpcb", "--url", url, "-U", LocalPostgres.USER);
        assertThat(verify.exitCode()).as(verify.all()).isZero();
    }

    private Cli.Result generate(String... extra) {
        String[] base = {"generate", "tpcb", "--scale", SCALE, "--threads", "2", "--url", url, "-U", LocalPostgres.USER
        };
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        return Cli.run(args);
    }

    /**
     * The whole table (frozen-load-rows 10 M) stops at the cancel and rolls back, so nothing of it stays; chunks
     * (0) keep those committed before it.
     */
    @ParameterizedTest
    @ValueSource(strings = {"10000000", "0"})
    void cancelledMidLoadThenResumedHoldsEveryRowOnce(String frozenLoadRows) throws Exception {
        generateAndCancel("load", 50_000, false, frozenLoadRows);
        long partial = PgAdmin.count(url, "SELECT count(*) FROM pgbench_accounts");
        assertThat(partial).as("accounts loaded before the cancel").isLessThan(200_000);
        if (!frozenLoadRows.equals("0")) {
            assertThat(partial).as("a whole table cut off rolls back").isZero();
        }
        assertRefusedAsIncomplete();

        String option = "frozen-load-rows=" + frozenLoadRows;
        Cli.Result plain = generate("--option", option);
        assertThat(plain.exitCode())
                .as("an incomplete schema is not replaced silently: " + plain.all())
                .isEqualTo(4);
        assertThat(plain.err()).contains("--resume").contains("--force");

        Cli.Result resumed = generate("--resume", "--option", option);
        assertThat(resumed.exitCode()).as(resumed.all()).isZero();
        assertExactRowsAndVerified();
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM surge_load_chunk"))
                .as("ledger cleared")
                .isZero();
    }

    @Test
    void cancelledInThePostLoadPhaseThenResumedFinishesTheIndexes() throws Exception {
        generateAndCancel("index", 1, false);
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM pgbench_accounts")).isEqualTo(200_000);
        assertThat(PgAdmin.count(url, PRIMARY_KEYS))
                .as("some primary keys were made before the cancel, not all")
                .isBetween(1L, 2L);
        assertRefusedAsIncomplete();

        Cli.Result resumed = generate("--resume");
        assertThat(resumed.exitCode()).as(resumed.all()).isZero();
        assertExactRowsAndVerified();
    }

    @Test
    void forceStartsAnInterruptedGenerationOver() throws Exception {
        generateAndCancel("load", 50_000, false);
        Cli.Result forced = generate("--force");
        assertThat(forced.exitCode()).as(forced.all()).isZero();
        assertExactRowsAndVerified();
    }

    @Test
    void resumeWithAnotherScaleIsRefused() {
        generateAndCancel("load", 50_000, false);
        Cli.Result r = Cli.run("generate", "tpcb", "--scale", "3", "--resume", "--url", url, "-U", LocalPostgres.USER);
        assertThat(r.exitCode()).as(r.all()).isEqualTo(2);
        assertThat(r.err()).contains("scale 2.0").doesNotContain("\tat ");
    }
}
