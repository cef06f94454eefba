package org.surgebench.workloads.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.StatementKind;

/**
 * How a script is cut into commands and understood, as pgbench does it (checked against pgbench 15's own reading of
 * the same text with {@code pgbench -r}), and what is refused at load: one sentence naming file and line, exit 2.
 */
class ScriptParserTest {

    private static List<Command> parse(String text) {
        return ScriptParser.parse("t.sql", text);
    }

    private static Command.Sql sql(Command c) {
        assertThat(c).isInstanceOf(Command.Sql.class);
        return (Command.Sql) c;
    }

    private static void refused(String text, String message) {
        assertThatThrownBy(() -> ScriptWorkload.of(List.of(ScriptSource.text("t.sql", text, 1)), Map.of()))
                .isInstanceOf(SurgeException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(((SurgeException) e).exitCode()).isEqualTo(SurgeException.USAGE));
    }

    @Test
    void splitsSqlAtSemicolonsOutsideQuotesCommentsAndParentheses() {
        List<Command> c = parse(String.join(
                "\n",
                "-- a comment before any command",
                "\\set a 1",
                "SELECT 1; SELECT 2;",
                "SELECT 3",
                "  + :a;",
                "SELECT ':a' AS q, 4",
                "\\set b 2",
                "SELECT 6 /* ; */ ;   ",
                "SELECT $$ ; $$;",
                "SELECT (1;2);",
                "SELECT 'it''s; :a' -- trailing ; comment",
                " , :b;",
                "SELECT E'\\'; x';",
                "SELECT \"a;b\" FROM t"));
        assertThat(c).hasSize(12);
        assertThat(sql(c.get(1)).sql()).isEqualTo("SELECT 1");
        assertThat(sql(c.get(1)).line()).isEqualTo(3);
        assertThat(sql(c.get(2)).sql()).isEqualTo("SELECT 2");
        assertThat(sql(c.get(3)).sql()).isEqualTo("SELECT 3\n  + ?");
        assertThat(sql(c.get(3)).params()).containsExactly("a");
        assertThat(sql(c.get(3)).line()).isEqualTo(4);
        // Ended by the meta-command that follows: no semicolon needed there; ':a' in quotes is text.
        assertThat(sql(c.get(4)).sql()).isEqualTo("SELECT ':a' AS q, 4");
        assertThat(sql(c.get(4)).params()).isEmpty();
        assertThat(c.get(5)).isInstanceOf(Command.Set.class);
        assertThat(sql(c.get(6)).sql()).isEqualTo("SELECT 6 /* ; */");
        assertThat(sql(c.get(7)).sql()).isEqualTo("SELECT $$ ; $$");
        assertThat(sql(c.get(8)).sql()).isEqualTo("SELECT (1;2)");
        assertThat(sql(c.get(9)).sql()).isEqualTo("SELECT 'it''s; :a' -- trailing ; comment\n , ?");
        assertThat(sql(c.get(9)).params()).containsExactly("b");
        // The event loops' text is the same statement, numbered as pgjdbc numbers it for the server.
        assertThat(sql(c.get(9)).numbered()).isEqualTo("SELECT 'it''s; :a' -- trailing ; comment\n , $1");
        assertThat(sql(c.get(3)).numbered()).isEqualTo("SELECT 3\n  + $1");
        assertThat(sql(c.get(10)).sql()).isEqualTo("SELECT E'\\'; x'");
        assertThat(sql(c.get(11)).sql()).isEqualTo("SELECT \"a;b\" FROM t");
        assertThat(sql(c.get(11)).line()).isEqualTo(14);
    }

    @Test
    void variablesBecomeBindParametersButCastsAndSlicesDoNot() {
        Command.Sql s = sql(parse("SELECT :x::int, a[1:2], :y_2 + :x, ':z', \"c:d\" FROM t -- :w\n;")
                .get(0));
        assertThat(s.sql()).isEqualTo("SELECT ?::int, a[1:2], ? + ?, ':z', \"c:d\" FROM t -- :w");
        assertThat(s.params()).containsExactly("x", "y_2", "x");
        assertThat(s.kind()).isEqualTo(StatementKind.SELECT);
        assertThat(sql(parse("UPDATE t SET a = :v WHERE k = :k;").get(0)).kind())
                .isEqualTo(StatementKind.UPDATE);
    }

    @Test
    void metaCommandsContinueOverBackslashNewlineAndGsetEndsItsQuery() {
        List<Command> c = parse("\\set y \\\n   1 + \\\n   2\nSELECT 5 AS x \\gset p_\nSELECT 7 AS y, 8 AS z \\aset\n"
                + "\\SLEEP 10 ms\n\\sleep :y us\n\\sleep 2\n");
        assertThat(((Command.Set) c.get(0)).variable()).isEqualTo("y");
        assertThat(sql(c.get(1)).sql()).isEqualTo("SELECT 5 AS x");
        assertThat(sql(c.get(1)).into()).isEqualTo(new Command.ResultInto(false, "p_"));
        assertThat(sql(c.get(1)).line()).isEqualTo(4);
        assertThat(sql(c.get(2)).into()).isEqualTo(new Command.ResultInto(true, ""));
        assertThat(((Command.Sleep) c.get(3)).unitMicros()).isEqualTo(1_000);
        assertThat(((Command.Sleep) c.get(3)).line()).isEqualTo(6);
        assertThat(((Command.Sleep) c.get(4)).unitMicros()).isEqualTo(1);
        assertThat(((Command.Sleep) c.get(5)).unitMicros()).isEqualTo(1_000_000);
    }

