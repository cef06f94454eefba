package org.surgebench.core.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {
    @Test
    void parsesTheUsualForms() {
        assertThat(Durations.parse("30s")).isEqualTo(Duration.ofSeconds(30));
        assertThat(Durations.parse("5m")).isEqualTo(Duration.ofMinutes(5));
        assertThat(Durations.parse("1h")).isEqualTo(Duration.ofHours(1));
        assertThat(Durations.parse("1h30m")).isEqualTo(Duration.ofMinutes(90));
        assertThat(Durations.parse("250ms")).isEqualTo(Duration.ofMillis(250));
        assertThat(Durations.parse("90")).isEqualTo(Duration.ofSeconds(90));
        assertThat(Durations.parse("1.5s")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Durations.parse(" 2M ")).isEqualTo(Duration.ofMinutes(2));
    }

    @Test
    void refusesWhatIsNotADuration() {
        for (String bad : new String[] {"", "abc", "5x", "s5", "5m3", "-5s", "5 m"}) {
            assertThatThrownBy(() -> Durations.parse(bad))
                    .as(bad)
                    .isInstanceOf(SurgeException.class)
                    .hasMessageContaining("30s");
        }
    }

    @Test
    void formatsForMessages() {
        assertThat(Durations.format(Duration.ofSeconds(90))).isEqualTo("1m30s");
        assertThat(Durations.format(Duration.ofHours(2))).isEqualTo("2h");
        assertThat(Durations.format(Duration.ofMillis(250))).isEqualTo("250ms");
    }
}
