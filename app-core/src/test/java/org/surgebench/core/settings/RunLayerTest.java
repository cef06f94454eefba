package org.surgebench.core.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SettingException;

/** Sources laid one over another, resolved once, each value knowing the source that gave it. */
class RunLayerTest {
    private static final RunLayer FILE = RunLayer.of("Swingbench file")
            .with(Load.USERS, 16)
            .with(Think.MIN, Duration.ofSeconds(1))
            .with(Think.MAX, Duration.ofSeconds(2))
            .with(MixChoice.WEIGHTS, Map.of("NEWORDER", 3, "PAYMENT", 1))
            .with(MixChoice.DISABLED, Set.of("DELIVERY", "STOCKLEVEL"))
            .with(Output.OPTIONS, Map.of("a", "file", "b", "file"));

    @Test
    void theUpperLayerWinsAndEachValueKnowsItsSource() {
        RunLayer flags = RunLayer.of("command line").with(Load.USERS, 4).with(Output.OPTIONS, Map.of("a", "flag"));

        RunLayer all = flags.over(FILE).over(EngineDefaults.LAYER);
        Settings s = all.resolve();

        assertThat(s.load().users()).isEqualTo(4);
        assertThat(s.think().min()).isEqualTo(Duration.ofSeconds(1));
        assertThat(s.load().runTime()).isEqualTo(Duration.ofSeconds(60));
        assertThat(s.output().options()).containsEntry("a", "flag").containsEntry("b", "file");
        assertThat(all.provenance())
                .containsEntry("users", "command line")
                .containsEntry("think-min", "Swingbench file")
                .containsEntry("run-time", "engine default")
                .containsEntry("option", "command line, Swingbench file");
        assertThat(all.sourceOf(MixChoice.MIX)).isEmpty();
    }

    /** The command line's {@code --enable DELIVERY} wins over a file that disables it; its other words stay. */
    @Test
    void aTransactionTheUpperLayerNamesIsItsAlone() {
        RunLayer flags = RunLayer.of("command line")
                .with(MixChoice.ENABLED, Set.of("delivery"))
                .with(MixChoice.WEIGHTS, Map.of("PAYMENT", 5));

        MixChoice mix = flags.over(FILE).over(EngineDefaults.LAYER).resolve().mix();

        assertThat(mix.enabled()).containsExactly("delivery");
        assertThat(mix.disabled()).containsExactly("STOCKLEVEL");
        assertThat(mix.weights()).containsEntry("NEWORDER", 3).containsEntry("PAYMENT", 5);
    }

    @Test
    void aLayerIsNeverChangedAndNullIsNotGiven() {
        RunLayer one = RunLayer.of("api").with(Load.USERS, 2);
        RunLayer two = one.with(Load.USERS, 3).with(MixChoice.MIX, "oltp");

        assertThat(one.get(Load.USERS)).contains(2);
        assertThat(two.get(Load.USERS)).contains(3);
        assertThat(two.with(MixChoice.MIX, null).has(MixChoice.MIX)).isFalse();
        assertThat(one.has(MixChoice.MIX)).isFalse();
    }

    @Test
    void resolvingChecksEachGroupWithASentenceNamingTheSetting() {
        RunLayer bad = RunLayer.of("command line")
                .with(Think.MIN, Duration.ofSeconds(3))
                .over(FILE);

        assertThatThrownBy(() -> bad.over(EngineDefaults.LAYER).resolve())
                .isInstanceOf(SettingException.class)
                .satisfies(e -> assertThat(((SettingException) e).in(n -> "--" + n))
                        .isEqualTo("Think times must be >= 0 with --think-max >= --think-min."));
    }

    @Test
    void theEnginesDefaultsResolveOnTheirOwnAndGiveEverySettingWithoutAMeaningfulAbsence() {
        Settings s = EngineDefaults.LAYER.resolve();

        assertThat(s.load().users()).isEqualTo(8);
        assertThat(s.think()).isEqualTo(Think.NONE);
        assertThat(s.mix().mix()).isNull();
        assertThat(s.resilience().stallTimeout()).isNull();
        assertThat(s.output().resultsDir()).isNull();
        assertThat(EngineDefaults.LAYER.provenance())
                .doesNotContainKeys(
                        "mix", "variant", "stall-timeout", "generator", "run-id", "start-at", "results", "comment");
    }

    /** {@code --mix oltp} over a file's transaction list runs that mix, not the file's weights. */
    @Test
    void aMixNamedAboveDropsTheWeightsBelow() {
        MixChoice mix = RunLayer.of("command line")
                .with(MixChoice.MIX, "oltp")
                .over(FILE)
                .over(EngineDefaults.LAYER)
                .resolve()
                .mix();

        assertThat(mix.mix()).isEqualTo("oltp");
        assertThat(mix.weights()).isEmpty();
        assertThat(mix.disabled()).isEmpty();
    }

    @Test
    void aLayerSplitsIntoWhatWasGivenAndTheRestUnderAnotherName() {
        RunLayer all = RunLayer.of("command line").with(Load.USERS, 4).with(Load.RATE, 0.0);

        RunLayer given = all.only(s -> s == Load.USERS);
        RunLayer rest = all.only(s -> s != Load.USERS).named("command line default");

        assertThat(given.provenance()).containsOnlyKeys("users");
        assertThat(rest.provenance()).containsExactly(java.util.Map.entry("rate", "command line default"));
    }
}
