package org.surgebench.workloads.script.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Rng;

/**
 * pgbench's expression language: precedence, integer semantics, NULL, CASE, every function and the errors. Where a
 * result is pgbench's own, it is what pgbench 15 printed for the same expression with {@code debug()}.
 */
class ExprTest {
    private final Map<String, Value> vars = new HashMap<>();
    private final List<Value> debugged = new ArrayList<>();
    private final Rng rng = new Rng(42);
    private final Env env = new Env() {
        @Override
        public Value variable(String name) {
            return vars.get(name);
        }

        @Override
        public Rng random() {
            return rng;
        }

        @Override
        public void debug(Value value) {
            debugged.add(value);
        }
    };

    private Value eval(String text) {
        try {
            return ExprParser.parse(text).eval(env);
        } catch (ExprSyntaxException e) {
            throw new AssertionError(text + ": " + e.getMessage(), e);
        }
    }

    private long i(String text) {
        Value v = eval(text);
        assertThat(v).as(text).isInstanceOf(Value.Int.class);
        return ((Value.Int) v).value();
    }

    private double d(String text) {
        Value v = eval(text);
        assertThat(v).as(text).isInstanceOf(Value.Dbl.class);
        return ((Value.Dbl) v).value();
    }

    private void fails(String text, String message) {
        assertThatThrownBy(() -> eval(text))
                .as(text)
                .isInstanceOf(EvalException.class)
                .hasMessage(message);
    }

    private void syntax(String text, String fragment) {
        assertThatThrownBy(() -> ExprParser.parse(text))
                .as(text)
                .isInstanceOf(ExprSyntaxException.class)
                .hasMessageContaining(fragment);
    }

    @Test
    void precedenceAndAssociativityAsPgbench() {
        assertThat(i("1 + 2 * 3")).isEqualTo(7);
        assertThat(i("(1 + 2) * 3")).isEqualTo(9);
        assertThat(i("1 + 2 * 3 << 1")).isEqualTo(14); // the bit operators bind looser than + and *
        assertThat(i("1 | 2 & 4 # 8")).isEqualTo(8); // one level, left to right
        assertThat(i("5 >> 1 << 2")).isEqualTo(8);
        assertThat(i("10 - 4 - 3")).isEqualTo(3);
        assertThat(i("100 / 10 / 5")).isEqualTo(2);
        assertThat(i("1 - - 2")).isEqualTo(3);
        assertThat(i("- 2 * 3")).isEqualTo(-6);
        assertThat(i("~5")).isEqualTo(-6);
        assertThat(i("+7")).isEqualTo(7);
        assertThat(eval("not 1 = 2")).isEqualTo(Value.of(true)); // NOT binds looser than =
        assertThat(eval("1 < 2 and 2 < 3 or false")).isEqualTo(Value.of(true));
        assertThat(eval("false and false or true")).isEqualTo(Value.of(true));
        assertThat(eval("true or true and false")).isEqualTo(Value.of(true));
        assertThat(eval("1 + 1 = 2 is true")).isEqualTo(Value.of(true));
        syntax("1 < 2 = true", "syntax error"); // comparisons do not chain
    }

