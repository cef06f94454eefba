package org.surgebench.workloads.script.expr;

import org.surgebench.core.spi.Rng;

/** What an expression reads while it is computed: the user's variables and random source, and where debug() writes. */
public interface Env {

    /** The variable's value, or null when it was never set. */
    Value variable(String name);

    /** The user's seeded random source. */
    Rng random();

    /** Shows a value given to {@code debug()}. */
    void debug(Value value);
}
