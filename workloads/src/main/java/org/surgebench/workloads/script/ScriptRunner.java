package org.surgebench.workloads.script;

import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.surgebench.core.spi.TxContext;

/**
 * Runs one script once for one user on a thread: one transaction of the run, as one execution of the script is one
 * of pgbench's. Its BEGIN/END drive the connection's transaction (a commit or rollback counted through the context);
 * SQL outside them runs in autocommit. The steps come from a {@link ScriptCursor}, as on the event loops.
 */
final class ScriptRunner {
    private ScriptRunner() {}

    static void run(Script script, TxContext ctx) throws SQLException {
        ScriptRun run = ctx.shared();
        ScriptCursor cursor = new ScriptCursor(script, run.client(ctx.userId()), ctx.random());
        for (Command c = cursor.next(); c != null; c = cursor.next()) {
            switch (c) {
                case Command.Sql s -> SqlStep.run(s, ctx, cursor);
                case Command.Tx t -> transaction(cursor.transaction(t), ctx);
                case Command.Sleep s -> sleep(cursor.micros(s));
                default -> throw new IllegalStateException("not a step: " + c);
            }
        }
    }

    /** Carries out a script's BEGIN, END/COMMIT or ROLLBACK ({@link ScriptCursor#transaction}); null: nothing. */
    private static void transaction(TxControl control, TxContext ctx) throws SQLException {
        if (control == null) {
            return;
        }
        switch (control) {
            case BEGIN -> SqlStep.autoCommit(ctx.connection(), false);
            case COMMIT -> ctx.commit();
            case ROLLBACK -> ctx.rollback();
        }
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
}
