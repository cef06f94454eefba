package org.surgebench.core.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.surgebench.core.settings.GeneratorShare;

class GeneratorShareTest {
    @Test
    void sharesAddUpToTheWholeAndUsersKeepTheirNumbers() {
        for (int n = 1; n <= 7; n++) {
            for (long total : new long[] {n, 10, 17, 1000, 1001}) {
                long sum = 0;
                long next = 1;
                for (int k = 1; k <= n; k++) {
                    GeneratorShare g = new GeneratorShare(k, n);
                    assertThat(g.firstOf(total)).as("%d/%d of %d", k, n, total).isEqualTo(next);
                    assertThat(g.of(total)).isBetween(total / n, total / n + 1);
                    next += g.of(total);
                    sum += g.of(total);
                }
                assertThat(sum).isEqualTo(total);
            }
        }
        assertThat(new GeneratorShare(2, 3).firstOf(10)).isEqualTo(5);
        assertThat(new GeneratorShare(3, 3).of(10)).isEqualTo(3);
    }

    @Test
    void theRateFollowsTheUsers() {
        double sum = 0;
        for (int k = 1; k <= 3; k++) {
            sum += new GeneratorShare(k, 3).rateOf(100, 10);
        }
        assertThat(sum).isCloseTo(100, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(new GeneratorShare(1, 3).rateOf(100, 10)).isCloseTo(40, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void badLabelsAreOneSentence() {
        assertThatThrownBy(() -> GeneratorShare.parse("3")).hasMessageContaining("K/N");
        assertThatThrownBy(() -> GeneratorShare.parse("4/3")).hasMessageContaining("1 <= K <= N");
        assertThatThrownBy(() -> GeneratorShare.parse("0/3")).hasMessageContaining("1 <= K <= N");
        assertThat(GeneratorShare.parse(" 2/3 ")).isEqualTo(new GeneratorShare(2, 3));
        // A Kubernetes completion index counts from 0.
        assertThat(GeneratorShare.parse("0+1/3")).isEqualTo(new GeneratorShare(1, 3));
        assertThat(GeneratorShare.parse("2+1/3")).isEqualTo(new GeneratorShare(3, 3));
        assertThatThrownBy(() -> GeneratorShare.parse("3+1/3")).hasMessageContaining("1 <= K <= N");
        assertThatThrownBy(() -> GeneratorShare.parse("$(JOB_COMPLETION_INDEX)+1/3"))
                .hasMessageContaining("K/N");
    }

    @Test
    void aSpecSplitsUsersRateAndCountAndNeedsARunId() {
        RunSpec s = new RunSpec("tpcb")
                .users(10)
                .rate(100)
                .maxTransactions(1000)
                .runTime(null)
                .generator(new GeneratorShare(2, 3))
                .runId("r1");
        s.workloadDefaults(org.surgebench.core.spi.RunDefaults.ENGINE);
        s.validate();
        assertThat(s.users()).isEqualTo(3);
        assertThat(s.totalUsers()).isEqualTo(10);
        assertThat(s.firstUserId()).isEqualTo(5);
        assertThat(s.maxTransactions()).isEqualTo(333);
        assertThat(s.totalMaxTransactions()).isEqualTo(1000);
        assertThat(s.rate()).isCloseTo(30, org.assertj.core.data.Offset.offset(1e-9));
        assertThatThrownBy(() -> new RunSpec("tpcb")
                        .users(10)
                        .generator(new GeneratorShare(1, 2))
                        .validate())
                .hasMessageContaining("needs run id");
        assertThatThrownBy(() -> new RunSpec("tpcb")
                        .users(2)
                        .generator(new GeneratorShare(1, 3))
                        .runId("x")
                        .validate())
                .hasMessageContaining("at least one user per generator");
        assertThatThrownBy(() -> new RunSpec("tpcb").runId("a b").validate()).hasMessageStartingWith("run id takes");
    }
}