    @Test
    void integersTruncateOverflowIsAnErrorAndDoublesSpread() {
        assertThat(i("7 / -2")).isEqualTo(-3);
        assertThat(i("-7 / 2")).isEqualTo(-3);
        assertThat(i("-7 % 3")).isEqualTo(-1);
        assertThat(i("mod(-7, 3)")).isEqualTo(-1);
        assertThat(i("(-9223372036854775807 - 1) % -1")).isZero();
        assertThat(i("-9223372036854775808")).isEqualTo(Long.MIN_VALUE);
        assertThat(i("9223372036854775807 * -1")).isEqualTo(-Long.MAX_VALUE);
        assertThat(i("5.5 % 2")).isZero(); // % takes integers: 5.5 rounds to 6
        assertThat(i("10 % 3.5")).isEqualTo(2);
        assertThat(i("3 & 1.5")).isEqualTo(2);
        assertThat(i("~1.5")).isEqualTo(-3);
        assertThat(i("1 << 63")).isEqualTo(Long.MIN_VALUE);
        assertThat(i("-8 >> 1")).isEqualTo(-4);
        assertThat(d("3 / 2.0")).isEqualTo(1.5);
        assertThat(d("1 + 1.5")).isEqualTo(2.5);
        assertThat(d("1.0 / 0")).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(d("1e3")).isEqualTo(1000);
        assertThat(d(".5")).isEqualTo(0.5);
        fails("9223372036854775807 + 1", "bigint add out of range");
        fails("(-9223372036854775807 - 1) - 1", "bigint sub out of range");
        fails("-(-9223372036854775807 - 1)", "bigint sub out of range");
        fails("2 * 4611686018427387904", "bigint mul out of range");
        fails("(-9223372036854775807 - 1) / -1", "bigint div out of range");
        fails("1 / 0", "division by zero");
        fails("1 % 0", "division by zero");
        fails("mod(7, 0)", "division by zero");
        syntax("9223372036854775808", "out of range");
    }

    @Test
    void comparisonsAndBooleans() {
        assertThat(eval("1 = 1.0")).isEqualTo(Value.of(true));
        assertThat(eval("2 <> 3")).isEqualTo(Value.of(true));
        assertThat(eval("2 != 2")).isEqualTo(Value.of(false));
        assertThat(eval("1 <= 2")).isEqualTo(Value.of(true));
        assertThat(eval("2 >= 3")).isEqualTo(Value.of(false));
        assertThat(eval("2.5 > 2")).isEqualTo(Value.of(true));
        fails("1 = true", "cannot coerce boolean to int");
        fails("true + 1", "cannot coerce boolean to int");
        fails("TRUE AND 2", "cannot coerce int to boolean");
        fails("2.5 and 1", "cannot coerce double to boolean");
        fails("not 1", "cannot coerce int to boolean");
        fails("double(true)", "cannot coerce boolean to double");
    }

    @Test
    void nullAsPgbenchComputesIt() {
        vars.put("default_seed", Value.of(1L));
        assertThat(eval("NULL + 1")).isEqualTo(Value.NULL);
        assertThat(eval("null = null")).isEqualTo(Value.NULL);
        assertThat(eval("1 < null")).isEqualTo(Value.NULL);
        assertThat(eval("not null")).isEqualTo(Value.NULL);
        // pgbench's AND and OR: NULL on the left is NULL whatever the right; the right is computed only when needed.
        assertThat(eval("NULL and false")).isEqualTo(Value.NULL);
        assertThat(eval("NULL or true")).isEqualTo(Value.NULL);
        assertThat(eval("true and null")).isEqualTo(Value.NULL);
        assertThat(eval("false or null")).isEqualTo(Value.NULL);
        assertThat(eval("false and null")).isEqualTo(Value.of(false));
        assertThat(eval("true or null")).isEqualTo(Value.of(true));
        assertThat(eval("false and 1/0")).isEqualTo(Value.of(false));
        assertThat(eval("true or 1/0")).isEqualTo(Value.of(true));
        assertThat(eval("3 is null")).isEqualTo(Value.of(false));
        assertThat(eval("null is null")).isEqualTo(Value.of(true));
        assertThat(eval("null is not null")).isEqualTo(Value.of(false));
        assertThat(eval("3 notnull")).isEqualTo(Value.of(true));
        assertThat(eval("3 isnull")).isEqualTo(Value.of(false));
        assertThat(eval("true is not false")).isEqualTo(Value.of(true));
        assertThat(eval("null is true")).isEqualTo(Value.of(false));
        assertThat(eval("null is not true")).isEqualTo(Value.of(true));
        assertThat(eval("1 is true")).isEqualTo(Value.of(false));
        assertThat(eval("least(1, null)")).isEqualTo(Value.NULL);
        assertThat(eval("abs(null)")).isEqualTo(Value.NULL);
        assertThat(eval("hash(null)")).isEqualTo(Value.NULL);
    }

