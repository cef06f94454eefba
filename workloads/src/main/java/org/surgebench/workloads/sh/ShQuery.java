package org.surgebench.workloads.sh;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.surgebench.core.spi.Rng;

/**
 * One analytic query of the mix: short and long name, default weight, its SQL with named parameters for a
 * dialect, and how it draws its parameters from the dimensions.
 */
record ShQuery(String shortName, String name, int weight, Function<String, String> sqlFor, Picker picker) {

    /** Draws one execution's parameters. */
    @FunctionalInterface
    interface Picker {
        Map<String, Object> pick(Rng random, ShDimensions dimensions);
    }

    SqlTemplate template(String dialect) {
        return new SqlTemplate(sqlFor.apply(dialect));
    }

    /** Parameters for one execution, in a fluent form. */
    static final class Params {
        private final Map<String, Object> values = new LinkedHashMap<>();

        Params put(String name, Object value) {
            values.put(name, value);
            return this;
        }

        /** A period's first and last day as {@code start_day} and {@code end_day}. */
        Params period(ShDimensions.Period p) {
            return put("start_day", p.start()).put("end_day", p.end());
        }

        /** {@code n} distinct values of {@code pool} as {@code prefix_1 .. prefix_n}. */
        Params distinct(Rng r, String prefix, int[] pool, int n) {
            int[] copy = pool.clone();
            for (int i = 0; i < n; i++) {
                int j = i + r.nextInt(copy.length - i);
                int t = copy[i];
                copy[i] = copy[j];
                copy[j] = t;
                put(prefix + "_" + (i + 1), copy[i]);
            }
            return this;
        }

        Map<String, Object> values() {
            return values;
        }
    }
}
