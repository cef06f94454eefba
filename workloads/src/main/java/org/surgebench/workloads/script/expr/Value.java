package org.surgebench.workloads.script.expr;

/**
 * A value of pgbench's script language. Expressions compute NULL, booleans, 64-bit integers and doubles; a
 * variable may also hold text given from outside ({@code --define NAME=VALUE}) or a value a query returned
 * ({@code \gset}), which an expression reads as pgbench reads its variables' text ({@link Coerce#resolve}).
 */
public sealed interface Value {

    /** SQL's NULL: most operators and functions return NULL when given NULL. */
    Value NULL = new Null();

    static Value of(long v) {
        return new Int(v);
    }

    static Value of(double v) {
        return new Dbl(v);
    }

    static Value of(boolean v) {
        return v ? Bool.TRUE : Bool.FALSE;
    }

    /** NULL. */
    record Null() implements Value {
        @Override
        public String toString() {
            return "null";
        }
    }

    /** A boolean. */
    record Bool(boolean value) implements Value {
        static final Bool TRUE = new Bool(true);
        static final Bool FALSE = new Bool(false);

        @Override
        public String toString() {
            return "boolean " + value;
        }
    }

    /** A 64-bit integer. */
    record Int(long value) implements Value {
        @Override
        public String toString() {
            return "int " + value;
        }
    }

    /** A double. */
    record Dbl(double value) implements Value {
        @Override
        public String toString() {
            return "double " + value;
        }
    }

    /** Text given from outside, as pgbench's variables hold it: read as a number, boolean or NULL when used. */
    record Text(String text) implements Value {
        @Override
        public String toString() {
            return "text '" + text + "'";
        }
    }

    /**
     * A value a query returned that is none of the above (a decimal, a date, a string...): bound back to a
     * statement as the driver gave it, read by an expression from its text.
     */
    record Column(Object value) implements Value {
        /** Its text as the database would print it (a decimal without an exponent). */
        public String text() {
            return value instanceof java.math.BigDecimal d ? d.toPlainString() : String.valueOf(value);
        }

        @Override
        public String toString() {
            return "value '" + text() + "'";
        }
    }
}
