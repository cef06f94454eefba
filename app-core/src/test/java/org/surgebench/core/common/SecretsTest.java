package org.surgebench.core.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.surgebench.core.spi.OptionSpec;
import org.surgebench.testdata.SecretPasswords;
import org.surgebench.testdata.SecretPasswords.Password;

/**
 * Credentials are masked wherever they are shown or stored: option values whose key names a credential, and every
 * form a JDBC URL carries a password in, whatever characters the password holds (a property over many passwords
 * with the characters that end a value somewhere: , ; ) space & ? @ / quotes ...).
 */
class SecretsTest {
    private static final int PASSWORDS = 200;

    /** The ways a URL carries a password, each with what its syntax cannot carry in one (the driver splits there). */
    enum Form {
        QUERY_LAST("jdbc:postgresql://db.example:5432/soe?user=soe&password=", "", "&"),
        QUERY_MIDDLE("jdbc:postgresql://db.example:5432/soe?password=", "&sslmode=disable", "&"),
        QUERY_MIXED_CASE("jdbc:mariadb://db.example:3306/soe?user=soe&PassWord=", "&useSsl=false", "&"),
        SEMICOLON("jdbc:h2:tcp://db.example/./soe;USER=sa;PASSWORD=", ";MODE=PostgreSQL", ";"),
        ORACLE("jdbc:oracle:thin:soe/", "@//db.example:1521/FREEPDB1", ""),
        USER_INFO("jdbc:mysql://soe:", "@db.example:3306/soe", "/?#"),
        SECRET_OPTION("jdbc:postgresql://db.example/soe?sslpassword=", "&ssl=true", "&");

        final String before;
        final String after;
        final String cannotHold;

        Form(String before, String after, String cannotHold) {
            this.before = before;
            this.after = after;
            this.cannotHold = cannotHold;
        }

        String url(String password) {
            return before + password + after;
        }

        IntPredicate excluded() {
            return SecretPasswords.anyOf(cannotHold);
        }
    }

    private static List<Password> passwords(Form form) {
        return SecretPasswords.generate(form.ordinal() * 7919L + 45, PASSWORDS, form.excluded());
    }

    private static void noLeak(Form form, UnaryOperator<String> door, String what) {
        for (Password p : passwords(form)) {
            String url = form.url(p.text());
            String shown = door.apply(url);
            assertThat(p.leakIn(shown))
                    .as("%s of %s shows part of the password %s: %s", what, form, p.text(), shown)
                    .isNull();
        }
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void aMaskedUrlShowsNoPartOfAnyPasswordAndKeepsTheRest(Form form) {
        noLeak(form, Secrets::maskUrl, "maskUrl");
        for (Password p : passwords(form)) {
            String masked = Secrets.maskUrl(form.url(p.text()));
            assertThat(masked).as(masked).contains(Secrets.MASK).contains("db.example");
            if (form != Form.ORACLE && form != Form.USER_INFO) {
                assertThat(masked).as(masked).endsWith(form.after);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void aUrlInASentenceShowsNoPartOfAnyPassword(Form form) {
        noLeak(form, url -> Secrets.maskText("Cannot connect to " + url + " (Connection refused)."), "maskText");
        noLeak(form, url -> Secrets.maskText("No suitable driver for " + url + "\nsecond line"), "maskText");
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void aSentenceAboutAMaskedUrlKeepsItsReason(Form form) {
        for (Password p : passwords(form).subList(0, 20)) {
            String sentence = "Cannot connect to " + Secrets.maskUrl(form.url(p.text())) + " (Connection refused).";
            assertThat(Secrets.maskText(sentence)).isEqualTo(sentence);
        }
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void aUrlWithoutCredentialsHasNoPartOfAnyPasswordNorAMask(Form form) {
        noLeak(form, Secrets::withoutCredentials, "withoutCredentials");
        for (Password p : passwords(form).subList(0, 20)) {
            String clean = Secrets.withoutCredentials(form.url(p.text()));
            assertThat(clean).as(clean).doesNotContain(Secrets.MASK).contains("db.example");
            assertThat(Secrets.maskUrl(clean)).as("nothing left to mask").isEqualTo(clean);
        }
    }

    /**
     * A driver that reads part of the password as something else names that part in its message (Oracle's thin
     * driver reads what follows an unquoted @ as the host): every part of the URL's password is masked there.
     */
    @ParameterizedTest
    @EnumSource(Form.class)
    void aDriverEchoingPartOfTheUrlsPasswordShowsNoPartOfIt(Form form) {
        for (Password p : passwords(form)) {
            List<String> secrets = Secrets.valuesIn(form.url(p.text()));
            assertThat(secrets).as(form.url(p.text())).isNotEmpty();
            for (String part : p.text().split("[^A-Za-z0-9]")) {
                String echo = "ORA-12261: Syntax error in connect string " + part + "@//db.example:1521/X.";
                String shown = Secrets.maskFragments(echo, secrets);
                assertThat(p.leakIn(shown)).as(shown).isNull();
                assertThat(shown)
                        .startsWith("ORA-12261: Syntax error in connect")
                        .contains("db.example:1521/X.");
            }
        }
    }

    @Test
    void withoutCredentialsKeepsEveryOtherParameter() {
        assertThat(Secrets.withoutCredentials("jdbc:postgresql://h/db?password=x,y&sslmode=disable"))
                .isEqualTo("jdbc:postgresql://h/db?sslmode=disable");
        assertThat(Secrets.withoutCredentials("jdbc:postgresql://h/db?user=u&password=x y"))
                .isEqualTo("jdbc:postgresql://h/db?user=u");
        assertThat(Secrets.withoutCredentials("jdbc:postgresql://h/db?password=x"))
                .isEqualTo("jdbc:postgresql://h/db");
        assertThat(Secrets.withoutCredentials("jdbc:h2:./d;PASSWORD=a&b;MODE=MySQL"))
                .isEqualTo("jdbc:h2:./d;MODE=MySQL");
        assertThat(Secrets.withoutCredentials("jdbc:oracle:thin:scott/ti@ger@//h:1521/S"))
                .isEqualTo("jdbc:oracle:thin:@//h:1521/S");
        assertThat(Secrets.withoutCredentials("jdbc:mysql://u:p@w@h:3306/db")).isEqualTo("jdbc:mysql://u@h:3306/db");
        assertThat(Secrets.withoutCredentials("jdbc:postgresql://h/db?user=me@example.com"))
                .isEqualTo("jdbc:postgresql://h/db?user=me@example.com");
    }

    @Test
    void aUserNameWithAnAtSignIsNotTakenForAPassword() {
        String azure = "jdbc:postgresql://h.example:5432/db?user=me@server&sslmode=require";
        assertThat(Secrets.maskUrl(azure)).isEqualTo(azure);
        assertThat(Secrets.maskText("at " + azure + " (x)")).isEqualTo("at " + azure + " (x)");
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void anEchoedCommandLineShowsNoPartOfAnyPassword(Form form) {
        noLeak(
                form,
                url -> String.join(
                        " ",
                        Secrets.maskArguments(List.of(
                                "generate",
                                "soe",
                                "--url",
                                url,
                                "--password",
                                url,
                                "--option",
                                "awr-password=" + url))),
                "maskArguments");
        assertThat(Secrets.maskArguments(List.of("--url", "jdbc:h2:./x", "--scale", "1", "--password", "pw")))
                .containsExactly("--url", "jdbc:h2:./x", "--scale", "1", "--password", "***");
    }

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
