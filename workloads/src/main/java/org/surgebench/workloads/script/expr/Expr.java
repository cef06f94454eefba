package org.surgebench.workloads.script.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A parsed expression of pgbench's {@code \set} and {@code \if}: computed anew each time the command runs. */
public sealed interface Expr {

    Value eval(Env env);

    /** Adds the variables the expression reads to {@code out}. */
    void variables(Set<String> out);

    /** A constant. */
    record Const(Value value) implements Expr {
        @Override
        public Value eval(Env env) {
            return value;
        }

        @Override
        public void variables(Set<String> out) {}
    }

    /** {@code :name}. */
    record Var(String name) implements Expr {
        @Override
        public Value eval(Env env) {
            Value v = env.variable(name);
            if (v == null) {
                throw new EvalException("undefined variable \"" + name + "\"");
            }
            return Coerce.resolve(name, v);
        }

        @Override
        public void variables(Set<String> out) {
            out.add(name);
        }
    }

    /** A binary operator: NULL on either side gives NULL. */
    record Binary(Operator op, Expr left, Expr right) implements Expr {
        @Override
        public Value eval(Env env) {
            Value l = left.eval(env);
            Value r = right.eval(env);
            return l instanceof Value.Null || r instanceof Value.Null ? Value.NULL : op.apply(l, r);
        }

        @Override
        public void variables(Set<String> out) {
            left.variables(out);
            right.variables(out);
        }
    }

    /**
     * {@code AND} ({@code and} true) or {@code OR}, as pgbench computes them: the right side only when the left does
     * not decide, and NULL on the left gives NULL whatever the right.
     */
    record Logical(boolean and, Expr left, Expr right) implements Expr {
        @Override
        public Value eval(Env env) {
            Value l = left.eval(env);
            if (l instanceof Value.Null) {
                return Value.NULL;
            }
            if (Coerce.toBool(l) != and) {
                return Value.of(!and);
            }
            Value r = right.eval(env);
            return r instanceof Value.Null ? Value.NULL : Value.of(Coerce.toBool(r));
        }

        @Override
        public void variables(Set<String> out) {
            left.variables(out);
            right.variables(out);
        }
    }

    /** {@code NOT}. */
    record Not(Expr operand) implements Expr {
        @Override
        public Value eval(Env env) {
            Value v = operand.eval(env);
            return v instanceof Value.Null ? Value.NULL : Value.of(!Coerce.toBool(v));
        }

        @Override
        public void variables(Set<String> out) {
            operand.variables(out);
        }
    }

    /**
     * {@code IS [NOT] NULL}, {@code ISNULL}, {@code NOTNULL}, {@code IS [NOT] TRUE|FALSE}: {@code test} is the
     * value compared with (NULL, TRUE or FALSE), never NULL itself.
     */
    record Is(Expr operand, Value test, boolean negated) implements Expr {
        @Override
        public Value eval(Env env) {
            Value v = operand.eval(env);
            boolean is = test instanceof Value.Null ? v instanceof Value.Null : test.equals(v);
            return Value.of(is != negated);
        }

        @Override
        public void variables(Set<String> out) {
            operand.variables(out);
        }
    }

    /** {@code CASE WHEN c THEN v ... [ELSE e] END}: the first condition that holds; NULL is false; no ELSE is NULL. */
    record Case(List<Expr> conditions, List<Expr> results, Expr otherwise) implements Expr {
        public Case {
            conditions = List.copyOf(conditions);
            results = List.copyOf(results);
        }

        @Override
        public Value eval(Env env) {
            for (int i = 0; i < conditions.size(); i++) {
                if (Coerce.truth(conditions.get(i).eval(env))) {
                    return results.get(i).eval(env);
                }
            }
            return otherwise == null ? Value.NULL : otherwise.eval(env);
        }

        @Override
        public void variables(Set<String> out) {
            conditions.forEach(c -> c.variables(out));
            results.forEach(r -> r.variables(out));
            if (otherwise != null) {
                otherwise.variables(out);
            }
        }
    }

    /** A function call: NULL among the arguments gives NULL (debug shows it first). */
    record Call(Function function, List<Expr> args) implements Expr {
        public Call {
            args = List.copyOf(args);
        }

        @Override
        public Value eval(Env env) {
            List<Value> values = new ArrayList<>(args.size());
            boolean anyNull = false;
            for (Expr a : args) {
                Value v = a.eval(env);
                anyNull |= v instanceof Value.Null;
                values.add(v);
            }
            if (function == Function.DEBUG) {
                env.debug(values.get(0));
            }
            return anyNull ? Value.NULL : function.apply(values, env);
        }

        @Override
        public void variables(Set<String> out) {
            args.forEach(a -> a.variables(out));
        }
    }
}
