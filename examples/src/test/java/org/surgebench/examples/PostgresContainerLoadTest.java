package org.surgebench.examples;

import org.surgebench.core.db.ConnectionSpec;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The example of a load test inside your own JUnit tests, on a throwaway PostgreSQL in a container (the test
 * itself is in {@link LoadTestInJUnit}). Skipped cleanly where no Docker engine is available; the same test
 * runs on embedded H2 in {@link EmbeddedH2LoadTest}.
 */
@Testcontainers(disabledWithoutDocker = true)
class PostgresContainerLoadTest extends LoadTestInJUnit {
    @Container
    static final PostgreSQLContainer<?> PG = new PostgreSQLContainer<>("postgres:16-alpine");

    @Override
    ConnectionSpec database() {
        return new ConnectionSpec(PG.getJdbcUrl(), PG.getUsername(), PG.getPassword());
    }
}
