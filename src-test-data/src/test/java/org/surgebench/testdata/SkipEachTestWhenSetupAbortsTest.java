package org.surgebench.testdata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/** A class whose setup aborts reports each of its tests as skipped, with the reason; a failure stays one. */
class SkipEachTestWhenSetupAbortsTest {

    static class SetupAborts {
        @BeforeAll
        static void noServer() {
            Assumptions.abort("The local PostgreSQL server is not reachable");
        }

        @Test
        void one() {}

        @Test
        void two() {}
    }

    static class SetupFails {
        @BeforeAll
        static void broken() {
            Assertions.fail("CI must run the PostgreSQL tests");
        }

        @Test
        void one() {}
    }

    private static Events run(Class<?> c) {
        return EngineTestKit.engine("junit-jupiter")
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "true")
                .selectors(selectClass(c))
                .execute()
                .testEvents();
    }

    @Test
    void anAbortedSetupSkipsEachTestWithItsReason() {
        Events tests = run(SetupAborts.class);
        tests.assertStatistics(
                s -> s.started(2).skipped(0).aborted(2).succeeded(0).failed(0));
        assertThat(tests.aborted().stream()
                        .map(e -> e.getRequiredPayload(TestExecutionResult.class)
                                .getThrowable()
                                .orElseThrow()
                                .getMessage()))
                .containsExactly(
                        "The local PostgreSQL server is not reachable", "The local PostgreSQL server is not reachable");
    }

    @Test
    void aFailedSetupStillFailsTheClass() {
        EngineTestKit.engine("junit-jupiter")
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "true")
                .selectors(selectClass(SetupFails.class))
                .execute()
                .containerEvents()
                .assertStatistics(s -> s.failed(1));
    }
}
