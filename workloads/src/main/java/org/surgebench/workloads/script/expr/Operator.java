package org.surgebench.workloads.script.expr;

/**
 * pgbench's binary operators on values that are not NULL (the caller returns NULL for NULL). Integers stay
 * integers and overflow is an error; a double on either side makes the result a double, except for {@code %} and
 * the bit operators, which take integers (a double rounds half to even); comparisons give booleans.
 */
public enum Operator {
    ADD("+"),
    SUB("-"),
    MUL("*"),
    DIV("/"),
    MOD("%"),
    EQ("="),
    NE("<>"),
    LT("<"),
    LE("<="),
    GT(">"),
    GE(">="),
    BIT_AND("&"),
    BIT_OR("|"),
    BIT_XOR("#"),
    SHIFT_LEFT("<<"),
    SHIFT_RIGHT(">>");

    private final String symbol;

    Operator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** The operator of this symbol ({@code !=} is {@code <>}), or null. */
    static Operator of(String symbol) {
        if (symbol.equals("!=")) {
            return NE;
        }
        for (Operator o : values()) {
            if (o.symbol.equals(symbol)) {
                return o;
            }
        }
        return null;
    }

    boolean comparison() {
        return this == EQ || this == NE || this == LT || this == LE || this == GT || this == GE;
    }

    /** Applies the operator to two values that are not NULL. */
    Value apply(Value l, Value r) {
        boolean dbl = l instanceof Value.Dbl || r instanceof Value.Dbl;
        return switch (this) {
            case ADD, SUB, MUL -> dbl ? Value.of(real(Coerce.toDouble(l), Coerce.toDouble(r))) : integer(l, r);
            case DIV -> dbl ? Value.of(Coerce.toDouble(l) / Coerce.toDouble(r)) : Value.of(divide(toInt(l), toInt(r)));
            case MOD -> Value.of(modulo(toInt(l), toInt(r)));
            case EQ, NE, LT, LE, GT, GE ->
                Value.of(dbl ? holds(Coerce.toDouble(l), Coerce.toDouble(r)) : holds(toInt(l), toInt(r)));
            case BIT_AND -> Value.of(toInt(l) & toInt(r));
            case BIT_OR -> Value.of(toInt(l) | toInt(r));
            case BIT_XOR -> Value.of(toInt(l) ^ toInt(r));
            case SHIFT_LEFT -> Value.of(toInt(l) << toInt(r));
            case SHIFT_RIGHT -> Value.of(toInt(l) >> toInt(r));
        };
    }

    private static long toInt(Value v) {
        return Coerce.toInt(v);
    }

    private double real(double a, double b) {
        return switch (this) {
            case ADD -> a + b;
            case SUB -> a - b;
            default -> a * b;
        };
    }

    private Value integer(Value l, Value r) {
        long a = toInt(l);
        long b = toInt(r);
        try {
            return Value.of(
                    switch (this) {
                        case ADD -> Math.addExact(a, b);
                        case SUB -> Math.subtractExact(a, b);
                        default -> Math.multiplyExact(a, b);
                    });
        } catch (ArithmeticException e) {
            String op = this == ADD ? "add" : this == SUB ? "sub" : "mul";
            throw new EvalException("bigint " + op + " out of range");
        }
    }

    /** Integer division truncating toward zero, as C's. */
    static long divide(long a, long b) {
        if (b == 0) {
            throw new EvalException("division by zero");
        }
        if (b == -1) {
            if (a == Long.MIN_VALUE) {
                throw new EvalException("bigint div out of range");
            }
            return -a;
        }
        return a / b;
    }

    /** The remainder with the sign of the dividend, as C's; anything modulo -1 is 0. */
    static long modulo(long a, long b) {
        if (b == 0) {
            throw new EvalException("division by zero");
        }
        return b == -1 ? 0 : a % b;
    }

    /** Whether the comparison holds between two integers. */
    private boolean holds(long a, long b) {
        return switch (this) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> a < b;
            case LE -> a <= b;
            case GT -> a > b;
            default -> a >= b;
        };
    }

    /** Whether the comparison holds between two doubles, as C compares them (NaN equals nothing). */
    private boolean holds(double a, double b) {
        return switch (this) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> a < b;
            case LE -> a <= b;
            case GT -> a > b;
            default -> a >= b;
        };
    }
}
