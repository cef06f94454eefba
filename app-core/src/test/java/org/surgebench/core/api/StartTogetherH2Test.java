package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.testdata.TestDatabases;

/** --start-at and the start barrier, on embedded H2 (two generators of a run in this JVM). */
class StartTogetherH2Test {
    static final String URL = TestDatabases.h2Memory("together");
    static final ConnectionSpec DB = new ConnectionSpec(URL, "sa", "");

    @BeforeAll
    static void generate() {
        Surgebench.generate(new GenerateSpec("counter").connection(DB).scale(0.1), null);
    }

    private static RunSpec generator(int k, String runId) {
        return new RunSpec("counter")
                .connection(DB)
                .users(4)
                .runTime(Duration.ofSeconds(1))
                .generator(new GeneratorShare(k, 2))
                .runId(runId)
                .barrier(true);
    }

    @Test
    void twoGeneratorsWaitForEachOtherAndStartTogether() throws Exception {
        List<String> events = new CopyOnWriteArrayList<>();
        List<RunPhase> phases = new CopyOnWriteArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void onEvent(String message) {
                events.add(message);
            }

            @Override
            public void onPhase(RunPhase phase) {
                phases.add(phase);
            }
        };
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<RunResult> first =
                    pool.submit(() -> Surgebench.run(generator(1, "together").listener(listener)));
            // The second arrives well after the first: the first must wait for it.
            Thread.sleep(1500);
            assertThat(first.isDone()).isFalse();
            assertThat(barrierRows()).isEqualTo(1);
            Future<RunResult> second = pool.submit(() -> Surgebench.run(generator(2, "together")));
            RunResult a = first.get();
            RunResult b = second.get();
            Duration apart = Duration.between(
                            a.summary().measuredFrom(), b.summary().measuredFrom())
                    .abs();
            assertThat(apart).isLessThan(Duration.ofMillis(200));
            assertThat(a.summary().transactions()).isPositive();
            assertThat(b.summary().transactions()).isPositive();
        } finally {
            pool.shutdownNow();
        }
        assertThat(phases).startsWith(RunPhase.WAITING);
        assertThat(events).anyMatch(e -> e.startsWith("All 2 generators of run together are there; starting at"));
        assertThat(tableExists()).isFalse();
    }

    @Test
    void aGeneratorAloneGivesUpAfterTheTimeoutAndLeavesNothing() throws Exception {
        assertThatThrownBy(() -> Surgebench.run(generator(1, "alone").barrierTimeout(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("Only 1 of 2 generators of run alone reached the start barrier within 1s")
                .hasMessageContaining("1/2");
        assertThat(tableExists()).isFalse();
    }

    @Test
    void startAtWaitsForTheTimeAndRefusesOneThatPassed() throws Exception {
        Instant at = Instant.now().plusMillis(1500);
        RunResult r = Surgebench.run(new RunSpec("counter")
                .connection(DB)
                .users(2)
                .runTime(Duration.ofSeconds(1))
                .startAt(at));
        assertThat(r.startedAt()).isAfterOrEqualTo(at);
        assertThat(Duration.between(at, r.summary().measuredFrom()).abs()).isLessThan(Duration.ofMillis(500));
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("counter")
                        .connection(DB)
                        .users(1)
                        .startAt(Instant.now().minusSeconds(60))))
                .hasMessageContaining("has passed");
        assertThatThrownBy(() -> Surgebench.run(
                        new RunSpec("counter").connection(DB).users(1).barrier(true)))
                .hasMessageContaining("give generator K/N");
    }

    private static long barrierRows() throws Exception {
        try (Connection c = DriverManager.getConnection(URL, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM surge_run_barrier")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static boolean tableExists() throws Exception {
        try (Connection c = DriverManager.getConnection(URL, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES "
                        + "WHERE UPPER(TABLE_NAME) = 'SURGE_RUN_BARRIER'")) {
            rs.next();
            return rs.getLong(1) > 0;
        }
    }
}
