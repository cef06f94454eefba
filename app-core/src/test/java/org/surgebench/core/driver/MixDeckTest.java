package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.CounterWorkload;

class MixDeckTest {
    /** Sales History's weights, in its order: 690 units, common factor 5. */
    private static final int[] SH = {65, 75, 60, 50, 25, 20, 95, 15, 15, 55, 40, 75, 100};

    @Test
    void everyWholeRoundDealsExactlyTheWeights() {
        MixDeck deck = new MixDeck(SH, 1);
        assertThat(deck.size()).isEqualTo(138);
        for (int k = 1; k <= 5; k++) {
            int[] counts = deal(deck, deck.size());
            for (int i = 0; i < SH.length; i++) {
                assertThat(counts[i]).as("round %d, transaction %d", k, i).isEqualTo(SH[i] / 5);
            }
        }
    }

    @Test
    void usersDealingAtOnceGetExactlyTheWeightsOverWholeRounds() throws Exception {
        MixDeck deck = new MixDeck(SH, 7);
        int rounds = 400;
        int threads = 8;
        AtomicIntegerArray counts = new AtomicIntegerArray(SH.length);
        List<Thread> users = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            users.add(Thread.ofPlatform().start(() -> {
                for (int n = 0; n < rounds * deck.size() / threads; n++) {
                    counts.incrementAndGet(deck.next());
                }
            }));
        }
        for (Thread u : users) {
            u.join();
        }
        for (int i = 0; i < SH.length; i++) {
            assertThat(counts.get(i)).as("transaction %d", i).isEqualTo(rounds * SH[i] / 5);
        }
    }

    @Test
    void theSameSeedDealsTheSameSequenceAndEachRoundIsShuffledAnew() {
        int n = 3 * 138;
        int[] a = sequence(new MixDeck(SH, 3), n);
        assertThat(sequence(new MixDeck(SH, 3), n)).isEqualTo(a);
        assertThat(sequence(new MixDeck(SH, 4), n)).isNotEqualTo(a);
        assertThat(Arrays.copyOfRange(a, 138, 276)).isNotEqualTo(Arrays.copyOfRange(a, 0, 138));
    }

    @Test
    void severalGeneratorsOfOneRunDealFromDecksOfTheirOwn() {
        MixPlan p = MixPlan.resolve(new CounterWorkload(), null, Set.of(), Set.of(), Map.of("inc", 50, "read", 50));
        int[] one = sequence(p.deck(9), 300);
        assertThat(sequence(p.deck(9, 0), 300)).isEqualTo(one);
        assertThat(sequence(p.deck(9, 1), 300)).isNotEqualTo(one).isNotEqualTo(sequence(p.deck(9, 2), 300));
    }

    @Test
    void theDeckFollowsEnableDisableAndExplicitWeights() {
        MixPlan p = MixPlan.resolve(new CounterWorkload(), null, Set.of("fail"), Set.of("read"), Map.of("inc", 4));
        MixDeck deck = p.deck(1);
        assertThat(deck.size()).isEqualTo(5);
        int[] counts = deal(deck, 10 * deck.size(), 2);
        assertThat(p.transactions().get(0).shortName()).isEqualTo("INC");
        assertThat(counts).containsExactly(40, 10);
    }

    @Test
    void aDeckOfOneTransactionDealsItEveryTime() {
        MixDeck deck = new MixDeck(new int[] {7}, 1);
        assertThat(deck.size()).isEqualTo(1);
        assertThat(deal(deck, 1000, 1)).containsExactly(1000);
    }

    @Test
    void weightsThatMakeAnEndlessRoundAreRefusedWithOneSentence() {
        assertThatThrownBy(() -> new MixDeck(new int[] {999_999, 2, 1}, 1))
                .isInstanceOfSatisfying(org.surgebench.core.common.SettingException.class, e -> {
                    assertThat(e).hasMessageContaining("give smaller weights or mix draw random.");
                    assertThat(e.in(setting -> "--" + setting)).endsWith("give smaller weights or --mix-draw random.");
                });
        // The same proportions in small numbers are fine.
        assertThat(new MixDeck(new int[] {2_000_000, 1_000_000}, 1).size()).isEqualTo(3);
    }

    private static int[] deal(MixDeck deck, int cards) {
        return deal(deck, cards, SH.length);
    }

    private static int[] deal(MixDeck deck, int cards, int kinds) {
        int[] counts = new int[kinds];
        for (int n = 0; n < cards; n++) {
            counts[deck.next()]++;
        }
        return counts;
    }

    private static int[] sequence(MixDeck deck, int cards) {
        int[] out = new int[cards];
        for (int n = 0; n < cards; n++) {
            out[n] = deck.next();
        }
        return out;
    }
}
