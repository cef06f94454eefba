package org.surgebench.workloads.file;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Function;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/**
 * Makes the {@link ValueDraw} of a generator kind of {@link ValueSpec}. A spec that does not make sense (a range
 * that does not read, weights that do not match the values, a reference to no sequence) is an
 * {@link IllegalArgumentException} whose message ends the sentence the caller starts with the file and line.
 * The kinds read from the database when a run starts are {@link RunDraws}'.
 */
final class ValueDraws {
    private ValueDraws() {}

    /**
     * The draw of a generator kind; {@code keys} gives the keys of the file's sequence columns
     * ({@code table.column}) at the scale in force, for references.
     */
    static ValueDraw of(ValueSpec spec, Function<String, TableKeys> keys) {
        ValueDraw draw = switch (spec) {
            case ValueSpec.Sequence s -> sequence(s);
            case ValueSpec.Uniform u -> longs(Ranges.longs(u.uniform()), (r, lo, hi) -> r.between(lo, hi));
            case ValueSpec.Normal n -> normal(n);
            case ValueSpec.Zipfian z -> zipfian(z);
            case ValueSpec.Decimal d -> decimal(Ranges.decimals(d.decimal()));
            case ValueSpec.Dates d -> dates(Ranges.dates(d.date()));
            case ValueSpec.Timestamps t -> timestamps(Ranges.timestamps(t.timestamp()));
            case ValueSpec.Choice c -> new ChoiceDraw(c.choice(), c.weights());
            case ValueSpec.Text t -> new TextDraw(Ranges.longs(t.text()));
            case ValueSpec.Ref r -> ref(r, keys);
            case ValueSpec.Sample s -> throw new IllegalArgumentException("sample is for parameters, not columns");
            case ValueSpec.KeyRange k -> throw new IllegalArgumentException("key-range is for parameters, not columns");
            case ValueSpec.Unique u -> throw new IllegalArgumentException("unique is for parameters, not columns");
        };
        Double nulls = nulls(spec);
        return nulls == null || nulls == 0 ? draw : withNulls(draw, nulls);
    }

    private static Double nulls(ValueSpec spec) {
        return switch (spec) {
            case ValueSpec.Uniform u -> u.nulls();
            case ValueSpec.Normal n -> n.nulls();
            case ValueSpec.Zipfian z -> z.nulls();
            case ValueSpec.Decimal d -> d.nulls();
            case ValueSpec.Dates d -> d.nulls();
            case ValueSpec.Timestamps t -> t.nulls();
            case ValueSpec.Choice c -> c.nulls();
            case ValueSpec.Text t -> t.nulls();
            case ValueSpec.Ref r -> r.nulls();
            default -> null;
        };
    }

    /** Whole numbers from the rng, given the range's ends. */
    @FunctionalInterface
    interface LongSource {
        long next(Rng rng, long min, long max);
    }

    static ValueDraw longs(Ranges.Longs range, LongSource source) {
        long min = range.min();
        long max = range.max();
        return new ValueDraw() {
            @Override
            public void write(Rng rng, long key, RowSink sink) {
                sink.value(source.next(rng, min, max));
            }

            @Override
            public Object draw(Rng rng) {
                return source.next(rng, min, max);
            }

            @Override
            public int bytes() {
                return 8;
            }
        };
    }

    private static ValueDraw sequence(ValueSpec.Sequence s) {
        long start = s.sequence() == null ? 1 : s.sequence();
        long step = s.step() == null ? 1 : s.step();
        if (step == 0) {
            throw new IllegalArgumentException("a sequence's step is not 0");
        }
        return new ValueDraw() {
            @Override
            public void write(Rng rng, long key, RowSink sink) {
                sink.value(start + (key - 1) * step);
            }

            @Override
            public Object draw(Rng rng) {
                throw new IllegalStateException("a sequence is for columns");
            }

            @Override
            public int bytes() {
                return 8;
            }
        };
    }

