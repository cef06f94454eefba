package org.surgebench.core.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.RunDefaults;

/** Users, think time and query timeout left unset come from the workload; set ones win. */
class RunSpecDefaultsTest {
    private static final RunDefaults SH_LIKE =
            new RunDefaults(16, Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(55));

    @Test
    void unsetSettingsTakeTheWorkloadsDefaults() {
        RunSpec s = new RunSpec("any").workloadDefaults(SH_LIKE);
        assertThat(s.users()).isEqualTo(16);
        assertThat(s.thinkMin()).isEqualTo(Duration.ofSeconds(1));
        assertThat(s.thinkMax()).isEqualTo(Duration.ofSeconds(2));
        assertThat(s.queryTimeout()).isEqualTo(Duration.ofSeconds(55));
        assertThat(s.fromWorkloadDefaults()).containsExactly("users", "think time", "query timeout");
    }

    @Test
    void setSettingsWinAndAreNotReportedAsDefaults() {
        RunSpec s = new RunSpec("any")
                .workloadDefaults(SH_LIKE)
                .users(4)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .queryTimeout(Duration.ZERO);
        assertThat(s.users()).isEqualTo(4);
        assertThat(s.thinkMax()).isZero();
        assertThat(s.queryTimeout()).isZero();
        assertThat(s.fromWorkloadDefaults()).isEmpty();
    }

    @Test
    void aWorkloadWithoutDefaultsGetsTheEngines() {
        RunSpec s = new RunSpec("no-such-workload");
        assertThat(s.workloadDefaults()).isEqualTo(RunDefaults.ENGINE);
        assertThat(s.users()).isEqualTo(8);
        assertThat(s.thinkMax()).isZero();
        assertThat(s.queryTimeout()).isZero();
        assertThat(RunDefaults.ENGINE.describe()).isEqualTo("8 users, no think time, no query timeout");
        assertThat(SH_LIKE.describe()).isEqualTo("16 users, think 1s..2s, query timeout 55s");
    }

    @Test
    void theFormerQueryTimeoutOptionIsStillRead() {
        RunSpec s = new RunSpec("any").workloadDefaults(SH_LIKE).option("query-timeout", "30");
        assertThat(s.queryTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(s.fromWorkloadDefaults()).containsExactly("users", "think time");
        assertThatThrownBy(
                        () -> new RunSpec("any").option("query-timeout", "soon").queryTimeout())
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("whole number of seconds");
    }

    @Test
    void badValuesAreRefusedWithOneSentence() {
        assertThatThrownBy(() ->
                        new RunSpec("any").queryTimeout(Duration.ofMillis(1500)).validate())
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("whole seconds");
        assertThatThrownBy(() -> new RunSpec("any")
                        .workloadDefaults(SH_LIKE)
                        .thinkTime(Duration.ofSeconds(3), Duration.ofSeconds(1))
                        .validate())
                .isInstanceOf(SurgeException.class);
        assertThatThrownBy(() -> new RunDefaults(0, Duration.ZERO, Duration.ZERO, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
