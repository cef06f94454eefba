package org.surgebench.core.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.OptionSpec;

/** Option values whose key names a credential are masked wherever options are shown or stored. */
class SecretsTest {

    @Test
    void secretOptionValuesAreMaskedInOrder() {
        Map<String, String> given = new LinkedHashMap<>();
        given.put("awr-user", "system");
        given.put("awr-password", "AwrPw1");
        given.put("Secret_Key", "Tok1");
        given.put("api-token", "Tok2");
        assertThat(Secrets.maskOptions(given))
                .containsExactly(
                        Map.entry("awr-user", "system"),
                        Map.entry("awr-password", "***"),
                        Map.entry("Secret_Key", "***"),
                        Map.entry("api-token", "***"));
    }

    @Test
    void aSentenceAboutASecretOptionNeverShowsItsValue() {
        OptionSpec pin = OptionSpec.whole("vault-password", null, 0, 9, "test");
        assertThat(pin.problem("hunter2")).isEqualTo("--option vault-password=***: not a whole number from 0 to 9.");
        assertThat(OptionSpec.whole("digits", null, 0, 9, "test").problem("x"))
                .isEqualTo("--option digits=x: not a " + "whole number from 0 to 9.");
    }
}
