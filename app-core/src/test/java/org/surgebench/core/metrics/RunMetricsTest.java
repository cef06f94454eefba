package org.surgebench.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.StatementKind;

class RunMetricsTest {
    private static long ms(double v) {
        return (long) (v * 1_000_000);
    }

    @Test
    void anIntervalReportsRatesAndPercentiles() {
        TxMetrics a = new TxMetrics("A", "alpha");
        TxMetrics b = new TxMetrics("B", "beta");
        RunMetrics m = new RunMetrics(List.of(a, b));
        for (int i = 1; i <= 100; i++) {
            a.success(ms(i), ms(i));
        }
        a.statements(StatementKind.SELECT, 300);
        a.statements(StatementKind.COMMIT, 100);
        b.success(ms(5), ms(5));
        b.error();
        IntervalSnapshot s = m.sample(2.0, 2.0, true, 4);
        assertThat(s.transactions()).isEqualTo(101);
        assertThat(s.tps()).isEqualTo(50.5);
        assertThat(s.qps()).isEqualTo(200.0);
        assertThat(s.errors()).isEqualTo(1);
        assertThat(s.users()).isEqualTo(4);
        TxInterval ta = s.perTransaction().get(0);
        assertThat(ta.count()).isEqualTo(100);
        assertThat(ta.p95Ms()).isBetween(94.9, 95.1);
        assertThat(ta.avgMs()).isBetween(50.4, 50.6);
    }

    @Test
    void onlyMeasuredIntervalsCountInTheSummary() {
        TxMetrics a = new TxMetrics("A", "alpha");
        RunMetrics m = new RunMetrics(List.of(a));
        a.success(ms(1000), ms(1000));
        a.statements(StatementKind.UPDATE, 7);
        m.sample(1, 1, false, 1);
        for (int i = 0; i < 10; i++) {
            a.success(ms(2), ms(3));
        }
        a.statements(StatementKind.UPDATE, 10);
        a.error();
        m.sample(2, 1, true, 1);
        m.sample(3, 1, true, 1);
        TxSummary t = m.summaries().get(0);
        assertThat(t.count()).isEqualTo(10);
        assertThat(t.errors()).isEqualTo(1);
        assertThat(t.statements().update()).isEqualTo(10);
        assertThat(t.tps()).isEqualTo(5.0);
        assertThat(t.service().maxMs()).isLessThan(2.01);
        assertThat(t.response().p50Ms()).isBetween(2.99, 3.01);
        assertThat(m.measuredSeconds()).isEqualTo(2.0);
    }

    @Test
    void allTypesTogetherAreEveryMeasuredIntervalOfEveryType() {
        TxMetrics a = new TxMetrics("A", "alpha");
        TxMetrics b = new TxMetrics("B", "beta");
        RunMetrics m = new RunMetrics(List.of(a, b));
        a.success(ms(900), ms(900));
        m.sample(1, 1, false, 2);
        for (int i = 1; i <= 90; i++) {
            a.success(ms(1), ms(1));
        }
        m.sample(2, 1, true, 2);
        m.sample(3, 1, true, 2);
        for (int i = 1; i <= 10; i++) {
            b.success(ms(100), ms(120));
        }
        m.sample(4, 1, true, 2);

        LatencyStats all = m.overallService();
        assertThat(all.count()).isEqualTo(100);
        assertThat(all.p50Ms()).isBetween(0.99, 1.01);
        assertThat(all.maxMs()).isBetween(99.9, 100.1);
        assertThat(m.distributions().get("all").count()).isEqualTo(100);
        assertThat(m.histograms().service(LatencyHistograms.ALL).getTotalCount())
                .isEqualTo(100);
        assertThat(m.histograms().response(LatencyHistograms.ALL).getMaxValue()).isBetween(119_000L, 120_100L);
    }

    @Test
    void countsAreExactAcrossIntervalsWhileWritersRun() throws Exception {
        TxMetrics a = new TxMetrics("A", "alpha");
        RunMetrics m = new RunMetrics(List.of(a));
        Thread[] writers = new Thread[4];
        for (int w = 0; w < writers.length; w++) {
            writers[w] = Thread.ofVirtual().start(() -> {
                for (int i = 0; i < 50_000; i++) {
                    a.success(1000, 1000);
                    a.statements(StatementKind.SELECT, 1);
                }
            });
        }
        long seen = 0;
        long selects = 0;
        boolean alive = true;
        while (alive) {
            alive = false;
            for (Thread t : writers) {
                alive |= t.isAlive();
            }
            IntervalSnapshot s = m.sample(1, 1, true, 4);
            seen += s.transactions();
            selects += s.statements().select();
        }
        IntervalSnapshot last = m.sample(1, 1, true, 4);
        seen += last.transactions();
        selects += last.statements().select();
        assertThat(seen).isEqualTo(200_000);
        assertThat(selects).isEqualTo(200_000);
        assertThat(m.summaries().get(0).count()).isEqualTo(200_000);
    }
}
