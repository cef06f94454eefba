package org.surgebench.workloads.script;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.workloads.script.expr.Value;

/**
 * pgbench scripts as a workload: each script is one transaction type, run with its weight as pgbench's
 * {@code -f FILE@WEIGHT} runs it, against whatever schema is there (nothing to generate, verify or drop). Every
 * script is read and checked when the workload is made, before any user logs on: a meta-command Surgebench does not
 * run, a syntax error or a variable never set is one sentence naming the file and line (exit 2).
 *
 * <p>Run it through {@code Surgebench.run(new RunSpec(ScriptWorkload.NAME)..., workload)}; the run's seed gives the
 * random draws (the same seed, the same draws) and {@code :random_seed}, from which {@code :default_seed} comes.
 */
public final class ScriptWorkload implements Workload {
    /** The workload's name in results and run specs. */
    public static final String NAME = "script";

    private final List<Script> scripts;
    private final Map<String, String> defines;

    private ScriptWorkload(List<Script> scripts, Map<String, String> defines) {
        this.scripts = List.copyOf(scripts);
        this.defines = Map.copyOf(defines);
    }

    /**
     * Reads and checks the scripts; {@code defines} are pgbench's {@code -D NAME=VALUE} variables, which every user
     * starts with (they may set {@code scale}, {@code default_seed} and {@code random_seed} too).
     *
     * @throws SurgeException (exit 2) naming the file and line of the first problem
     */
    public static ScriptWorkload of(List<ScriptSource> sources, Map<String, String> defines) {
        if (sources.isEmpty()) {
            throw SurgeException.usage("No script given: name a script file or builtin:tpcb-like.");
        }
        if (sources.stream().mapToLong(ScriptSource::weight).sum() == 0) {
            throw SurgeException.usage("The scripts' weights are all 0: give at least one a weight above 0.");
        }
        defines.keySet().forEach(ScriptWorkload::checkDefineName);
        List<Script> scripts = new ArrayList<>();
        Set<String> names = new java.util.HashSet<>();
        for (ScriptSource src : sources) {
            String name = src.name();
            for (int n = 2; !names.add(name.toLowerCase(Locale.ROOT)); n++) {
                name = src.name() + "-" + n;
            }
            Script s = new Script(src.file(), name, src.weight(), ScriptParser.parse(src.file(), src.text()));
            TransactionCheck.check(s);
            scripts.add(s);
        }
        VariableCheck.check(scripts, defines.keySet());
        return new ScriptWorkload(scripts, defines);
    }

    /** One {@code NAME=VALUE} as pgbench's {@code -D} takes it, as a map entry; a bad one is one sentence. */
    public static Map.Entry<String, String> define(String nameEqualsValue) {
        int eq = nameEqualsValue.indexOf('=');
        if (eq <= 0) {
            throw SurgeException.usage("--define " + nameEqualsValue + ": write NAME=VALUE.");
        }
        String name = nameEqualsValue.substring(0, eq);
        checkDefineName(name);
        return Map.entry(name, nameEqualsValue.substring(eq + 1));
    }

    private static void checkDefineName(String name) {
        if (!Variables.validName(name)) {
            throw SurgeException.usage("--define " + name + "=...: '" + name
                    + "' is not a variable name (letters, digits and underscores, not starting with a digit).");
        }
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "pgbench scripts: "
                + String.join(", ", scripts.stream().map(Script::file).toList());
    }

    @Override
    public boolean needsGenerate() {
        return false;
    }

    @Override
    public Schema schema(SchemaOptions options) {
        return new Schema(List.of(), List.of(), List.of(), List.of());
    }

    @Override
    public List<TransactionDef> transactions() {
        return scripts.stream()
                .map(s -> new TransactionDef(
                        s.name(),
                        "pgbench script " + s.file(),
                        s.weight(),
                        true,
                        s.readOnly(),
                        ctx -> ScriptRunner.run(s, ctx)))
                .toList();
    }

    /**
     * The event-loop form of each script whose statements the event loops send as the threads do
     * ({@link LoopScriptCheck}: one that begins with its BEGIN, as pgbench's tpcb-like); a script with SQL in
     * autocommit has none, and the run says so.
     */
    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        Map<String, EventLoopTransaction> out = new LinkedHashMap<>();
        for (Script s : scripts) {
            if (LoopScriptCheck.runsOnEventLoop(s)) {
                out.put(s.name(), ctx -> ScriptOnEventLoop.run(s, ctx));
            }
        }
        return out;
    }

    @Override
    public List<Mix> mixes() {
        Map<String, Integer> weights = new LinkedHashMap<>();
        scripts.forEach(s -> weights.put(s.name(), s.weight()));
        return List.of(new Mix("scripts", "each script by its weight, as pgbench's -f FILE@WEIGHT", weights));
    }

    /**
     * The variables every user starts with: the defines, {@code :random_seed} (the run's seed),
     * {@code :default_seed} (drawn from it) and, where a script reads it, {@code :scale}: defined, or read from
     * pgbench_branches as pgbench reads it.
     */
    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        Map<String, Value> initial = new HashMap<>();
        defines.forEach((k, v) -> initial.put(k, new Value.Text(v)));
        initial.putIfAbsent("random_seed", Value.of(options.seed()));
        initial.putIfAbsent("default_seed", Value.of(Rng.mix(options.seed() ^ 0x5EED_DEFA_0175_EEDL)));
        if (!initial.containsKey("scale") && VariableCheck.read(scripts, "scale")) {
            initial.put("scale", Value.of(ScaleQuery.branches(connection, firstReading("scale"))));
        }
        return new ScriptRun(initial);
    }

    private String firstReading(String variable) {
        return scripts.stream()
                .filter(s -> VariableCheck.read(List.of(s), variable))
                .map(Script::file)
                .findFirst()
                .orElse("a script");
    }
}
