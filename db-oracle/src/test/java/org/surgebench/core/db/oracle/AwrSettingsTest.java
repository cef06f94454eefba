package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;

class AwrSettingsTest {
    private final ConnectionSpec run = new ConnectionSpec("jdbc:oracle:thin:@//db:1521/SOE", "soe", "soe-pw");

    @Test
    void withoutAnAwrUserTheWorkloadUserIsUsed() {
        AwrSettings s = AwrSettings.from(run, Map.of("awr", "true"), null);
        assertThat(s.connection().user()).isEqualTo("soe");
        assertThat(s.connection().password()).isEqualTo("soe-pw");
        assertThat(s.htmlReport()).isTrue();
    }

    @Test
    void anAwrUserTakesItsPasswordFromTheSecretOptionThenTheEnvironment() {
        AwrSettings s = AwrSettings.from(
                run,
                Map.of(
                        "awr-user",
                        "system",
                        "awr-password",
                        "admin-pw",
                        "awr-url",
                        "jdbc:oracle:thin:@//db:1521/FREE",
                        "awr-report",
                        "false"),
                "env-pw");
        assertThat(s.connection().user()).isEqualTo("system");
        assertThat(s.connection().password()).isEqualTo("admin-pw");
        assertThat(s.connection().url()).endsWith("/FREE");
        assertThat(s.htmlReport()).isFalse();
        assertThat(s.toString()).doesNotContain("admin-pw");
        assertThat(AwrSettings.from(run, Map.of("awr-user", "system"), "env-pw")
                        .connection()
                        .password())
                .isEqualTo("env-pw");
    }

    @Test
    void anAwrUserWithoutAPasswordIsAUsageError() {
        assertThatThrownBy(() -> AwrSettings.from(run, Map.of("awr-user", "system"), null))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("SURGE_AWR_PASSWORD");
        assertThatThrownBy(() -> AwrSettings.from(run, Map.of("awr-url", "jdbc:postgresql://x/y"), null))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("Oracle thin URL");
    }
}
