package org.surgebench.workloads.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Workload;

/**
 * The entry point the command line's {@code --script FILE[@WEIGHT]} and {@code --define NAME=VALUE} call
 * ({@code Surgebench.scriptWorkload}): sources and weights as pgbench's {@code -f}/{@code -b}, built-in scripts by
 * name, defines, and each mistake one sentence (exit 2).
 */
class ScriptSourcesTest {

    @Test
    void builtinScriptsAreThoseThatPgbenchShows() {
        // The text `pgbench --show-script=tpcb-like` printed (pgbench 15): its first line an SQL comment.
        assertThat(BuiltinScripts.text("tpcb-like"))
                .startsWith("-- tpcb-like: <builtin: TPC-B (sort of)>\n\\set aid random(1, 100000 * :scale)\n")
                .contains("BEGIN;\nUPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;\n")
                .endsWith("END;\n\n");
        assertThat(BuiltinScripts.text("select-only"))
                .isEqualTo("-- select-only: <builtin: select only>\n\\set aid random(1, 100000 * :scale)\n"
                        + "SELECT abalance FROM pgbench_accounts WHERE aid = :aid;\n\n");
        assertThat(ScriptSource.of("builtin:simp@3")).satisfies(s -> {
            assertThat(s.file()).isEqualTo("builtin:simple-update");
            assertThat(s.name()).isEqualTo("simple-update");
            assertThat(s.weight()).isEqualTo(3);
        });
    }

    @Test
    void theFacadeMakesTheWorkloadFromCommandLineWords(@TempDir Path dir) throws Exception {
        Path mine = dir.resolve("mine.sql");
        Files.writeString(mine, "\\set k random(1, :n)\nSELECT :k;\n");
        Path odd = dir.resolve("a@b.sql");
        Files.writeString(odd, "SELECT 1;\n");
        Workload w = Surgebench.scriptWorkload(
                List.of("builtin:tpcb-like@5", mine + "@2", odd.toString(), "builtin:tpcb-like"),
                List.of("n=10", "n=1000", "empty="));
        assertThat(w.name()).isEqualTo(ScriptWorkload.NAME);
        assertThat(w.needsGenerate()).isFalse();
        assertThat(w.schema(new org.surgebench.core.spi.SchemaOptions("h2", 1, 1, Map.of()))
                        .objects())
                .isEmpty();
        assertThat(w.defaultMix().weights())
                .containsExactly(
                        Map.entry("tpcb-like", 5),
                        Map.entry("mine", 2),
                        Map.entry("a@b", 1),
                        Map.entry("tpcb-like-2", 1));
        assertThat(w.transactions()).extracting(t -> t.readOnly()).containsExactly(false, true, true, false);
        assertThat(w.description())
                .isEqualTo("pgbench scripts: builtin:tpcb-like, " + mine + ", " + odd + ", builtin:tpcb-like");
    }

    @Test
    void eachMistakeIsOneSentence(@TempDir Path dir) {
        usage(
                () -> Surgebench.scriptWorkload(List.of(), List.of()),
                "No script given: name a script file or builtin:tpcb-like.");
        usage(
                () -> Surgebench.scriptWorkload(List.of(dir.resolve("none.sql").toString()), List.of()),
                "Cannot read the script " + dir.resolve("none.sql") + ": no such file.");
        usage(
                () -> Surgebench.scriptWorkload(List.of("builtin:nosuch"), List.of()),
                "There is no built-in script 'nosuch'; there are tpcb-like, simple-update, select-only (as "
                        + "builtin:NAME).");
        usage(
                () -> Surgebench.scriptWorkload(List.of("builtin:s"), List.of()),
                "There is no built-in script 's' (it begins simple-update and select-only); there are tpcb-like, "
                        + "simple-update, select-only (as builtin:NAME).");
        usage(
                () -> Surgebench.scriptWorkload(List.of("builtin:tpcb-like@-1"), List.of()),
                "builtin:tpcb-like@-1: the weight after @ must be a whole number from 0 to 999999999, not '-1'.");
        usage(
                () -> Surgebench.scriptWorkload(List.of("builtin:tpcb-like@1.5"), List.of()),
                "builtin:tpcb-like@1.5: the weight after @ must be a whole number from 0 to 999999999, not '1.5'.");
        usage(
                () -> Surgebench.scriptWorkload(List.of("builtin:tpcb-like@0"), List.of()),
                "The scripts' weights are all 0: give at least one a weight above 0.");
        usage(
                () -> Surgebench.scriptWorkload(List.of("builtin:tpcb-like"), List.of("novalue")),
                "--define novalue: write NAME=VALUE.");
        usage(
                () -> Surgebench.scriptWorkload(List.of("builtin:tpcb-like"), List.of("1x=2")),
                "--define 1x=...: '1x' is not a variable name (letters, digits and underscores, not starting with "
                        + "a digit).");
    }

    private static void usage(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, String message) {
        assertThatThrownBy(call)
                .isInstanceOf(SurgeException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(((SurgeException) e).exitCode()).isEqualTo(SurgeException.USAGE));
    }
}
