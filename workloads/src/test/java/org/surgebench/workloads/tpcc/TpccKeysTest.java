package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Rng;

/** TPC-C's NURand keys, constants and last names (clause 2.1.6, 4.3.2.3). */
class TpccKeysTest {

    @Test
    void nurandStaysInItsRangeAndFavoursSomeKeys() {
        TpccKeys keys = TpccKeys.forSeed(42);
        Rng r = new Rng(7);
        int[] customers = new int[3001];
        int[] items = new int[100_001];
        int[] names = new int[1000];
        for (int i = 0; i < 300_000; i++) {
            int c = keys.customerId(r);
            int item = keys.itemId(r);
            int name = keys.runLastNameNumber(r);
            assertThat(c).isBetween(1, 3000);
            assertThat(item).isBetween(1, 100_000);
            assertThat(name).isBetween(0, 999);
            customers[c]++;
            items[item]++;
            names[name]++;
        }
        // Uniform draws would give 100 per customer id; NURand's OR makes some ids several times as likely.
        assertThat(max(customers)).isGreaterThan(250);
        assertThat(max(names)).isGreaterThan(3 * 300);
        assertThat(max(items)).isGreaterThan(4 * 3);
        // Nearly every value is drawn: a few are so unlikely that 300,000 draws miss them.
        assertThat(zeros(names, 0)).isLessThan(20);
        assertThat(zeros(customers, 1)).isLessThan(300);
    }

    @Test
    void runConstantForLastNamesDiffersFromTheLoadsAsClause2161Requires() {
        for (int load = 0; load <= 255; load++) {
            for (int step = 0; step <= 52; step++) {
                int delta = Math.abs(TpccKeys.runConstant(load, step) - load);
                assertThat(TpccKeys.runConstant(load, step)).isBetween(0, 255);
                assertThat(delta).isBetween(65, 119).isNotIn(96, 112);
            }
        }
        for (long seed = 0; seed < 200; seed++) {
            TpccKeys k = TpccKeys.forSeed(seed);
            assertThat(Math.abs(k.cLastRun() - k.cLastLoad()))
                    .isBetween(65, 119)
                    .isNotIn(96, 112);
            assertThat(k.cId()).isBetween(0, 1023);
            assertThat(k.olIId()).isBetween(0, 8191);
        }
    }

    @Test
    void lastNamesAreThreeSyllables() {
        assertThat(TpccKeys.lastName(371)).isEqualTo("PRICALLYOUGHT");
        assertThat(TpccKeys.lastName(0)).isEqualTo("BARBARBAR");
        assertThat(TpccKeys.lastName(999)).isEqualTo("EINGEINGEING");
    }

    @Test
    void dataHoldsOriginalInOneRowOfTen() {
        Rng r = new Rng(3);
        int original = 0;
        for (int i = 0; i < 10_000; i++) {
            String d = TpccKeys.data(r);
            assertThat(d.length()).isBetween(26, 50);
            original += d.contains("ORIGINAL") ? 1 : 0;
        }
        assertThat(original).isBetween(850, 1150);
    }

    private static int max(int[] a) {
        int m = 0;
        for (int v : a) {
            m = Math.max(m, v);
        }
        return m;
    }

    private static int zeros(int[] a, int from) {
        int n = 0;
        for (int i = from; i < a.length; i++) {
            n += a[i] == 0 ? 1 : 0;
        }
        return n;
    }
}
