package org.surgebench.core.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The knee rule on the tables of seed 002 (Order Entry on cloud SSD, Swingbench). */
class KneeFinderTest {

    static List<SweepStep> steps(int[] users, double[] tps, double[] rt) {
        List<SweepStep> out = new ArrayList<>();
        for (int i = 0; i < users.length; i++) {
            out.add(new SweepStep(
                    users[i],
                    tps[i],
                    tps[i] * 10,
                    null,
                    null,
                    rt[i],
                    rt[i] * 2,
                    rt[i] * 3,
                    0,
                    0,
                    null,
                    "completed",
                    null,
                    users[i],
                    null,
                    null,
                    null,
                    null,
                    null));
        }
        return out;
    }

    @Test
    void mixed100GbKneeAt200Users() {
        // users 20..300: TPS 259, 562, 1258, 2320, 2350; RT 6, 7, 8, 15, 50 ms
        assertThat(KneeFinder.find(steps(
                        new int[] {20, 50, 100, 200, 300},
                        new double[] {259, 562, 1258, 2320, 2350},
                        new double[] {6, 7, 8, 15, 50})))
                .isEqualTo(3);
    }

    @Test
    void mixed1TbKneeAt200Users() {
        assertThat(KneeFinder.find(steps(
                        new int[] {20, 50, 100, 200, 300},
                        new double[] {236, 574, 1069, 1599, 1690},
                        new double[] {14, 16, 22, 53, 105})))
                .isEqualTo(3);
    }

    @Test
    void readOnly100GbKneeAt400Users() {
        assertThat(KneeFinder.find(steps(
                        new int[] {20, 50, 100, 200, 300, 400, 500},
                        new double[] {349, 870, 1734, 3367, 4717, 5460, 5563},
                        new double[] {2, 2, 2, 4, 7, 15, 31})))
                .isEqualTo(5);
    }

    @Test
    void noKneeWhileThroughputScalesOrResponseTimeHolds() {
        assertThat(KneeFinder.find(steps(new int[] {1, 2, 4}, new double[] {100, 200, 390}, new double[] {1, 1, 1.1})))
                .isNull();
        // TPS flat but response time steady (think-time bound): not a knee
        assertThat(KneeFinder.find(steps(new int[] {10, 20}, new double[] {100, 101}, new double[] {5, 5.2})))
                .isNull();
        assertThat(KneeFinder.find(List.of())).isNull();
    }
}
