package org.surgebench.core.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.spi.RunDefaults;

/**
 * A frozen plan: checked in one place with sentences that name the setting (each front door says it in its own
 * words), fixed once made, with the values the run uses.
 */
class RunPlanTest {
    private static final RunDefaults SH_LIKE =
            new RunDefaults(16, Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(55));

    /** Each rule's sentence names its setting in plain words, and a front door's words replace them. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "users         | users must be at least 1 (got 0).                 | --users must be at least 1 (got 0).",
                "reconnect     | reconnect timeout must be positive, e.g. 30s.     | --reconnect-timeout must be positive",
                "stall         | stall timeout must be 0 (never) or positive       | --stall-timeout must be 0 (never)",
                "query timeout | query timeout must be whole seconds               | --query-timeout must be whole seconds",
                "rate          | rate must be positive (transactions per second)   | --rate must be positive",
                "error share   | max errors as a share must be from 0% to 100%     | --max-errors as a share must be",
                "no window     | Give a positive run time (run time) or a transaction count (max transactions). "
                        + "| Give a positive run time (--run-time) or a transaction count (--max-transactions).",
                "short window  | run time 1ms is shorter than one sampling interval | --run-time 1ms is shorter than one",
                "think times   | Think times must be >= 0 with think max >= think min. "
                        + "| Think times must be >= 0 with --think-max >= --think-min.",
                "run id        | run id takes 1 to 64 letters                      | --run-id takes 1 to 64 letters",
                "no run id     | generator 1/2 needs run id: give every generator  | --generator 1/2 needs --run-id: give",
                "barrier alone | barrier waits for the other generators of a run: give generator K/N (and run id) too. "
                        + "| --barrier waits for the other generators of a run: give --generator K/N (and --run-id) too.",
                "start passed  | start at 2020-01-01T00:00:00Z has passed | --start-at 2020-01-01T00:00:00Z has passed",
                "split count   | max transactions 1 cannot be split over 2 | --max-transactions 1 cannot be split",
            })
    void eachRuleNamesItsSetting(String rule, String engineWords, String cliWords) {
        RunSpec spec = BAD.get(rule.strip()).apply(new RunSpec("any").workloadDefaults(RunDefaults.ENGINE));

        SettingException e = catchThrowableOfType(SettingException.class, spec::freeze);

        assertThat(e).as(rule).isNotNull();
        assertThat(e.exitCode()).isEqualTo(SurgeException.USAGE);
        assertThat(e.getMessage()).contains(engineWords.strip()).doesNotContain("--");
        assertThat(e.in(setting -> "--" + setting)).contains(cliWords.strip());
    }

    private static final java.util.Map<String, UnaryOperator<RunSpec>> BAD = java.util.Map.ofEntries(
            java.util.Map.entry("users", s -> s.users(0)),
            java.util.Map.entry("reconnect", s -> s.reconnectTimeout(Duration.ZERO)),
            java.util.Map.entry("stall", s -> s.stallTimeout(Duration.ofSeconds(-1))),
            java.util.Map.entry("query timeout", s -> s.queryTimeout(Duration.ofMillis(1500))),
            java.util.Map.entry("rate", s -> s.rate(-1)),
            java.util.Map.entry("error share", s -> s.maxErrorPercent(101)),
            java.util.Map.entry("no window", s -> s.runTime(null)),
            java.util.Map.entry("short window", s -> s.runTime(Duration.ofMillis(1))),
            java.util.Map.entry("think times", s -> s.thinkTime(Duration.ofSeconds(2), Duration.ofSeconds(1))),
            java.util.Map.entry("run id", s -> s.runId("a b")),
            java.util.Map.entry("no run id", s -> s.users(4).generator(new GeneratorShare(1, 2))),
            java.util.Map.entry("barrier alone", s -> s.barrier(true)),
            java.util.Map.entry("start passed", s -> s.startAt(Instant.parse("2020-01-01T00:00:00Z"))),
            java.util.Map.entry(
                    "split count",
                    s -> s.users(4)
                            .runId("r")
                            .generator(new GeneratorShare(1, 2))
                            .maxTransactions(1)));

    @Test
    void aFrozenPlanHasTheValuesTheRunUsesWithTheWorkloadsDefaults() {
        RunSpec spec = new RunSpec("any")
                .workloadDefaults(SH_LIKE)
                .runTime(Duration.ofSeconds(30))
                .seed(7)
                .resultsDir(Path.of("out"))
                .option("k", "v");

        RunPlan plan = spec.freeze();

        assertThat(plan.users()).isEqualTo(16);
        assertThat(plan.thinkMin()).isEqualTo(Duration.ofSeconds(1));
        assertThat(plan.thinkMax()).isEqualTo(Duration.ofSeconds(2));
        assertThat(plan.queryTimeout()).isEqualTo(Duration.ofSeconds(55));
        assertThat(plan.fromWorkloadDefaults()).containsExactly("users", "think time", "query timeout");
        assertThat(plan.runTime()).contains(Duration.ofSeconds(30));
        assertThat(plan.seed()).isEqualTo(7);
        assertThat(plan.resultsDir()).contains(Path.of("out"));
        assertThat(plan.options()).containsEntry("k", "v");
        // Not given: empty, not 0 or null.
        assertThat(plan.maxTransactions()).isEmpty();
        assertThat(plan.generator()).isEmpty();
        assertThat(plan.stallTimeout()).isEmpty();
        assertThat(plan.runId()).isEmpty();
        assertThat(plan.comment()).isEmpty();
        assertThat(plan.rate()).isEmpty();
        assertThat(plan.open()).isFalse();
        assertThat(plan.sharedPoolSize()).isEmpty();
        assertThat(plan.sharedPool()).isFalse();
        assertThat(plan.maxErrors()).isEmpty();
    }

    @Test
    void aRateAPoolAndAnErrorCountGivenAreThere() {
        RunPlan plan =
                new RunSpec("any").users(4).rate(50).sharedPool(2).maxErrors(10).freeze();

        assertThat(plan.rate()).hasValue(50);
        assertThat(plan.open()).isTrue();
        assertThat(plan.sharedPoolSize()).hasValue(2);
        assertThat(plan.sharedPool()).isTrue();
        assertThat(plan.maxErrors()).hasValue(10);
    }

    @Test
    void aRunBoundByCountHasNoRunTime() {
        RunPlan plan = new RunSpec("any").runTime(null).maxTransactions(500).freeze();

        assertThat(plan.runTime()).isEmpty();
        assertThat(plan.maxTransactions()).hasValue(500);
    }

    @Test
    void changingTheSpecAfterwardsDoesNotChangeThePlan() {
        RunSpec spec = new RunSpec("any").users(3).option("k", "v");
        RunPlan plan = spec.freeze();

        spec.users(9).option("k", "changed").runTime(Duration.ofSeconds(5));

        assertThat(plan.users()).isEqualTo(3);
        assertThat(plan.options()).containsEntry("k", "v");
        assertThat(plan.runTime()).contains(Duration.ofSeconds(60));
    }

    @Test
    void withUsersMakesANewPlanAndLeavesTheOriginalUntouched() {
        RunSpec spec = new RunSpec("any").users(3);
        RunPlan plan = spec.freeze();

        RunPlan more = plan.withUsers(12);
        RunPlan longer = plan.withRunTime(Duration.ofSeconds(90));

        assertThat(more.users()).isEqualTo(12);
        assertThat(longer.runTime()).contains(Duration.ofSeconds(90));
        assertThat(plan.users()).isEqualTo(3);
        assertThat(plan.runTime()).contains(Duration.ofSeconds(60));
        assertThat(spec.users()).isEqualTo(3);
        assertThat(catchThrowableOfType(SettingException.class, () -> plan.withUsers(0)))
                .as("a with... plan is checked like any other")
                .hasMessageStartingWith("users must be at least 1");
    }

    @Test
    void thePlansCollectionsCannotBeChanged() {
        RunPlan plan = new RunSpec("any").option("k", "v").weight("A", 1).freeze();

        assertThat(catchThrowableOfType(
                        UnsupportedOperationException.class,
                        () -> plan.options().put("x", "y")))
                .isNotNull();
        assertThat(catchThrowableOfType(
                        UnsupportedOperationException.class,
                        () -> plan.weights().put("B", 2)))
                .isNotNull();
    }
}
