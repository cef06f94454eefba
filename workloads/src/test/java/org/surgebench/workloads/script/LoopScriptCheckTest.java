package org.surgebench.workloads.script;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Which scripts have an event-loop form: those whose every path sends its BEGIN first (the engine's BEGIN on the
 * event loops), all its SQL inside, and no second transaction; SQL in autocommit would gain a BEGIN and a COMMIT.
 */
class LoopScriptCheckTest {

    private static boolean loops(String text) {
        return LoopScriptCheck.runsOnEventLoop(new Script("t.sql", "t", 1, ScriptParser.parse("t.sql", text)));
    }

    @Test
    void pgbenchsScriptsThatBeginWithBeginHaveTheForm() {
        assertThat(loops(BuiltinScripts.text("tpcb-like"))).isTrue();
        assertThat(loops(BuiltinScripts.text("simple-update"))).isTrue();
        assertThat(loops(BuiltinScripts.text("select-only"))).isFalse();
    }

    @Test
    void everyPathMustBeginFirstAndEndOnce() {
        String transfer = String.join(
                "\n",
                "\\set a random(1, 10)",
                "BEGIN;",
                "SELECT abalance AS balance FROM pgbench_accounts WHERE aid = :a \\gset",
                "\\if :balance > 0",
                "  UPDATE pgbench_accounts SET abalance = 0 WHERE aid = :a;",
                "  END;",
                "\\else",
                "  ROLLBACK;",
                "\\endif");
        assertThat(loops(transfer)).isTrue();
        assertThat(loops("\\sleep 1 ms\nBEGIN;\nSELECT 1;\n\\sleep 2 ms\nEND;")).isTrue();
        // SQL before BEGIN, after END, or a second transaction: autocommit, which the event loops cannot send.
        assertThat(loops("SELECT 1;\nBEGIN;\nSELECT 2;\nEND;")).isFalse();
        assertThat(loops("BEGIN;\nSELECT 1;\nEND;\nSELECT 2;")).isFalse();
        assertThat(loops("BEGIN;\nSELECT 1;\nEND;\nBEGIN;\nSELECT 2;\nEND;")).isFalse();
        // A BEGIN on one path only: the other sends nothing, where the event loops would have begun.
        assertThat(loops("\\set a 1\n\\if :a = 1\nBEGIN;\nSELECT 1;\nEND;\n\\endif"))
                .isFalse();
        // Rows into variables from a write: the event loops read rows of queries only.
        assertThat(loops("BEGIN;\nINSERT INTO t VALUES (1) RETURNING id \\gset\nEND;"))
                .isFalse();
    }
}