    @Test
    void caseTakesTheFirstConditionThatHolds() {
        assertThat(i("case when 1 > 2 then 10 when 2 > 1 then 20 else 30 end")).isEqualTo(20);
        assertThat(i("CASE WHEN false THEN 1 ELSE 2 END")).isEqualTo(2);
        assertThat(eval("case when false then 1 end")).isEqualTo(Value.NULL);
        assertThat(i("case when null then 1 else 2 end")).isEqualTo(2);
        assertThat(i("case when 1 then 1 else 2 end")).isEqualTo(1); // a number is true when not zero
        assertThat(i("case when 0 then 1 else 2 end")).isEqualTo(2);
        assertThat(i("case when 2.5 then 1 else 2 end")).isEqualTo(1);
        assertThat(i("case when 1 = 1 then case when false then 1 else 3 end end"))
                .isEqualTo(3);
        syntax("case 1 when 1 then 2 end", "syntax error");
        syntax("case when 1 then 2", "syntax error");
    }

    @Test
    void numericFunctions() {
        assertThat(d("abs(-3.5)")).isEqualTo(3.5);
        assertThat(i("abs(-3)")).isEqualTo(3);
        assertThat(i("ABS(-1)")).isEqualTo(1); // function names in any case
        assertThat(i("abs(-9223372036854775807 - 1)")).isEqualTo(Long.MIN_VALUE);
        assertThat(d("double(3)")).isEqualTo(3.0);
        assertThat(d("exp(1)")).isCloseTo(Math.E, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(d("ln(10)")).isCloseTo(2.302585092994046, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(d("ln(0)")).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(d("sqrt(2)")).isCloseTo(Math.sqrt(2), org.assertj.core.data.Offset.offset(1e-15));
        assertThat(d("sqrt(-1)")).isNaN();
        assertThat(d("pi()")).isEqualTo(Math.PI);
        assertThat(d("pow(2, 10)")).isEqualTo(1024.0);
        assertThat(d("power(2, -1)")).isEqualTo(0.5);
        assertThat(d("greatest(1, 2.5, 2)")).isEqualTo(2.5);
        assertThat(i("greatest(1, 2)")).isEqualTo(2);
        assertThat(i("least(3, 2)")).isEqualTo(2);
        assertThat(d("least(2, 1.0)")).isEqualTo(1.0);
        // int() rounds half to even, as pgbench's rint
        assertThat(i("int(2.5)")).isEqualTo(2);
        assertThat(i("int(3.5)")).isEqualTo(4);
        assertThat(i("int(-2.5)")).isEqualTo(-2);
        assertThat(i("int(0.5)")).isZero();
        assertThat(i("int(1.5)")).isEqualTo(2);
        fails("int(1e30)", "double to int overflow for 1000000000000000019884624838656.000000");
        fails("int(true)", "cannot coerce boolean to int");
        syntax("greatest()", "at least one argument expected (greatest)");
        syntax("random(1)", "unexpected number of arguments (random)");
        syntax("unknownfn(1)", "unexpected function name (unknownfn)");
        syntax("1 && 0", "syntax error");
        syntax("!1", "unexpected character (!)");
        syntax("2 == 2", "syntax error");
    }

    @Test
    void hashesAreThoseThatPgbenchPrints() {
        assertThat(i("hash_fnv1a(42, 7)")).isEqualTo(2765047632110736392L);
        assertThat(i("hash_murmur2(42, 7)")).isEqualTo(1340367696533541376L);
        assertThat(i("hash_fnv1a(-1, 0)")).isEqualTo(-8289690350564177859L);
        assertThat(i("hash_murmur2(-1, 0)")).isEqualTo(4219408603045787357L);
        assertThat(i("hash_murmur2(123456789, -5)")).isEqualTo(220358297541090074L);
        assertThat(i("hash_fnv1a(9223372036854775807, 123)")).isEqualTo(2606007456297933078L);
        // Without a seed: :default_seed (pgbench --random-seed=1 gave it -4077769369618924625); hash is murmur2.
        vars.put("default_seed", Value.of(-4077769369618924625L));
        assertThat(i("hash(42)")).isEqualTo(6578124928022124971L);
        assertThat(i("hash_murmur2(42)")).isEqualTo(6578124928022124971L);
        assertThat(i("hash_fnv1a(42)")).isEqualTo(6758219713062923424L);
        assertThat(i("hash(1.5)")).isEqualTo(i("hash(2.4)")); // the argument is rounded to an integer first
    }

    @Test
    void permuteIsABijectionChosenByTheSeed() {
        for (long size : new long[] {1, 2, 3, 10, 97, 1000}) {
            java.util.Set<Long> seen = new java.util.HashSet<>();
            for (long k = 0; k < size; k++) {
                long p = i("permute(" + k + ", " + size + ", 5)");
                assertThat(p).isBetween(0L, size - 1);
                seen.add(p);
            }
            assertThat(seen).as("size " + size).hasSize((int) size);
        }
        assertThat(i("permute(3, 10, 5)")).isEqualTo(i("permute(13, 10, 5)")); // modulo size
        assertThat(i("permute(-1, 10, 5)")).isEqualTo(i("permute(9, 10, 5)"));
        List<Long> a = new ArrayList<>();
        List<Long> b = new ArrayList<>();
        for (int k = 0; k < 20; k++) {
            a.add(i("permute(" + k + ", 1000, 1)"));
            b.add(i("permute(" + k + ", 1000, 2)"));
        }
        assertThat(a).isNotEqualTo(b);
        vars.put("default_seed", Value.of(1L));
        assertThat(i("permute(7, 1000)")).isEqualTo(i("permute(7, 1000, 1)"));
        fails("permute(3, 0, 5)", "permute size parameter must be greater than zero");
    }

    @Test
    void debugShowsAndReturnsItsArgument() {
        assertThat(i("debug(2) + 1")).isEqualTo(3);
        assertThat(eval("debug(null)")).isEqualTo(Value.NULL);
        assertThat(debugged).containsExactly(Value.of(2L), Value.NULL);
        assertThat(Value.of(2L)).hasToString("int 2");
    }

    @Test
    void variablesReadTextAsPgbenchReadsIt() {
        vars.put("n", new Value.Text("42"));
        vars.put("x", new Value.Text("2.5"));
        vars.put("t", new Value.Text("yes"));
        vars.put("f", new Value.Text("off"));
        vars.put("z", new Value.Text("NULL"));
        vars.put("s", new Value.Text("abc"));
        vars.put("dec", new Value.Column(new java.math.BigDecimal("12.50")));
        assertThat(i(":n + 1")).isEqualTo(43);
        assertThat(d(":x * 2")).isEqualTo(5.0);
        assertThat(eval(":t and not :f")).isEqualTo(Value.of(true));
        assertThat(eval(":z")).isEqualTo(Value.NULL);
        assertThat(d(":dec * 2")).isEqualTo(25.0);
        fails(":s + 1", "malformed variable \"s\" value: \"abc\"");
        fails(":nope", "undefined variable \"nope\"");
    }

    @Test
    void theVariablesAnExpressionReads() {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        try {
            ExprParser.parse("case when :a > 1 then hash(:b) else least(:c, 2) end")
                    .variables(out);
        } catch (ExprSyntaxException e) {
            throw new AssertionError(e);
        }
        assertThat(out).containsExactly("a", "b", "default_seed", "c");
    }
}
