package org.surgebench.workloads.script;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.spi.Rng;
import org.surgebench.workloads.script.expr.Coerce;
import org.surgebench.workloads.script.expr.Env;
import org.surgebench.workloads.script.expr.EvalException;
import org.surgebench.workloads.script.expr.Value;

/**
 * One execution of a script, as both executors walk it (the threads' {@link ScriptRunner}, the event loops'
 * {@link ScriptOnEventLoop}): it carries out itself what touches no database ({@code \set}, {@code \if} and its
 * jumps), in the script's order and so with the same random draws, and hands each executor the steps that do (an
 * SQL command, a transaction statement, a {@code \sleep}), with the values to bind, where results go and whether a
 * transaction is open. A script that ends inside its BEGIN is an error, as in pgbench.
 */
final class ScriptCursor {
    private static final Logger LOG = LoggerFactory.getLogger(ScriptCursor.class);

    private final String file;
    private final List<Command> commands;
    private final Variables vars;
    private final ScriptEnv env;
    private int pc;
    private boolean inTransaction;

    ScriptCursor(Script script, Variables vars, Rng random) {
        this.file = script.file();
        this.commands = script.commands();
        this.vars = vars;
        this.env = new ScriptEnv(vars, random, file);
    }

    /**
     * The next step that an executor carries out, a {@link Command.Sql}, {@link Command.Tx} or
     * {@link Command.Sleep}; null at the end of the script.
     *
     * @throws ScriptError when an expression fails, or the script ends inside a transaction
     */
    Command next() {
        while (pc < commands.size()) {
            Command c = commands.get(pc);
            env.line = c.line();
            try {
                switch (c) {
                    case Command.Set s -> {
                        vars.set(s.variable(), s.expr().eval(env));
                        pc++;
                    }
                    case Command.Branch b -> pc = Coerce.truth(b.condition().eval(env)) ? pc + 1 : b.elseTarget();
                    case Command.Jump j -> pc = j.target();
                    case Command.Sql s -> {
                        pc++;
                        return s;
                    }
                    case Command.Tx t -> {
                        pc++;
                        return t;
                    }
                    case Command.Sleep s -> {
                        pc++;
                        return s;
                    }
                }
            } catch (EvalException e) {
                throw new ScriptError(file, c.line(), e.getMessage());
            }
        }
        if (inTransaction) {
            throw new ScriptError(file, "end of script reached without completing the last transaction");
        }
        return null;
    }

    /**
     * What the executor does for a script's BEGIN, END/COMMIT or ROLLBACK: BEGIN opens the transaction (again, if
     * open: nothing more), END/COMMIT commits and ROLLBACK rolls back an open one; null when there is nothing to do
     * (a COMMIT outside a transaction: the server would only warn, so nothing is sent).
     */
    TxControl transaction(Command.Tx t) {
        boolean open = inTransaction;
        inTransaction = t.control() == TxControl.BEGIN;
        return t.control() == TxControl.BEGIN || open ? t.control() : null;
    }

    /** Whether the script's BEGIN has opened a transaction not ended since. */
    boolean inTransaction() {
        return inTransaction;
    }

    /** How long the {@code \sleep} sleeps, in microseconds. */
    long micros(Command.Sleep s) {
        try {
            return Coerce.toInt(s.amount().eval(env)) * s.unitMicros();
        } catch (EvalException e) {
            throw new ScriptError(file, s.line(), e.getMessage());
        }
    }

    /** The values the command's parameters are bound to, in order ({@link Binder#value}). */
    List<Object> parameters(Command.Sql s) {
        List<Object> out = new ArrayList<>(s.params().size());
        for (String name : s.params()) {
            Value v = vars.get(name);
            if (v == null) {
                throw new ScriptError(file, s.line(), "undefined variable \"" + name + "\"");
            }
            out.add(Binder.value(v));
        }
        return out;
    }

    /** Stores the command's result as its {@code \gset}/{@code \aset} says (null rows: it returned none). */
    void store(Command.Sql s, ResultStore.Rows rows) throws java.sql.SQLException {
        ResultStore.store(s, rows, vars, file);
    }

    /** What the script's expressions read: the user's variables and random source; debug() logs file and line. */
    private static final class ScriptEnv implements Env {
        private final Variables vars;
        private final Rng random;
        private final String file;
        int line;

        ScriptEnv(Variables vars, Rng random, String file) {
            this.vars = vars;
            this.random = random;
            this.file = file;
        }

        @Override
        public Value variable(String name) {
            return vars.get(name);
        }

        @Override
        public Rng random() {
            return random;
        }

        @Override
        public void debug(Value value) {
            LOG.info("debug({}:{}): {}", file, line, value);
        }
    }
}
