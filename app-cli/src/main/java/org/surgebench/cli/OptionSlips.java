package org.surgebench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.surgebench.core.spi.OptionCheck;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * What a refused option most likely meant, said in the sentence picocli's refusal becomes: a close option name
 * ("did you mean --users?"), and charbench's flags given to another command. A Swingbench user's first slip,
 * {@code surge run soe -uc 8}, reads as {@code -u} with the value {@code c}; picocli then blamed {@code --users}
 * for a {@code c} nobody typed.
 */
final class OptionSlips {
    private OptionSlips() {}

    /** The sentence for {@code ex} on the command line {@code args}: picocli's own, with what was likely meant. */
    static String explain(ParameterException ex, String[] args) {
        CommandLine line = ex.getCommandLine();
        if (line == null || line.getCommandSpec().userObject() instanceof CharbenchCommand) {
            return ex.getMessage();
        }
        String command = line.getCommandSpec().qualifiedName();
        if (ex instanceof UnmatchedArgumentException u) {
            return unknown(u, command, line);
        }
        if (ex.getArgSpec() instanceof OptionSpec option && ex.getValue() != null) {
            String glued = gluedToken(option, ex.getValue(), args);
            if (glued != null) {
                return glued(ex, option, glued, command, args);
            }
        }
        return ex.getMessage();
    }

    /** An unknown option: charbench's flag, or a name close to one of the command's. */
    private static String unknown(UnmatchedArgumentException u, String command, CommandLine line) {
        String message = u.getMessage();
        for (String token : u.getUnmatched()) {
            if (!token.startsWith("-")) {
                continue;
            }
            String name = token.split("=", 2)[0];
            if (charbenchFlags().contains(name)) {
                return message + ": " + name + " is charbench's flag, which `surge charbench` takes; `" + command
                        + " --help` lists this command's.";
            }
            String nearest = OptionCheck.nearest(name, optionNames(line));
            if (nearest != null) {
                return message + " (did you mean " + nearest + "?).";
            }
        }
        return message;
    }

    /**
     * "-uc" when the user typed {@code -uc} and picocli read it as the short option {@code -u} with the value
     * {@code c}; null when the value was given apart or with {@code =}.
     */
    private static String gluedToken(OptionSpec option, String value, String[] args) {
        for (String name : option.names()) {
            if (name.startsWith("-") && !name.startsWith("--")) {
                String token = name + value;
                for (String a : args) {
                    if (a.equals(token)) {
                        return token;
                    }
                }
            }
        }
        return null;
    }

    private static String glued(ParameterException ex, OptionSpec option, String token, String command, String[] args) {
        String shortName = option.shortestName();
        String value = token.substring(shortName.length());
        String read = command + " read " + token + " as " + shortName + " " + value;
        if (!charbenchFlags().contains(token)) {
            return ex.getMessage() + " (" + read + ").";
        }
        String next = following(token, args);
        String example = next == null ? token + " ..." : token + " " + next;
        return read + ", but " + shortName + " " + option.paramLabel() + " gives the " + what(option)
                + (next == null ? "" : " (e.g. " + shortName + " " + next + ")") + "; " + token
                + " is charbench's flag, which `surge charbench` takes (surge charbench -c FILE " + example + ").";
    }

    /** "concurrent users": the option's description up to its first comma or parenthesis, in lower case. */
    private static String what(OptionSpec option) {
        String d = option.description().length == 0 ? option.longestName() : option.description()[0];
        String phrase = d.split("[,(.;:]", 2)[0].strip();
        return phrase.isEmpty() ? option.longestName() : phrase.toLowerCase(java.util.Locale.ROOT);
    }

    /** The argument after {@code token}, or null when it is the last or another option. */
    private static String following(String token, String[] args) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(token) && !args[i + 1].startsWith("-")) {
                return args[i + 1];
            }
        }
        return null;
    }

    private static List<String> optionNames(CommandLine line) {
        List<String> out = new ArrayList<>();
        line.getCommandSpec().options().forEach(o -> out.addAll(List.of(o.names())));
        return out;
    }

    /** charbench's flags, as {@code surge charbench} declares them. */
    private static Set<String> charbenchFlags() {
        return new CommandLine(CharbenchCommand.class)
                .getCommandSpec()
                .optionsMap()
                .keySet();
    }
}