    @Test
    void transactionStatementsBecomeTransactionControl() {
        List<Command> c = parse("BEGIN;\nSELECT 1;\nEND;\nstart transaction;\nROLLBACK WORK;\nBegin Transaction;\n"
                + "COMMIT;\nROLLBACK TO SAVEPOINT s;\nabort;\nBEGIN /* block */;\nEND -- done\n;");
        assertThat(c.get(0)).isEqualTo(new Command.Tx(1, TxControl.BEGIN));
        assertThat(c.get(2)).isEqualTo(new Command.Tx(3, TxControl.COMMIT));
        assertThat(c.get(3)).isEqualTo(new Command.Tx(4, TxControl.BEGIN));
        assertThat(c.get(4)).isEqualTo(new Command.Tx(5, TxControl.ROLLBACK));
        assertThat(c.get(5)).isEqualTo(new Command.Tx(6, TxControl.BEGIN));
        assertThat(c.get(6)).isEqualTo(new Command.Tx(7, TxControl.COMMIT));
        assertThat(sql(c.get(7)).sql()).isEqualTo("ROLLBACK TO SAVEPOINT s"); // sent as it is
        assertThat(c.get(8)).isEqualTo(new Command.Tx(9, TxControl.ROLLBACK));
        assertThat(c.get(9)).isEqualTo(new Command.Tx(10, TxControl.BEGIN)); // comments are not words
        assertThat(c.get(10)).isEqualTo(new Command.Tx(11, TxControl.COMMIT));
    }

    @Test
    void conditionalsNestAndCompileToJumps() {
        List<Command> c = parse(String.join(
                "\n",
                "\\if :a = 1", // 0: branch -> 3
                "SELECT 1;", // 1
                "\\elif :a = 2", // 2: jump -> end(10); 3: branch -> 8
                "  \\if :b", // 4: branch -> 7
                "  SELECT 2;", // 5
                "  \\endif", // (6: nothing) -> next is 6
                "  SELECT 3;", // 6
                "\\else", // 7: jump -> end
                "SELECT 4;", // 8
                "\\endif",
                "SELECT 5;"));
        assertThat(c.get(0)).isInstanceOf(Command.Branch.class);
        assertThat(((Command.Branch) c.get(0)).elseTarget()).isEqualTo(3);
        assertThat(c.get(2)).isEqualTo(new Command.Jump(3, 9));
        assertThat(((Command.Branch) c.get(3)).elseTarget()).isEqualTo(8);
        assertThat(((Command.Branch) c.get(4)).elseTarget()).isEqualTo(6);
        assertThat(sql(c.get(6)).sql()).isEqualTo("SELECT 3");
        assertThat(c.get(7)).isEqualTo(new Command.Jump(8, 9));
        assertThat(sql(c.get(8)).sql()).isEqualTo("SELECT 4");
        assertThat(sql(c.get(9)).sql()).isEqualTo("SELECT 5");
    }

    @Test
    void conditionalsThatDoNotMatchAreRefused() {
        refused("\\if 1\nSELECT 1;", "t.sql:1: \\if without matching \\endif.");
        refused("SELECT 1;\n\\else", "t.sql:2: \\else without matching \\if.");
        refused("\\endif", "t.sql:1: \\endif without matching \\if.");
        refused("\\elif 1", "t.sql:1: \\elif without matching \\if.");
        refused("\\if 1\n\\else\n\\elif 2\n\\endif", "t.sql:3: \\elif after \\else.");
        refused("\\if 1\n\\else\n\\else\n\\endif", "t.sql:3: \\else after \\else.");
        refused("\\if 1\n\\endif x", "t.sql:2: \\endif takes no argument (x).");
        refused("\\if\n\\endif", "t.sql:1: \\if needs an expression.");
    }

    @Test
    void unsupportedMetaCommandsAreOneSentenceNamingFileAndLine() {
        refused(
                "SELECT 1;\n\\shell ls",
                "t.sql:2: \\shell is not supported: Surgebench runs no shell commands from "
                        + "a script (set the value with \\set or --define).");
        refused(
                "\\setshell x echo 1",
                "t.sql:1: \\setshell is not supported: Surgebench runs no shell commands "
                        + "from a script (set the value with \\set or --define).");
        refused(
                "\\startpipeline\nSELECT 1;\n\\endpipeline",
                "t.sql:1: \\startpipeline is not supported: Surgebench "
                        + "does not run pipelines (remove the pipeline commands; the statements run one after another).");
        refused(
                "\n\n\\foo",
                "t.sql:3: unknown meta-command \\foo (Surgebench runs \\set, \\sleep, \\if, \\elif, "
                        + "\\else, \\endif, \\gset and \\aset).");
        refused(
                "SELECT 1 \\; SELECT 2;",
                "t.sql:1: \\; (several SQL commands sent as one) is not supported: "
                        + "Surgebench prepares each command, so end each one with a semicolon.");
    }

