package org.surgebench.workloads.file;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.util.List;

/**
 * Where a value comes from: a table column's generator or a parameter's source. Each kind is a map with one key
 * naming it ({@code uniform: 1..100}) and the keys that go with that kind ({@code nulls: 0.1}); ranges are written
 * {@code low..high}, both inclusive. {@link ValueSpecReader} picks the kind and names a stray key.
 */
@JsonDeserialize(using = ValueSpecReader.class)
@JsonInclude(JsonInclude.Include.NON_NULL)
public sealed interface ValueSpec {

    /** 1, 2, 3, ... from {@code sequence} (the first value) by {@code step}: a key, one per row (columns only). */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Sequence(Long sequence, Long step) implements ValueSpec {}

    /** Whole numbers, each as likely. */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Uniform(String uniform, Double nulls) implements ValueSpec {}

    /** Whole numbers around {@code mean} (default: the middle) with deviation {@code sd} (default: a sixth of the range), kept in the range. */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Normal(String normal, Double mean, Double sd, Double nulls) implements ValueSpec {}

    /** Whole numbers, the low ones far more often: the first is drawn most, by Zipf's law of exponent {@code skew} (default 0.99). */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Zipfian(String zipfian, Double skew, Double nulls) implements ValueSpec {}

    /** Decimal numbers with as many places as the range's bounds ({@code 0.50..99.99}), each as likely. */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Decimal(String decimal, Double nulls) implements ValueSpec {}

    /** Days in a range ({@code 2024-01-01..2025-12-31}). */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Dates(String date, Double nulls) implements ValueSpec {}

    /** Times to the second in a range ({@code 2025-01-01T08:00..2025-12-31T22:00}). */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Timestamps(String timestamp, Double nulls) implements ValueSpec {}

    /** One of a list, by {@code weights} when given (as many as the values), else each as likely. */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Choice(List<String> choice, List<Integer> weights, Double nulls) implements ValueSpec {}

    /** Words of lower-case letters, of a length in a range ({@code 10..40}). */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Text(String text, Double nulls) implements ValueSpec {}

    /**
     * A key of another table of the file ({@code ref: customer.customer_id}, a sequence column), so foreign keys
     * hold; uniform, or skewed by Zipf's law when {@code skew} is given.
     */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Ref(String ref, Double skew, Double nulls) implements ValueSpec {}

    /** Values read from the database when the run starts (parameters only); drawn uniformly, or skewed. */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Sample(SampleSpec sample, Double skew) implements ValueSpec {}

    /** A key between a column's least and greatest values, read when the run starts (parameters only). */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record KeyRange(String keyRange, Double skew) implements ValueSpec {}

    /** A new key above a column's greatest value when the run starts, one more each time (parameters only). */
    @JsonDeserialize(using = JsonDeserializer.None.class)
    record Unique(String unique) implements ValueSpec {}

    /**
     * What a {@link Sample} reads: {@code count} values of {@code column} of {@code table} (rows that match
     * {@code where}, if given), or of the first column of {@code query}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record SampleSpec(String table, String column, String where, String query, Integer count) {}
}
