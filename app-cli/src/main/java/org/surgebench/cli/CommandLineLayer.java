package org.surgebench.cli;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.Setting;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The command line as the upper layer of a run's settings: the settings whose flag it matched (a flag is
 * {@code --} and the setting's name) stay on top; what the flags' defaults filled in lies beneath every other
 * source, so a Swingbench file ({@code -c}) wins over a default but never over a flag.
 */
final class CommandLineLayer {
    static final String SOURCE = "command line";

    private CommandLineLayer() {}

    /** Names {@code spec}'s settings as the command line's and lays its defaults beneath. */
    static RunSpec split(RunSpec spec, CommandSpec command) {
        return spec.source(SOURCE).keepGiven(given(command), "command line default");
    }

    static Predicate<Setting<?>> given(CommandSpec command) {
        Set<String> names = new HashSet<>();
        for (OptionSpec o : command.commandLine().getParseResult().matchedOptions()) {
            names.add(o.longestName().replaceFirst("^--", ""));
        }
        if (names.contains("ask-password") || System.getenv("SURGE_PASSWORD") != null) {
            names.add("password");
        }
        // One bound of a pair given, the other follows it (UserOptions), so both are the flag's.
        pair(names, "think-min", "think-max");
        pair(names, "intra-think-min", "intra-think-max");
        pair(names, "max-errors", "max-error-percent");
        // Options come from several flags (--option, --awr, --bind...) and no file has any.
        names.add("option");
        names.add("secret-option");
        return s -> names.contains(s.name());
    }

    private static void pair(Set<String> names, String a, String b) {
        if (names.contains(a) || names.contains(b)) {
            names.add(a);
            names.add(b);
        }
    }
}
