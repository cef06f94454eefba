package org.surgebench.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/**
 * A load test as part of a JUnit suite: build a schema, run 8 users for 10 seconds, assert on the result.
 * Subclasses say which database (a Testcontainers PostgreSQL, embedded H2).
 */
abstract class LoadTestInJUnit {

    abstract ConnectionSpec database();

    @Test
    void aShortLoadTestInsideJUnit() throws Exception {
        ConnectionSpec db = database();
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).force(true), null);
        RunResult r = Surgebench.run(new RunSpec("tpcb").connection(db).users(8).runTime(Duration.ofSeconds(10)));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isPositive();
        // Your service level goes here, e.g. .isLessThan(50); this suite runs on noisy shared machines.
        assertThat(r.transaction("TPCB").service().p95Ms()).isPositive();
        // The database's own invariants (balances add up, one history row per transaction) still hold.
        assertThat(Surgebench.verify(db, "tpcb", Map.of()).failures()).isEmpty();
    }
}
