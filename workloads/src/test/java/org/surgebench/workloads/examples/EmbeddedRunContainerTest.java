package org.surgebench.workloads.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The example of a load test inside a user's own JUnit test: a throwaway PostgreSQL in a container, a
 * schema, a short run, assertions on the result. Skipped cleanly where no Docker engine is available.
 */
@Testcontainers(disabledWithoutDocker = true)
class EmbeddedRunContainerTest {
    @Container
    static final PostgreSQLContainer<?> PG = new PostgreSQLContainer<>("postgres:16-alpine");

    @Test
    void aShortLoadTestInsideJUnit() throws Exception {
        ConnectionSpec db = new ConnectionSpec(PG.getJdbcUrl(), PG.getUsername(), PG.getPassword());
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1), null);
        RunResult r = Surgebench.run(new RunSpec("tpcb").connection(db).users(8).runTime(Duration.ofSeconds(10)));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().tps()).isGreaterThan(50);
        assertThat(r.transaction("TPCB").service().p95Ms()).isLessThan(500);
    }
}
