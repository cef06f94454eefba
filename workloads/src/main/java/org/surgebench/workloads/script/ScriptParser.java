package org.surgebench.workloads.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.workloads.script.expr.Expr;
import org.surgebench.workloads.script.expr.ExprParser;
import org.surgebench.workloads.script.expr.ExprSyntaxException;
import org.surgebench.workloads.script.expr.Value;

/**
 * Understands the commands a script was cut into: SQL (with its variables as bind parameters, its transaction
 * statements as transaction control), {@code \set}, {@code \sleep}, {@code \if}/{@code \elif}/{@code \else}/
 * {@code \endif}, {@code \gset}/{@code \aset}. Anything else (a meta-command Surgebench does not run, a syntax
 * error) is one sentence naming the file and line.
 */
final class ScriptParser {
    private final String file;
    private final List<Command> commands = new ArrayList<>();
    private final Conditionals conditionals;

    private ScriptParser(String file) {
        this.file = file;
        this.conditionals = new Conditionals(file, commands);
    }

    /** The commands of a script's text; {@code file} names it in messages. */
    static List<Command> parse(String file, String text) {
        ScriptParser p = new ScriptParser(file);
        for (RawCommand raw : ScriptSplitter.split(file, text)) {
            switch (raw) {
                case RawCommand.Sql s -> p.sql(s);
                case RawCommand.Meta m -> p.meta(m);
            }
        }
        p.conditionals.finish();
        if (p.commands.isEmpty()) {
            throw LoadError.at(file, 1, "the script has no command.");
        }
        return p.commands;
    }

    private void sql(RawCommand.Sql s) {
        TxControl control;
        try {
            control = TxControl.of(SqlQuotes.withoutComments(s.text()));
        } catch (IllegalArgumentException e) {
            throw LoadError.at(file, s.line(), e.getMessage() + ".");
        }
        if (control != null) {
            if (s.into() != null) {
                throw LoadError.at(file, s.line(), "\\" + s.into() + " must follow a query, not " + control + ".");
            }
            commands.add(new Command.Tx(s.line(), control));
            return;
        }
        Command.ResultInto into = null;
        if (s.into() != null) {
            String prefix = s.intoArgs();
            if (!prefix.isEmpty() && !Variables.validName(prefix)) {
                throw LoadError.at(
                        file, s.line(), "\\" + s.into() + " prefix '" + prefix + "' is not a variable name.");
            }
            into = new Command.ResultInto(s.into().equals("aset"), prefix);
        }
        SqlParameters p = SqlParameters.of(s.text());
        commands.add(new Command.Sql(s.line(), p.sql(), p.numbered(), p.params(), StatementKind.of(p.sql()), into));
    }

    private void meta(RawCommand.Meta m) {
        int line = m.line();
        String args = m.args();
        switch (m.name()) {
            case "set" -> set(line, args);
            case "sleep" -> sleep(line, args);
            case "if" -> conditionals.ifCommand(line, expr(line, "if", args));
            case "elif" -> conditionals.elif(line, expr(line, "elif", args));
            case "else" -> {
                noArguments(line, "else", args);
                conditionals.elseCommand(line);
            }
            case "endif" -> {
                noArguments(line, "endif", args);
                conditionals.endif(line);
            }
            case "shell", "setshell" ->
                throw LoadError.at(
                        file,
                        line,
                        "\\" + m.name() + " is not supported: Surgebench runs no shell commands from a script "
                                + "(set the value with \\set or --define).");
            case "startpipeline", "endpipeline", "syncpipeline" ->
                throw LoadError.at(
                        file,
                        line,
                        "\\" + m.name() + " is not supported: Surgebench does not run pipelines "
                                + "(remove the pipeline commands; the statements run one after another).");
            default ->
                throw LoadError.at(
                        file,
                        line,
                        "unknown meta-command \\" + m.name() + " (Surgebench runs \\set, \\sleep, \\if, \\elif, "
                                + "\\else, \\endif, \\gset and \\aset).");
        }
    }

    private void set(int line, String args) {
        int space = 0;
        while (space < args.length() && !Character.isWhitespace(args.charAt(space))) {
            space++;
        }
        String name = args.substring(0, space);
        String expression = args.substring(space).strip();
        if (name.isEmpty() || expression.isEmpty()) {
            throw LoadError.at(file, line, "\\set needs a variable name and an expression (\\set name expression).");
        }
        if (!Variables.validName(name)) {
            throw LoadError.at(file, line, "\\set: invalid variable name: \"" + name + "\".");
        }
        commands.add(new Command.Set(line, name, expr(line, "set " + name, expression)));
    }

    private void sleep(int line, String args) {
        String[] a = args.isEmpty() ? new String[0] : args.split("\\s+");
        if (a.length == 0) {
            throw LoadError.at(file, line, "\\sleep needs a duration (\\sleep number [us|ms|s]).");
        }
        if (a.length > 2) {
            throw LoadError.at(file, line, "\\sleep: too many arguments (\\sleep number [us|ms|s]).");
        }
        Expr amount;
        if (a[0].startsWith(":") && Variables.validName(a[0].substring(1))) {
            amount = new Expr.Var(a[0].substring(1));
        } else if (a[0].matches("[0-9]+")) {
            amount = new Expr.Const(Value.of(Long.parseLong(a[0])));
        } else {
            throw LoadError.at(file, line, "\\sleep: invalid sleep time, must be an integer (" + a[0] + ").");
        }
        String unit = a.length == 2 ? a[1].toLowerCase(Locale.ROOT) : "s";
        long micros = switch (unit) {
            case "us" -> 1;
            case "ms" -> 1_000;
            case "s" -> 1_000_000;
            default ->
                throw LoadError.at(file, line, "\\sleep: unrecognized time unit, must be us, ms or s (" + a[1] + ").");
        };
        commands.add(new Command.Sleep(line, amount, micros));
    }

    private Expr expr(int line, String command, String text) {
        if (text.isBlank()) {
            throw LoadError.at(file, line, "\\" + command + " needs an expression.");
        }
        try {
            return ExprParser.parse(text);
        } catch (ExprSyntaxException e) {
            throw LoadError.at(file, line, "\\" + command + ": " + e.getMessage() + ".");
        }
    }

    private void noArguments(int line, String command, String args) {
        if (!args.isEmpty()) {
            throw LoadError.at(file, line, "\\" + command + " takes no argument (" + args + ").");
        }
    }
}
