package org.surgebench.workloads.file;

import java.math.BigDecimal;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/** One value of a list, by weights when given, else each as likely; numbers stay numbers. */
final class ChoiceDraw implements ValueDraw {
    private final Object[] values;
    /** Running totals of the weights; null when each value is as likely. */
    private final int[] cumulative;

    ChoiceDraw(List<String> values, List<Integer> weights) {
        if (values == null || values.isEmpty()) {
            throw new IllegalArgumentException("a choice needs at least one value");
        }
        this.values = ValueDraws.typed(values);
        if (weights == null || weights.isEmpty()) {
            this.cumulative = null;
            return;
        }
        if (weights.size() != values.size()) {
            throw new IllegalArgumentException(
                    weights.size() + " weights for " + values.size() + " values: give one weight per value");
        }
        this.cumulative = new int[weights.size()];
        int total = 0;
        for (int i = 0; i < weights.size(); i++) {
            int w = weights.get(i) == null ? -1 : weights.get(i);
            if (w < 0) {
                throw new IllegalArgumentException("weight " + weights.get(i) + " is not 0 or more");
            }
            total += w;
            cumulative[i] = total;
        }
        if (total == 0) {
            throw new IllegalArgumentException("the weights add up to 0");
        }
    }

    private Object pick(Rng rng) {
        return values[cumulative == null ? rng.nextInt(values.length) : rng.weighted(cumulative)];
    }

    @Override
    public void write(Rng rng, long key, RowSink sink) {
        Object v = pick(rng);
        if (v instanceof Long l) {
            sink.value((long) l);
        } else if (v instanceof BigDecimal d) {
            sink.value(d);
        } else {
            sink.value((String) v);
        }
    }

    @Override
    public Object draw(Rng rng) {
        return pick(rng);
    }

    @Override
    public int bytes() {
        int sum = 0;
        for (Object v : values) {
            sum += v.toString().length();
        }
        return Math.max(1, sum / values.length);
    }
}
