package org.surgebench.workloads.script.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.surgebench.workloads.script.expr.ExprLexer.Kind;
import org.surgebench.workloads.script.expr.ExprLexer.Token;

/**
 * Parses pgbench's expression syntax with its precedence, lowest first: {@code OR}; {@code AND}; {@code NOT};
 * {@code IS [NOT] NULL|TRUE|FALSE}, {@code ISNULL}, {@code NOTNULL}; comparisons (not chained); the bit operators
 * {@code | # & << >>} (one level, left to right); {@code + -}; {@code * / %}; unary {@code + - ~}. Keywords and
 * function names are read in any case.
 */
public final class ExprParser {
    private static final Set<String> BIT_OPERATORS = Set.of("|", "#", "&", "<<", ">>");
    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", "<=", ">", ">=");
    private static final String INT64_MIN_MAGNITUDE = "9223372036854775808";

    private final List<Token> tokens;
    private int pos;

    private ExprParser(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** Parses a whole expression; anything left over is an error. */
    public static Expr parse(String text) throws ExprSyntaxException {
        ExprParser p = new ExprParser(ExprLexer.tokens(text));
        Expr e = p.or();
        if (p.peek().kind() != Kind.END) {
            throw p.unexpected();
        }
        return e;
    }

    private Token peek() {
        return tokens.get(pos);
    }

    private Token next() {
        return tokens.get(pos++);
    }

    private boolean accept(Kind kind, String text) {
        if (peek().is(kind, text)) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean word(String w) {
        return accept(Kind.WORD, w);
    }

    private void expect(Kind kind, String text) throws ExprSyntaxException {
        if (!accept(kind, text)) {
            throw new ExprSyntaxException("syntax error at " + peek().shown() + " (column " + (peek().column() + 1)
                    + "): \"" + text + "\" expected");
        }
    }

    private ExprSyntaxException unexpected() {
        return new ExprSyntaxException("syntax error at " + peek().shown() + " (column " + (peek().column() + 1) + ")");
    }

    private Expr or() throws ExprSyntaxException {
        Expr e = and();
        while (word("or")) {
            e = new Expr.Logical(false, e, and());
        }
        return e;
    }

    private Expr and() throws ExprSyntaxException {
        Expr e = not();
        while (word("and")) {
            e = new Expr.Logical(true, e, not());
        }
        return e;
    }

    private Expr not() throws ExprSyntaxException {
        return word("not") ? new Expr.Not(not()) : is();
    }

    private Expr is() throws ExprSyntaxException {
        Expr e = comparison();
        if (word("isnull")) {
            return new Expr.Is(e, Value.NULL, false);
        }
        if (word("notnull")) {
            return new Expr.Is(e, Value.NULL, true);
        }
        if (word("is")) {
            boolean negated = word("not");
            Value test;
            if (word("null")) {
                test = Value.NULL;
            } else if (word("true")) {
                test = Value.of(true);
            } else if (word("false")) {
                test = Value.of(false);
            } else {
                throw unexpected();
            }
            return new Expr.Is(e, test, negated);
        }
        return e;
    }

    private Expr comparison() throws ExprSyntaxException {
        Expr e = bits();
        if (peek().kind() == Kind.OPERATOR && COMPARISONS.contains(peek().text())) {
            Operator op = Operator.of(next().text());
            e = new Expr.Binary(op, e, bits());
            if (peek().kind() == Kind.OPERATOR && COMPARISONS.contains(peek().text())) {
                throw unexpected(); // comparisons do not chain, as in SQL
            }
        }
        return e;
    }

    private Expr bits() throws ExprSyntaxException {
        Expr e = additive();
        while (peek().kind() == Kind.OPERATOR && BIT_OPERATORS.contains(peek().text())) {
            e = new Expr.Binary(Operator.of(next().text()), e, additive());
        }
        return e;
    }

    private Expr additive() throws ExprSyntaxException {
        Expr e = multiplicative();
        while (peek().is(Kind.OPERATOR, "+") || peek().is(Kind.OPERATOR, "-")) {
            e = new Expr.Binary(Operator.of(next().text()), e, multiplicative());
        }
        return e;
    }

    private Expr multiplicative() throws ExprSyntaxException {
        Expr e = unary();
        while (peek().is(Kind.OPERATOR, "*") || peek().is(Kind.OPERATOR, "/") || peek().is(Kind.OPERATOR, "%")) {
            e = new Expr.Binary(Operator.of(next().text()), e, unary());
        }
        return e;
    }

    private Expr unary() throws ExprSyntaxException {
        if (accept(Kind.OPERATOR, "+")) {
            return unary();
        }
        if (accept(Kind.OPERATOR, "-")) {
            if (peek().is(Kind.INT, INT64_MIN_MAGNITUDE)) {
                next();
                return new Expr.Const(Value.of(Long.MIN_VALUE));
            }
            return new Expr.Binary(Operator.SUB, new Expr.Const(Value.of(0L)), unary());
        }
        if (accept(Kind.OPERATOR, "~")) {
            return new Expr.Binary(Operator.BIT_XOR, unary(), new Expr.Const(Value.of(-1L)));
        }
        return primary();
    }

    private Expr primary() throws ExprSyntaxException {
        Token t = peek();
        switch (t.kind()) {
            case INT -> {
                next();
                try {
                    return new Expr.Const(Value.of(Long.parseLong(t.text())));
                } catch (NumberFormatException e) {
                    throw new ExprSyntaxException(
                            "integer " + t.text() + " is out of range (column " + (t.column() + 1) + ")");
                }
            }
            case DOUBLE -> {
                next();
                return new Expr.Const(Value.of(Double.parseDouble(t.text())));
            }
            case VARIABLE -> {
                next();
                return new Expr.Var(t.text());
            }
            case OPEN -> {
                next();
                Expr e = or();
                expect(Kind.CLOSE, ")");
                return e;
            }
            case WORD -> {
                return wordExpr();
            }
            default -> throw unexpected();
        }
    }

    private Expr wordExpr() throws ExprSyntaxException {
        Token t = next();
        String w = t.text();
        if (w.equalsIgnoreCase("null")) {
            return new Expr.Const(Value.NULL);
        }
        if (w.equalsIgnoreCase("true") || w.equalsIgnoreCase("false")) {
            return new Expr.Const(Value.of(w.equalsIgnoreCase("true")));
        }
        if (w.equalsIgnoreCase("case")) {
            return caseExpr();
        }
        if (!peek().is(Kind.OPEN, "(")) {
            pos--;
            throw unexpected();
        }
        Function f = Function.named(w);
        if (f == null) {
            throw new ExprSyntaxException("unexpected function name (" + w + ")");
        }
        return call(f);
    }

    private Expr call(Function f) throws ExprSyntaxException {
        expect(Kind.OPEN, "(");
        List<Expr> args = new ArrayList<>();
        if (!accept(Kind.CLOSE, ")")) {
            do {
                args.add(or());
            } while (accept(Kind.COMMA, ","));
            expect(Kind.CLOSE, ")");
        }
        if (args.size() < f.minArgs() && f.maxArgs() == Integer.MAX_VALUE) {
            throw new ExprSyntaxException("at least one argument expected (" + f.sqlName() + ")");
        }
        if (args.size() < f.minArgs() || args.size() > f.maxArgs()) {
            throw new ExprSyntaxException("unexpected number of arguments (" + f.sqlName() + ")");
        }
        if (f.seeded() && args.size() < f.maxArgs()) {
            args.add(new Expr.Var("default_seed"));
        }
        return new Expr.Call(f, args);
    }

    private Expr caseExpr() throws ExprSyntaxException {
        List<Expr> conditions = new ArrayList<>();
        List<Expr> results = new ArrayList<>();
        while (word("when")) {
            conditions.add(or());
            if (!word("then")) {
                throw unexpected();
            }
            results.add(or());
        }
        if (conditions.isEmpty()) {
            throw unexpected();
        }
        Expr otherwise = word("else") ? or() : null;
        if (!word("end")) {
            throw unexpected();
        }
        return new Expr.Case(conditions, results, otherwise);
    }
}
