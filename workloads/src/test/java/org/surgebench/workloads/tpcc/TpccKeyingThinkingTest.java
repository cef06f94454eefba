package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.UserPauses;

/**
 * tpcc's {@code --option keying-thinking=true}: the keying times and think-time means of TPC-C clause 5.2.5.7 per
 * transaction, think times drawn as clause 5.2.5.4 says (negative exponential, here truncated at ten means), and
 * nothing without the option. How a user lives them is KeyingThinkingLifeTest's (app-core).
 */
class TpccKeyingThinkingTest {
    private final TpccWorkload tpcc = new TpccWorkload();

    @Test
    void offByDefaultAndDeclared() {
        assertThat(tpcc.pauses(Map.of())).isNull();
        assertThat(tpcc.pauses(Map.of("keying-thinking", "false"))).isNull();
        assertThat(tpcc.options()).anySatisfy(o -> assertThat(o.name()).isEqualTo("keying-thinking"));
    }

    @Test
    void theSpecificationsKeyingTimesAndThinkMeans() {
        UserPauses p = tpcc.pauses(Map.of("keying-thinking", "true"));
        assertThat(p.keying())
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "NO", Duration.ofSeconds(18),
                        "PAY", Duration.ofSeconds(3),
                        "OS", Duration.ofSeconds(2),
                        "DLV", Duration.ofSeconds(2),
                        "SL", Duration.ofSeconds(2)));
        assertThat(p.meanThink())
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "NO", Duration.ofSeconds(12),
                        "PAY", Duration.ofSeconds(12),
                        "OS", Duration.ofSeconds(10),
                        "DLV", Duration.ofSeconds(5),
                        "SL", Duration.ofSeconds(5)));
        // Every transaction tpcc runs has both.
        tpcc.transactions()
                .forEach(t -> assertThat(p.keyingNanos(t.shortName())).isPositive());
    }

    @Test
    void thinkTimesFollowEachMeanWithAFixedSeed() {
        UserPauses p = tpcc.pauses(Map.of("keying-thinking", "true"));
        Rng rng = new Rng(0).reseed(50, 0x7111, 1);
        for (String tx : p.meanThink().keySet()) {
            double mean = p.meanThink().get(tx).toNanos();
            int n = 20_000;
            double sum = 0;
            long max = 0;
            for (int i = 0; i < n; i++) {
                long t = p.thinkNanos(tx, rng);
                sum += t;
                max = Math.max(max, t);
            }
            // The standard error of 20,000 draws is 0.7 % of the mean; truncation at ten means takes 0.05 % off it.
            assertThat(sum / n / mean).as(tx).isBetween(0.97, 1.03);
            assertThat((double) max).as(tx).isLessThanOrEqualTo(10 * mean).isGreaterThan(5 * mean);
        }
    }
}
