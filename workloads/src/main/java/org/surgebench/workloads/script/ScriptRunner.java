package org.surgebench.workloads.script;

import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;
import org.surgebench.workloads.script.expr.Coerce;
import org.surgebench.workloads.script.expr.Env;
import org.surgebench.workloads.script.expr.EvalException;
import org.surgebench.workloads.script.expr.Value;

/**
 * Runs one script once for one user: one transaction of the run, as one execution of the script is one of
 * pgbench's. Its BEGIN/END drive the connection's transaction (a commit or rollback counted through the context);
 * SQL outside them runs in autocommit. A script that ends inside its BEGIN is an error, as in pgbench.
 */
final class ScriptRunner {
    private static final Logger LOG = LoggerFactory.getLogger(ScriptRunner.class);

    private ScriptRunner() {}

    static void run(Script script, TxContext ctx) throws SQLException {
        ScriptRun run = ctx.shared();
        Variables vars = run.client(ctx.userId());
        String file = script.file();
        List<Command> commands = script.commands();
        boolean inTransaction = false;
        ScriptEnv env = new ScriptEnv(vars, ctx.random(), file);
        int pc = 0;
        while (pc < commands.size()) {
            Command c = commands.get(pc);
            env.line = c.line();
            try {
                switch (c) {
                    case Command.Sql s -> SqlStep.run(s, ctx, vars, file, inTransaction);
                    case Command.Tx t -> inTransaction = transaction(t.control(), ctx, inTransaction);
                    case Command.Set s -> vars.set(s.variable(), s.expr().eval(env));
                    case Command.Sleep s -> sleep(Coerce.toInt(s.amount().eval(env)) * s.unitMicros());
                    case Command.Branch b -> {
                        if (!Coerce.truth(b.condition().eval(env))) {
                            pc = b.elseTarget();
                            continue;
                        }
                    }
                    case Command.Jump j -> {
                        pc = j.target();
                        continue;
                    }
                }
            } catch (EvalException e) {
                throw new ScriptError(file, c.line(), e.getMessage());
            }
            pc++;
        }
        if (inTransaction) {
            throw new ScriptError(file, "end of script reached without completing the last transaction");
        }
    }

    /** Carries out a script's BEGIN, END/COMMIT or ROLLBACK; returns whether a transaction is open afterwards. */
    private static boolean transaction(TxControl control, TxContext ctx, boolean open) throws SQLException {
        switch (control) {
            case BEGIN -> SqlStep.autoCommit(ctx.connection(), false);
            case COMMIT -> {
                // Outside a transaction there is nothing to commit: the server would only warn, so nothing is sent.
                if (open) {
                    ctx.commit();
                }
            }
            case ROLLBACK -> {
                if (open) {
                    ctx.rollback();
                }
            }
        }
        return control == TxControl.BEGIN;
    }

    private static void sleep(long micros) {
        if (micros <= 0) {
            return;
        }
        try {
            TimeUnit.MICROSECONDS.sleep(micros);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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