    private static ValueDraw normal(ValueSpec.Normal n) {
        Ranges.Longs range = Ranges.longs(n.normal());
        double mean = n.mean() != null ? n.mean() : (range.min() + (double) range.max()) / 2;
        double sd = n.sd() != null ? n.sd() : Math.max(1e-9, (range.max() - (double) range.min()) / 6);
        if (!(sd > 0)) {
            throw new IllegalArgumentException("sd " + sd + " is not above 0");
        }
        ZigguratSampler.NormalizedGaussian gauss = ZigguratSampler.NormalizedGaussian.of(() -> 0L);
        return longs(range, (rng, lo, hi) -> {
            UniformRandomProvider source = rng::nextLong;
            long v = Math.round(
                    mean + sd * gauss.withUniformRandomProvider(source).sample());
            return Math.max(lo, Math.min(hi, v));
        });
    }

    private static ValueDraw zipfian(ValueSpec.Zipfian z) {
        Ranges.Longs range = Ranges.longs(z.zipfian());
        Zipf zipf = new Zipf(range.max() - range.min() + 1, z.skew() == null ? Zipf.DEFAULT_SKEW : z.skew());
        return longs(range, (rng, lo, hi) -> lo + zipf.rank(rng) - 1);
    }

    private static ValueDraw ref(ValueSpec.Ref r, Function<String, TableKeys> keys) {
        TableKeys k = keys.apply(r.ref());
        Zipf zipf = r.skew() == null ? null : new Zipf(Math.max(1, k.rows()), r.skew());
        return longs(
                new Ranges.Longs(1, Math.max(1, k.rows())),
                (rng, lo, hi) -> k.key(zipf == null ? rng.between(lo, hi) : zipf.rank(rng)));
    }

    private static ValueDraw decimal(Ranges.Decimals range) {
        long min = range.min().setScale(range.scale()).unscaledValue().longValueExact();
        long max = range.max().setScale(range.scale()).unscaledValue().longValueExact();
        int scale = range.scale();
        return new ValueDraw() {
            @Override
            public void write(Rng rng, long key, RowSink sink) {
                sink.decimal(rng.between(min, max), scale);
            }

            @Override
            public Object draw(Rng rng) {
                return BigDecimal.valueOf(rng.between(min, max), scale);
            }

            @Override
            public int bytes() {
                return 8;
            }
        };
    }

    private static ValueDraw dates(Ranges.Dates range) {
        long min = range.min().toEpochDay();
        long max = range.max().toEpochDay();
        return new ValueDraw() {
            @Override
            public void write(Rng rng, long key, RowSink sink) {
                sink.value(LocalDate.ofEpochDay(rng.between(min, max)));
            }

            @Override
            public Object draw(Rng rng) {
                return LocalDate.ofEpochDay(rng.between(min, max));
            }

            @Override
            public int bytes() {
                return 4;
            }
        };
    }

    private static ValueDraw timestamps(Ranges.Timestamps range) {
        long min = range.min().toEpochSecond(ZoneOffset.UTC);
        long max = range.max().toEpochSecond(ZoneOffset.UTC);
        return new ValueDraw() {
            @Override
            public void write(Rng rng, long key, RowSink sink) {
                sink.value(LocalDateTime.ofEpochSecond(rng.between(min, max), 0, ZoneOffset.UTC));
            }

            @Override
            public Object draw(Rng rng) {
                return LocalDateTime.ofEpochSecond(rng.between(min, max), 0, ZoneOffset.UTC);
            }

            @Override
            public int bytes() {
                return 8;
            }
        };
    }

    private static ValueDraw withNulls(ValueDraw draw, double fraction) {
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new IllegalArgumentException("nulls " + fraction + " is not a fraction from 0 to 1");
        }
        return new ValueDraw() {
            @Override
            public void write(Rng rng, long key, RowSink sink) {
                if (rng.chance(fraction)) {
                    sink.nullValue();
                } else {
                    draw.write(rng, key, sink);
                }
            }

            @Override
            public Object draw(Rng rng) {
                return rng.chance(fraction) ? null : draw.draw(rng);
            }

            @Override
            public int bytes() {
                return draw.bytes();
            }
        };
    }

    /** The values of a choice as the database should get them: all whole numbers, all decimals, or texts. */
    static Object[] typed(List<String> values) {
        if (values.stream().anyMatch(v -> v.matches("-?0\\d+"))) {
            return values.toArray(); // codes such as 007 keep their zeros
        }
        try {
            return values.stream().map(Long::valueOf).toArray();
        } catch (NumberFormatException notWhole) {
            try {
                return values.stream().map(BigDecimal::new).toArray();
            } catch (NumberFormatException notDecimal) {
                return values.toArray();
            }
        }
    }
}
