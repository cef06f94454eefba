package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.ThrowawayCluster;

/** The engine against the local PostgreSQL server: COPY load, runs, verify, and connection failures. */
class LoadRunPostgresTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void createDatabase() {
        url = LocalPostgres.createDatabase("surge_core");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesThroughCopyRunsAndVerifies(@TempDir Path dir) throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("counter").connection(db).scale(50).threads(2), null);
        assertThat(g.rows()).isEqualTo(50_000);
        assertThat(g.bytesSent()).isPositive();
        assertThat(g.tables().get(0).tableBytes()).isPositive();
        assertThat(g.tables().get(0).indexBytes()).isPositive();
        RunResult r = Surgebench.run(new RunSpec("counter")
                .connection(db)
                .users(4)
                .runTime(Duration.ofSeconds(2))
                .resultsDir(dir));
        assertThat(r.summary().tps()).isPositive();
        assertThat(r.summary().errors()).isZero();
        assertThat(r.environment().database()).startsWith("PostgreSQL");
        assertThat(Surgebench.verify(db, "counter", Map.of()).ok()).isTrue();
        assertThat(Surgebench.drop(db, "counter", Map.of()).registered()).isTrue();
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("counter").connection(db)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("No counter schema found");
    }

    @Test
    void connectionFailuresBecomeOneSentence() {
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("counter")
                        .connection(new ConnectionSpec("jdbc:postgresql://127.0.0.1:1/x", "u", "p"))))
                .isInstanceOf(SurgeException.class)
                .satisfies(e -> assertThat(((SurgeException) e).exitCode()).isEqualTo(SurgeException.CONNECTION))
                .hasMessageContaining("127.0.0.1:1")
                .hasMessageNotContaining("\n");
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("counter")
                        .connection(new ConnectionSpec("jdbc:postgresql://no-such-host.invalid:5432/x", "u", "p"))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("Cannot resolve the host");
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("counter")
                        .connection(new ConnectionSpec(LocalPostgres.url("surge_no_such_db"), LocalPostgres.USER, ""))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("does not exist");
    }

    @Test
    void aWrongPasswordIsNamed() {
        // A cluster of its own that checks passwords (the shared server trusts everyone).
        ThrowawayCluster cluster = ThrowawayCluster.sharedWithPasswords();
        String right = cluster.createRole("surge_pw_test");
        assertThatThrownBy(() -> Surgebench.start(new RunSpec("counter")
                        .connection(new ConnectionSpec(cluster.url("postgres"), "surge_pw_test", "wrong-" + right))))
                .isInstanceOf(SurgeException.class)
                .satisfies(e -> assertThat(((SurgeException) e).exitCode()).isEqualTo(SurgeException.CONNECTION))
                .hasMessageContaining("rejected user 'surge_pw_test'")
                .hasMessageContaining("password")
                .hasMessageNotContaining(right);
    }
}
