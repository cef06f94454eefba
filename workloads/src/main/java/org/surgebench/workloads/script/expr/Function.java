package org.surgebench.workloads.script.expr;

import java.util.List;
import java.util.Locale;

/**
 * pgbench's built-in functions, with how many arguments each takes. Given NULL, each returns NULL (debug shows it
 * first); {@code hash}, {@code hash_fnv1a}, {@code hash_murmur2} and {@code permute} without a seed take
 * {@code :default_seed} (the parser adds it).
 */
public enum Function {
    ABS(1, 1),
    DEBUG(1, 1),
    DOUBLE(1, 1),
    EXP(1, 1),
    GREATEST(1, Integer.MAX_VALUE),
    HASH(1, 2),
    HASH_FNV1A(1, 2),
    HASH_MURMUR2(1, 2),
    INT(1, 1),
    LEAST(1, Integer.MAX_VALUE),
    LN(1, 1),
    MOD(2, 2),
    PERMUTE(2, 3),
    PI(0, 0),
    POW(2, 2),
    POWER(2, 2),
    RANDOM(2, 2),
    RANDOM_EXPONENTIAL(3, 3),
    RANDOM_GAUSSIAN(3, 3),
    RANDOM_ZIPFIAN(3, 3),
    SQRT(1, 1);

    private final int minArgs;
    private final int maxArgs;

    Function(int minArgs, int maxArgs) {
        this.minArgs = minArgs;
        this.maxArgs = maxArgs;
    }

    /** The function of this name (any case), or null. */
    static Function named(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    public String sqlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    int minArgs() {
        return minArgs;
    }

    int maxArgs() {
        return maxArgs;
    }

    /** Whether the function takes {@code :default_seed} as its last argument when it is not given. */
    boolean seeded() {
        return this == HASH || this == HASH_FNV1A || this == HASH_MURMUR2 || this == PERMUTE;
    }

    /** Computes the function on its arguments, none of them NULL. */
    Value apply(List<Value> a, Env env) {
        return switch (this) {
            case ABS -> a.get(0) instanceof Value.Int i ? Value.of(Math.abs(i.value())) : dbl(Math.abs(d(a, 0)));
            case DEBUG -> a.get(0);
            case DOUBLE -> dbl(d(a, 0));
            case EXP -> dbl(Math.exp(d(a, 0)));
            case GREATEST, LEAST -> extreme(a, this == GREATEST);
            case HASH, HASH_MURMUR2 -> Value.of(Hashes.murmur2(i(a, 0), i(a, 1)));
            case HASH_FNV1A -> Value.of(Hashes.fnv1a(i(a, 0), i(a, 1)));
            case INT -> Value.of(i(a, 0));
            case LN -> dbl(Math.log(d(a, 0)));
            case MOD -> Value.of(Operator.modulo(i(a, 0), i(a, 1)));
            case PERMUTE -> Value.of(Permutation.permute(i(a, 0), i(a, 1), i(a, 2)));
            case PI -> dbl(Math.PI);
            case POW, POWER -> dbl(Math.pow(d(a, 0), d(a, 1)));
            case RANDOM -> Value.of(Distributions.uniform(env.random(), i(a, 0), i(a, 1)));
            case RANDOM_EXPONENTIAL -> Value.of(Distributions.exponential(env.random(), i(a, 0), i(a, 1), d(a, 2)));
            case RANDOM_GAUSSIAN -> Value.of(Distributions.gaussian(env.random(), i(a, 0), i(a, 1), d(a, 2)));
            case RANDOM_ZIPFIAN -> Value.of(Distributions.zipfian(env.random(), i(a, 0), i(a, 1), d(a, 2)));
            case SQRT -> dbl(Math.sqrt(d(a, 0)));
        };
    }

    /** The greatest or least argument: a double when any argument is one, else an integer. */
    private static Value extreme(List<Value> a, boolean greatest) {
        boolean anyDouble = a.stream().anyMatch(v -> v instanceof Value.Dbl);
        if (anyDouble) {
            double best = d(a, 0);
            for (int k = 1; k < a.size(); k++) {
                double v = d(a, k);
                best = greatest ? Math.max(best, v) : Math.min(best, v);
            }
            return dbl(best);
        }
        long best = i(a, 0);
        for (int k = 1; k < a.size(); k++) {
            long v = i(a, k);
            best = greatest ? Math.max(best, v) : Math.min(best, v);
        }
        return Value.of(best);
    }

    private static Value dbl(double d) {
        return Value.of(d);
    }

    private static long i(List<Value> a, int k) {
        return Coerce.toInt(a.get(k));
    }

    private static double d(List<Value> a, int k) {
        return Coerce.toDouble(a.get(k));
    }
}
