package org.surgebench.core.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;

/** Each group checks its own values, with one sentence naming the setting, and keeps what it was given. */
class SettingsRecordsTest {
    private static final Duration S1 = Duration.ofSeconds(1);
    private static final Duration S60 = Duration.ofSeconds(60);

    static Load load(int users) {
        return new Load(users, Duration.ZERO, Duration.ZERO, S60, 0, 0);
    }

    static Settings settings(Load load, Coordination coordination, Output output) {
        return new Settings(
                new Connection("jdbc:h2:mem:x", "sa", "", Map.of()),
                load,
                Think.NONE,
                new MixChoice(null, null, Map.of(), Set.of(), Set.of(), MixDraw.DECK, 1),
                new Execution(UserThreads.AUTO, 0),
                new Resilience(0, 1.0, false, false, S60, null, Duration.ZERO, 1),
                coordination,
                output);
    }

    static Output output(Duration interval) {
        return new Output(null, null, interval, Map.of(), Map.of(), false, 0, null, null);
    }

    private static final Coordination ALONE = new Coordination(null, null, null, false, Duration.ofMinutes(10));

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "users          | --users must be at least 1 (got 0).",
                "window         | Give a positive run time (--run-time) or a transaction count (--max-transactions).",
                "ramp-up        | --ramp-up must not be negative.",
                "warmup         | --warmup must not be negative.",
                "rate           | --rate must be positive",
                "max-tx         | --max-transactions must not be negative (got -1).",
                "too long       | --run-time 9600h is longer than the 365 days a duration may be.",
                "think          | Think times must be >= 0 with --think-max >= --think-min.",
                "intra          | Intra-transaction think times must be >= 0 with --intra-think-max >= --intra-think-min.",
                "weight         | The --weight of NEWORDER is negative (-1); weights are 0 or more.",
                "pool           | --pool must not be negative (got -1).",
                "reconnect      | --reconnect-timeout must be positive, e.g. 30s.",
                "stall          | --stall-timeout must be 0 (never) or positive, e.g. 2m.",
                "query timeout  | --query-timeout must be whole seconds, 0 for none (got 1500ms).",
                "error share    | --max-errors as a share must be from 0% to 100% (got 101.0%).",
                "error count    | --max-errors must not be negative (got -1).",
                "max tries      | --max-tries must be at least 1, the first try (got 0).",
                "no run id      | --generator 1/2 needs --run-id",
                "barrier alone  | --barrier waits for the other generators of a run: give --generator K/N",
                "barrier time   | --barrier-timeout must be positive, e.g. 10m.",
                "run id         | --run-id takes 1 to 64 letters, digits, '.', '_' or '-' (got 'a b').",
                "interval       | --sample-interval must be positive, e.g. 1s.",
                "split users    | --generator 2/3 splits 2 users over 3 generators",
                "split count    | --max-transactions 2 cannot be split over 3 generators: give at least 3.",
                "short window   | --run-time 500ms is shorter than one sampling interval (1s)",
            })
    void aBadValueIsOneSentenceNamingItsSetting(String rule, String sentence) {
        SettingException e = catchThrowableOfType(
                SettingException.class, () -> BAD.get(rule.strip()).get());

        assertThat(e).as(rule).isNotNull();
        assertThat(e.exitCode()).isEqualTo(SurgeException.USAGE);
        assertThat(e.in(setting -> "--" + setting)).contains(sentence.strip());
        assertThat(e.getMessage()).doesNotContain("--").doesNotContain("{");
    }

    private static final Map<String, Supplier<Object>> BAD = Map.ofEntries(
            Map.entry("users", () -> load(0)),
            Map.entry("window", () -> new Load(1, Duration.ZERO, Duration.ZERO, Duration.ZERO, 0, 0)),
            Map.entry("ramp-up", () -> new Load(1, S1.negated(), Duration.ZERO, S60, 0, 0)),
            Map.entry("warmup", () -> new Load(1, Duration.ZERO, S1.negated(), S60, 0, 0)),
            Map.entry("rate", () -> new Load(1, Duration.ZERO, Duration.ZERO, S60, 0, -1)),
            Map.entry("max-tx", () -> new Load(1, Duration.ZERO, Duration.ZERO, S60, -1, 0)),
            Map.entry("too long", () -> new Load(1, Duration.ZERO, Duration.ZERO, Duration.ofDays(400), 0, 0)),
            Map.entry("think", () -> new Think(Duration.ofSeconds(2), S1, Duration.ZERO, Duration.ZERO, false)),
            Map.entry("intra", () -> new Think(Duration.ZERO, Duration.ZERO, S1, Duration.ZERO, false)),
            Map.entry("weight", () -> new MixChoice(null, null, Map.of("NEWORDER", -1), Set.of(), Set.of(), null, 1)),
            Map.entry("pool", () -> new Execution(UserThreads.AUTO, -1)),
            Map.entry("reconnect", () -> new Resilience(0, 1, false, false, Duration.ZERO, null, Duration.ZERO, 1)),
            Map.entry("stall", () -> new Resilience(0, 1, false, false, S60, S1.negated(), Duration.ZERO, 1)),
            Map.entry("query timeout", () -> new Resilience(0, 1, false, false, S60, null, Duration.ofMillis(1500), 1)),
            Map.entry("error share", () -> new Resilience(0, 101, false, false, S60, null, Duration.ZERO, 1)),
            Map.entry("error count", () -> new Resilience(-1, 1, false, false, S60, null, Duration.ZERO, 1)),
            Map.entry("max tries", () -> new Resilience(0, 1, false, false, S60, null, Duration.ZERO, 0)),
            Map.entry("no run id", () -> new Coordination(new GeneratorShare(1, 2), null, null, false, S60)),
            Map.entry("barrier alone", () -> new Coordination(null, null, null, true, S60)),
            Map.entry("barrier time", () -> new Coordination(null, null, null, false, Duration.ZERO)),
            Map.entry("run id", () -> new Coordination(null, "a b", null, false, S60)),
            Map.entry("interval", () -> output(Duration.ZERO)),
            Map.entry(
                    "split users",
                    () -> settings(
                            load(2), new Coordination(new GeneratorShare(2, 3), "r", null, false, S60), output(S1))),
            Map.entry(
                    "split count",
                    () -> settings(
                            new Load(9, Duration.ZERO, Duration.ZERO, S60, 2, 0),
                            new Coordination(new GeneratorShare(2, 3), "r", null, false, S60),
                            output(S1))),
            Map.entry(
                    "short window",
                    () -> settings(
                            new Load(1, Duration.ZERO, Duration.ZERO, Duration.ofMillis(500), 0, 0),
                            ALONE,
                            output(S1))));

    @Test
    void recordsKeepWhatTheyAreGivenAndCopyTheirCollections() {
        Map<String, Integer> weights = new java.util.LinkedHashMap<>(Map.of("NEWORDER", 3));
        MixChoice mix = new MixChoice("oltp", "server", weights, Set.of("A"), null, null, 7);
        weights.put("PAYMENT", 1);

        assertThat(mix.weights()).containsOnlyKeys("NEWORDER");
        assertThat(mix.disabled()).isEmpty();
        assertThat(mix.draw()).isEqualTo(MixDraw.DECK);
        assertThat(new Load(1, Duration.ZERO, Duration.ZERO, null, 5, 0).runTime())
                .isZero();
        assertThat(new Coordination(null, "  r1 ", Instant.EPOCH, false, S60).runId())
                .isEqualTo("r1");
        assertThat(new Output(Path.of("out"), " ", S1, null, null, false, 0, null, null).comment())
                .isNull();
    }

    @Test
    void theSecretsStayOutOfTheirText() {
        Connection c = new Connection("jdbc:postgresql://h/db?password=pw", "u", "pw", Map.of());
        Output o = new Output(null, null, S1, Map.of(), Map.of("awr-password", "pw"), false, 0, null, "tk");

        assertThat(c.toString()).doesNotContain("pw");
        assertThat(o.toString()).doesNotContain("=pw").doesNotContain("tk");
        assertThat(o.withoutSecrets().dbHostAgentToken()).isNull();
    }

    /** The generators' arithmetic moved intact: 9 users over 3 generators, the second runs users 4..6. */
    @Test
    void aGeneratorRunsItsShareOfUsersCountAndRate() {
        Coordination second = new Coordination(new GeneratorShare(2, 3), "r", null, false, S60);

        assertThat(second.usersHere(10)).isEqualTo(3);
        assertThat(second.firstUser(9)).isEqualTo(4);
        assertThat(second.shareOf(10)).isEqualTo(3);
        assertThat(second.rateHere(90, 9)).isEqualTo(30);
        assertThat(ALONE.usersHere(10)).isEqualTo(10);
        assertThat(ALONE.firstUser(10)).isEqualTo(1);
        assertThat(ALONE.rateHere(90, 9)).isEqualTo(90);
    }

    /** One {@link Setting} per field of each group, each listed in {@link Settings#ALL} once. */
    @Test
    void everyFieldOfEveryGroupIsDeclaredOnce() throws IllegalAccessException {
        assertThat(Settings.ALL).doesNotHaveDuplicates();
        assertThat(Settings.ALL.stream().map(Setting::name)).doesNotHaveDuplicates();
        int declared = 0;
        for (var component : Settings.class.getRecordComponents()) {
            Class<?> group = component.getType();
            java.util.List<Object> keys = new java.util.ArrayList<>();
            for (var field : group.getFields()) {
                if (field.getType() == Setting.class) {
                    keys.add(field.get(null));
                }
            }
            assertThat(keys).as(group.getSimpleName()).hasSize(group.getRecordComponents().length);
            assertThat(Settings.ALL)
                    .as(group.getSimpleName())
                    .containsAll(keys.stream().map(k -> (Setting<?>) k).toList());
            declared += keys.size();
        }
        assertThat(Settings.ALL).hasSize(declared);
    }
}
