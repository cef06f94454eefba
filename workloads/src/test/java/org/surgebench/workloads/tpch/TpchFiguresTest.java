package org.surgebench.workloads.tpch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;

/** The figures' formulas (clause 5.4) on hand-made intervals, the stream orders, and the refusals of bad input. */
class TpchFiguresTest {
    private static TpchTiming ok(String name, double seconds) {
        return new TpchTiming("power", 0, name, 0, seconds, TpchTiming.Outcome.OK, 1, null);
    }

    /** RF1, the 22 queries of stream 0 at {@code seconds(q)}, RF2. */
    private static List<TpchTiming> power(double rf1, double query, double rf2) {
        List<TpchTiming> out = new ArrayList<>();
        out.add(ok("RF1", rf1));
        TpchStreams.order(0).forEach(q -> out.add(ok(q.name(), query)));
        out.add(ok("RF2", rf2));
        return out;
    }

    @Test
    void powerIsScaleTimes3600OverTheGeometricMeanOfThe24Intervals() {
        // 22 queries of 2 s, RF1 of 8 s, RF2 of 0.5 s: geometric mean (2^22 x 8 x 0.5)^(1/24) = 2^(24/24) = 2.
        TpchFigures f = TpchFigures.of(10, power(8, 2, 0.5), List.of(), 0, 0);
        assertThat(f.power()).isCloseTo(3600 * 10 / 2.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(f.throughput()).isNull();
        assertThat(f.qphH()).isNull();
        assertThat(f.why()).isEmpty();
    }

    @Test
    void queriesFasterThanAThousandthOfTheLongestCountAsThatThousandth() {
        List<TpchTiming> t = power(1, 1, 1);
        t.set(1, ok(t.get(1).name(), 1000)); // the first query: 1000 s
        t.set(2, ok(t.get(2).name(), 0.001)); // the second: 1 ms, raised to 1000 / 1000 = 1 s
        TpchFigures f = TpchFigures.of(1, t, List.of(), 0, 0);
        double expected = 3600 / Math.exp(Math.log(1000) / 24);
        assertThat(f.power()).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void throughputIsStreamsTimes22Times3600OverTsTimesScale() {
        List<TpchTiming> t = List.of(new TpchTiming("throughput", 1, "Q1", 0, 3, TpchTiming.Outcome.OK, 1, null));
        TpchFigures f = TpchFigures.of(0.5, power(1, 1, 1), t, 3, 60);
        assertThat(f.throughput()).isEqualTo(3 * 22 * 3600 / 60.0 * 0.5);
        assertThat(f.power()).isEqualTo(3600 * 0.5);
        assertThat(f.qphH())
                .isCloseTo(Math.sqrt(f.power() * f.throughput()), org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aTimedOutQueryLeavesItsFigureOutAndSaysWhy() {
        List<TpchTiming> t = power(1, 0.01, 1);
        TpchTiming q = t.get(5);
        t.set(5, new TpchTiming("power", 0, q.name(), 0, 60, TpchTiming.Outcome.TIMEOUT, 0, "cancelled"));
        TpchFigures f = TpchFigures.of(1, t, List.of(), 0, 0);
        assertThat(f.power()).isNull();
        assertThat(f.why()).containsExactly("power not computed: " + q.name() + " of stream 0 timed out after 60.0 s");
        assertThat(TpchTestText.cell(t.get(5))).isEqualTo("timeout");
    }

    @Test
    void everyStreamRunsEachQueryOnceInTheSpecificationsOrder() {
        assertThat(TpchStreams.TABLE_ROWS).isEqualTo(41);
        for (int s = 0; s < TpchStreams.TABLE_ROWS; s++) {
            assertThat(TpchStreams.order(s)).as("stream %d", s).containsExactlyInAnyOrder(TpchQuery.values());
        }
        assertThat(TpchStreams.order(0).stream().map(TpchQuery::number))
                .containsExactly(14, 2, 9, 20, 6, 17, 18, 8, 21, 13, 3, 22, 16, 4, 11, 15, 1, 10, 19, 5, 7, 12);
        assertThat(TpchStreams.order(41)).isEqualTo(TpchStreams.order(0));
        assertThat(IntStream.range(0, 41)
                        .mapToObj(TpchStreams::order)
                        .distinct()
                        .count())
                .isEqualTo(41);
    }

    @Test
    void anUnknownTestOrFewerThanOneStreamIsRefusedInOneSentence() {
        assertThatThrownBy(() -> TpchTests.checkAsked("speed", 2))
                .isInstanceOf(SurgeException.class)
                .hasMessage("tpch has no test 'speed': give --test power, throughput or both.")
                .extracting(e -> ((SurgeException) e).exitCode())
                .isEqualTo(2);
        assertThatThrownBy(() -> TpchTests.checkAsked("throughput", 0))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("--streams must be 1 or more")
                .extracting(e -> ((SurgeException) e).exitCode())
                .isEqualTo(2);
    }
}
