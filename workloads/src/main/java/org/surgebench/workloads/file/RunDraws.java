package org.surgebench.workloads.file;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/**
 * The parameter sources read from the database when a run starts, before any user logs on: values sampled from
 * the user's own tables, a key range by least and greatest value, new keys above the greatest. What cannot be
 * drawn (an empty table) is an {@link IllegalArgumentException} ending the caller's sentence.
 */
final class RunDraws {
    private static final String NAME = "[A-Za-z_][A-Za-z0-9_$]*";

    /** How many values a sample keeps when the file does not say. */
    static final int DEFAULT_SAMPLE = 10_000;

    private RunDraws() {}

    /** Checks a run kind's shape without a database (at load); true for a run kind, false for a generator kind. */
    static boolean check(ValueSpec spec) {
        if (spec instanceof ValueSpec.Sample s) {
            query(s.sample());
            if (s.sample().count() != null && s.sample().count() < 1) {
                throw new IllegalArgumentException("a sample's count is 1 or more");
            }
            return true;
        }
        if (spec instanceof ValueSpec.KeyRange k) {
            column(k.keyRange());
            return true;
        }
        if (spec instanceof ValueSpec.Unique u) {
            column(u.unique());
            return true;
        }
        return false;
    }

    /** The draw of a run kind, reading what it needs over {@code c}; {@code seed} picks the sample. */
    static ValueDraw of(ValueSpec spec, Connection c, long seed) throws SQLException {
        return switch (spec) {
            case ValueSpec.Sample s -> sample(s, c, seed);
            case ValueSpec.KeyRange k -> keyRange(k, c);
            case ValueSpec.Unique u -> unique(u, c);
            default -> throw new IllegalStateException("not read at run start: " + spec);
        };
    }

    /** The query a sample runs. */
    static String query(ValueSpec.SampleSpec s) {
        if (s == null) {
            throw new IllegalArgumentException("sample needs table and column, or query");
        }
        if (s.query() != null) {
            if (s.table() != null || s.column() != null || s.where() != null) {
                throw new IllegalArgumentException("a sample has table and column (and where), or query, not both");
            }
            return s.query();
        }
        if (s.table() == null || s.column() == null) {
            throw new IllegalArgumentException("sample needs table and column, or query");
        }
        if (!s.table().matches(NAME + "(\\." + NAME + ")?") || !s.column().matches(NAME)) {
            throw new IllegalArgumentException("'" + s.table() + "." + s.column() + "' is not a table and column name");
        }
        return "SELECT " + s.column() + " FROM " + s.table() + (s.where() == null ? "" : " WHERE " + s.where());
    }

    /** {@code [schema.]table.column} as its table and column. */
    static String[] column(String reference) {
        if (reference == null || !reference.matches(NAME + "(\\." + NAME + ")?\\." + NAME)) {
            throw new IllegalArgumentException("'" + reference + "' is not table.column");
        }
        int dot = reference.lastIndexOf('.');
        return new String[] {reference.substring(0, dot), reference.substring(dot + 1)};
    }

    /**
     * Up to {@code count} of the query's values, chosen by the smallest hashes of (seed, value): the same values
     * for the same seed and rows whatever order the database returns them in.
     */
    private static ValueDraw sample(ValueSpec.Sample s, Connection c, long seed) throws SQLException {
        int count = s.sample().count() == null ? DEFAULT_SAMPLE : s.sample().count();
        record Kept(long hash, Object value) {}
        PriorityQueue<Kept> kept =
                new PriorityQueue<>(Comparator.comparingLong(Kept::hash).reversed());
        try (PreparedStatement ps = c.prepareStatement(query(s.sample()))) {
            ps.setFetchSize(10_000);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Object v = rs.getObject(1);
                    long hash = Rng.mix(seed ^ Rng.idOf(Objects.toString(v)));
                    if (kept.size() < count) {
                        kept.add(new Kept(hash, v));
                    } else if (hash < kept.peek().hash()) {
                        kept.poll();
                        kept.add(new Kept(hash, v));
                    }
                }
            }
        }
        if (kept.isEmpty()) {
            throw new IllegalArgumentException(
                    "the sample found no rows (" + query(s.sample()) + "): load the table first, or sample another");
        }
        List<Kept> ordered = new ArrayList<>(kept);
        ordered.sort(Comparator.comparingLong(Kept::hash));
        Object[] values = ordered.stream().map(Kept::value).toArray();
        Zipf zipf = s.skew() == null ? null : new Zipf(values.length, s.skew());
        return picker(rng -> values[(int) (zipf == null ? rng.nextInt(values.length) : zipf.rank(rng) - 1)]);
    }

    private static ValueDraw keyRange(ValueSpec.KeyRange k, Connection c) throws SQLException {
        String[] tc = column(k.keyRange());
        long min;
        long max;
        try (PreparedStatement ps = c.prepareStatement("SELECT MIN(" + tc[1] + "), MAX(" + tc[1] + ") FROM " + tc[0]);
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            min = rs.getLong(1);
            if (rs.wasNull()) {
                throw new IllegalArgumentException("table " + tc[0] + " is empty: key-range found no keys");
            }
            max = rs.getLong(2);
        }
        Zipf zipf = k.skew() == null ? null : new Zipf(max - min + 1, k.skew());
        return picker(rng -> zipf == null ? rng.between(min, max) : min + zipf.rank(rng) - 1);
    }

    private static ValueDraw unique(ValueSpec.Unique u, Connection c) throws SQLException {
        String[] tc = column(u.unique());
        long max;
        try (PreparedStatement ps = c.prepareStatement("SELECT MAX(" + tc[1] + ") FROM " + tc[0]);
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            max = rs.getLong(1);
        }
        AtomicLong next = new AtomicLong(max);
        return picker(rng -> next.incrementAndGet());
    }

    private static ValueDraw picker(java.util.function.Function<Rng, Object> pick) {
        return new ValueDraw() {
            @Override
            public void write(Rng rng, long key, RowSink sink) {
                throw new IllegalStateException("read at run start: parameters only");
            }

            @Override
            public Object draw(Rng rng) {
                return pick.apply(rng);
            }

            @Override
            public int bytes() {
                return 8;
            }
        };
    }
}
