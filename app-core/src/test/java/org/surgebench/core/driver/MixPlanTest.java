package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.CounterWorkload;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Rng;

class MixPlanTest {
    private final CounterWorkload w = new CounterWorkload();

    @Test
    void defaultMixUsesItsWeightsAndSkipsDisabledTransactions() {
        MixPlan p = MixPlan.resolve(w, null, Set.of(), Set.of(), Map.of());
        assertThat(p.mixName()).isEqualTo("default");
        assertThat(p.weights()).containsExactly(Map.entry("INC", 3), Map.entry("READ", 1));
    }

    @Test
    void enableDisableAndExplicitWeightsApplyInThatOrder() {
        MixPlan p = MixPlan.resolve(w, null, Set.of("fail"), Set.of("read"), Map.of("inc", 5));
        assertThat(p.weights()).containsExactly(Map.entry("INC", 5), Map.entry("FAIL", 1));
    }

    @Test
    void picksFollowTheWeights() {
        MixPlan p = MixPlan.resolve(w, null, Set.of(), Set.of(), Map.of("INC", 70, "READ", 30));
        Rng rng = new Rng(42);
        int[] counts = new int[2];
        for (int i = 0; i < 200_000; i++) {
            counts[p.pick(rng.nextInt(p.totalWeight()))]++;
        }
        assertThat(counts[0] / 200_000.0).isBetween(0.69, 0.71);
        assertThat(counts[1] / 200_000.0).isBetween(0.29, 0.31);
    }

    @Test
    void pickMapsBoundariesToTheRightTransaction() {
        MixPlan p = MixPlan.resolve(w, null, Set.of(), Set.of(), Map.of("INC", 2, "READ", 1));
        assertThat(p.pick(0)).isZero();
        assertThat(p.pick(1)).isZero();
        assertThat(p.pick(2)).isEqualTo(1);
    }

    @Test
    void allZeroWeightsAreRefusedWithOneSentence() {
        assertThatThrownBy(() -> MixPlan.resolve(w, null, Set.of(), Set.of("INC", "READ"), Map.of()))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("weight 0");
    }

    @Test
    void aFormerShortNameStillNamesItsTransaction() {
        MixPlan p = MixPlan.resolve(w, null, Set.of(), Set.of(), Map.of("look", 7));
        assertThat(p.weights()).containsExactly(Map.entry("INC", 3), Map.entry("READ", 7));
        assertThat(MixPlan.resolve(w, null, Set.of(), Set.of("LOOK"), Map.of()).weights())
                .containsExactly(Map.entry("INC", 3));
    }

    @Test
    void unknownNamesAreRefused() {
        assertThatThrownBy(() -> MixPlan.resolve(w, "nope", Set.of(), Set.of(), Map.of()))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("Unknown mix 'nope'");
        assertThatThrownBy(() -> MixPlan.resolve(w, null, Set.of("XYZ"), Set.of(), Map.of()))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("Unknown transaction 'XYZ'");
        assertThatThrownBy(() -> MixPlan.resolve(w, null, Set.of(), Set.of(), Map.of("INC", -1)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("negative");
    }
}
