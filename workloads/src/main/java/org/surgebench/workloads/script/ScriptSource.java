package org.surgebench.workloads.script;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.surgebench.core.common.SurgeException;

/**
 * One script of a run, as pgbench's {@code -f FILE@WEIGHT} or {@code -b NAME@WEIGHT} gives it: its text, how messages
 * name it, the transaction name it gets in the results, and its weight among the run's scripts.
 *
 * @param file   how messages name it: the file as given, or {@code builtin:NAME}
 * @param name   its transaction name in the results (the file's name without {@code .sql}, or the built-in name)
 * @param text   the script
 * @param weight its share of the transactions (0: never run)
 */
public record ScriptSource(String file, String name, String text, int weight) {

    public ScriptSource {
        if (weight < 0) {
            throw SurgeException.usage(file + ": a script's weight must be 0 or more, not " + weight + ".");
        }
    }

    /**
     * The script a command line names: {@code builtin:NAME} or a file, either followed by {@code @WEIGHT} (a whole
     * number, default 1), as pgbench's {@code -f FILE@WEIGHT}.
     */
    public static ScriptSource of(String spec) {
        String target = spec;
        int weight = 1;
        int at = spec.lastIndexOf('@');
        if (at >= 0 && spec.substring(at + 1).matches("[-+]?[0-9.]*")) {
            String w = spec.substring(at + 1);
            if (!w.matches("[0-9]{1,9}")) {
                throw SurgeException.usage(
                        spec + ": the weight after @ must be a whole number from 0 to 999999999, not '" + w + "'.");
            }
            weight = Integer.parseInt(w);
            target = spec.substring(0, at);
        }
        return target.startsWith(BuiltinScripts.PREFIX)
                ? builtin(target.substring(BuiltinScripts.PREFIX.length()), weight)
                : file(Path.of(target), weight);
    }

    /** A script file; one that cannot be read is one sentence naming it. */
    public static ScriptSource file(Path path, int weight) {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw SurgeException.usage("Cannot read the script " + path + ": "
                    + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()) + ".");
        }
        return new ScriptSource(
                path.toString(), transactionName(path.getFileName().toString()), text, weight);
    }

    /** One of pgbench's built-in scripts ({@link BuiltinScripts#NAMES}), by name or the only name it begins. */
    public static ScriptSource builtin(String name, int weight) {
        String full = BuiltinScripts.resolve(name);
        return new ScriptSource(BuiltinScripts.PREFIX + full, full, BuiltinScripts.text(full), weight);
    }

    /** A script given as text, named {@code name} in messages (and, without {@code .sql}, in results). */
    public static ScriptSource text(String name, String text, int weight) {
        return new ScriptSource(name, transactionName(name), text, weight);
    }

    /** A file's name without {@code .sql}: the script's transaction name. */
    private static String transactionName(String fileName) {
        return fileName.endsWith(".sql") && fileName.length() > 4
                ? fileName.substring(0, fileName.length() - 4)
                : fileName;
    }
}