    @Test
    void syntaxErrorsAreOneSentenceNamingFileAndLine() {
        refused("\\set x", "t.sql:1: \\set needs a variable name and an expression (\\set name expression).");
        refused("\\set 1x 2", "t.sql:1: \\set: invalid variable name: \"1x\".");
        refused("SELECT 1;\n\\set x 1 +", "t.sql:2: \\set x: syntax error at the end of the expression (column 4).");
        refused("\\set x 1 < 2 = true", "t.sql:1: \\set x: syntax error at \"=\" (column 7).");
        refused("\\set x nosuch(1)", "t.sql:1: \\set x: unexpected function name (nosuch).");
        refused("\\set x random(1)", "t.sql:1: \\set x: unexpected number of arguments (random).");
        refused("\\sleep", "t.sql:1: \\sleep needs a duration (\\sleep number [us|ms|s]).");
        refused("\\sleep x", "t.sql:1: \\sleep: invalid sleep time, must be an integer (x).");
        refused("\\sleep 1 hours", "t.sql:1: \\sleep: unrecognized time unit, must be us, ms or s (hours).");
        refused("\\sleep 1 2 3", "t.sql:1: \\sleep: too many arguments (\\sleep number [us|ms|s]).");
        refused("\\gset", "t.sql:1: \\gset must follow an SQL command.");
        refused("SELECT 'open;\n", "t.sql:1: a quoted string, quoted name or comment starting here is not closed.");
        refused("-- nothing\n", "t.sql:1: the script has no command.");
        refused(
                "BEGIN ISOLATION LEVEL SERIALIZABLE;\nEND;",
                "t.sql:1: BEGIN ISOLATION LEVEL SERIALIZABLE is not "
                        + "supported: a script's transactions run at the connection's settings, so write BEGIN alone.");
        refused(
                "BEGIN;\nSELECT 1;",
                "t.sql:1: the transaction begun here is not ended: end of script reached "
                        + "without completing the last transaction (add END or ROLLBACK).");
    }

    @Test
    void aVariableNeverSetIsRefusedAtLoad() {
        refused(
                "\\set aid random(1, 10)\nSELECT * FROM t WHERE aid = :aidd;",
                "t.sql:2: variable :aidd is never set "
                        + "(set it with \\set or --define, or from a query with \\gset).");
        refused(
                "\\if :flag\n\\endif",
                "t.sql:1: variable :flag is never set (set it with \\set or --define, or from "
                        + "a query with \\gset).");
        refused(
                "\\sleep :nap ms",
                "t.sql:1: variable :nap is never set (set it with \\set or --define, or from a "
                        + "query with \\gset).");
        refused(
                "SELECT abalance FROM a \\gset p_\nSELECT :abalance;",
                "t.sql:2: variable :abalance is never set (set "
                        + "it with \\set or --define, or from a query with \\gset).");
        // Set by a define, by the run, by another script, by a query whose columns are named or unknown: accepted.
        ScriptWorkload.of(
                List.of(
                        ScriptSource.text("a.sql", "\\set x :y + :scale + :client_id + :default_seed", 1),
                        ScriptSource.text(
                                "b.sql",
                                "SELECT :x, :y, :abalance, :p_n, :q_whatever;\n"
                                        + "SELECT abalance, 1 AS zz FROM a \\gset\nSELECT count(*) AS n FROM a \\gset p_\n"
                                        + "SELECT * FROM a \\aset q_",
                                1)),
                Map.of("y", "1"));
    }

    @Test
    void resultNamesComeFromTheSelectListWhereItSaysThem() {
        assertThat(ResultNames.of("SELECT abalance FROM pgbench_accounts WHERE aid = ?"))
                .containsExactly("abalance");
        assertThat(ResultNames.of("SELECT a.x, b.Y AS \"Why\", count(*) AS n, f(a, b) g FROM a, b"))
                .isNull(); // "f(a, b) g" names g without AS: too loose to read, so any name may come
        assertThat(ResultNames.of("SELECT DISTINCT a.x, b.Y AS \"Why\", count(*) AS N FROM a, b"))
                .containsExactly("x", "Why", "n");
        assertThat(ResultNames.of("UPDATE t SET v = v + 1 WHERE k = ? RETURNING v, k AS key"))
                .containsExactly("v", "key");
        assertThat(ResultNames.of("WITH w AS (SELECT 1 AS q) SELECT q FROM w")).containsExactly("q");
        assertThat(ResultNames.of("SELECT * FROM t")).isNull();
        assertThat(ResultNames.of("SELECT 1")).isNull();
    }
}
