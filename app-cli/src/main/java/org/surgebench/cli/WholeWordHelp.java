package org.surgebench.cli;

import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code --help} as wide as the terminal it is printed to (80 columns elsewhere), wrapped only where a space is.
 * picocli wraps at 80 columns by default and where Java's line breaker allows, which is also after {@code :},
 * {@code .} and {@code /}: a URL in an example ({@code jdbc:oracle:thin:@//host:1521/SERVICE}) came out cut in
 * two. Here a word, a URL or a path is moved to the next line whole; one longer than a whole line stands alone on
 * its line, uncut (in the option table picocli would still cut one longer than the description column).
 */
final class WholeWordHelp extends CommandLine.Help {

    /** The help of every command of {@code surge}, as wide as the terminal. */
    static final CommandLine.IHelpFactory FACTORY =
            (spec, colors) -> new WholeWordHelp(atWidth(spec, terminalWidth()), colors);

    WholeWordHelp(CommandSpec spec, ColorScheme colors) {
        super(spec, colors);
    }

    /** The terminal's columns when stdout is one (asked once per help, never at a command's start). */
    static int terminalWidth() {
        return TerminalSize.stdoutIsTerminal() ? TerminalSize.columns() : TerminalSize.FALLBACK_COLUMNS;
    }

    /** The spec with its help this many columns wide (picocli keeps its width for fewer than 55). */
    static CommandSpec atWidth(CommandSpec spec, int columns) {
        spec.usageMessage().width(columns);
        return spec;
    }

    @Override
    public Layout createDefaultLayout(
            List<OptionSpec> options, List<PositionalParamSpec> positionals, ColorScheme colors) {
        TextTable standard =
                TextTable.forDefaultColumns(colors, calcLongOptionColumnWidth(options, positionals, colors), width());
        return new Layout(
                colors,
                new SpaceWrapped(colors, standard.columns()),
                createDefaultOptionRenderer(),
                createDefaultParameterRenderer());
    }

    /** picocli's list of subcommands with the first line of each one's description, wrapped at spaces. */
    @Override
    public String commandList(Map<String, CommandLine.Help> subcommands) {
        if (subcommands.isEmpty()) {
            return "";
        }
        int names = Math.min(
                subcommands.keySet().stream().mapToInt(String::length).max().orElse(0), width() / 2);
        TextTable table = new SpaceWrapped(colorScheme(), new Column[] {
            new Column(names + 2, 2, Column.Overflow.SPAN), new Column(width() - (names + 2), 2, Column.Overflow.WRAP)
        });
        for (CommandLine.Help help : subcommands.values()) {
            CommandLine.Model.UsageMessageSpec usage = help.commandSpec().usageMessage();
            String[] text = usage.header().length > 0 ? usage.header() : usage.description();
            String first = text.length > 0 ? format(text[0]) : "";
            table.addRowValues(help.commandNamesText(", "), colorScheme().text(first));
        }
        return table.toString();
    }

    @Override
    public String description(Object... params) {
        return paragraphs(commandSpec().usageMessage().description(), params);
    }

    @Override
    public String header(Object... params) {
        return paragraphs(commandSpec().usageMessage().header(), params);
    }

    @Override
    public String footer(Object... params) {
        return paragraphs(commandSpec().usageMessage().footer(), params);
    }

    private int width() {
        return commandSpec().usageMessage().width();
    }

    /**
     * Each line formatted as picocli does ({@code %n}, {@code %%}) and wrapped at spaces; a wrapped line goes on
     * under its own indent, four further in when it is indented (an example and its note).
     */
    private String paragraphs(String[] lines, Object... params) {
        StringBuilder out = new StringBuilder();
        for (String line : lines == null ? new String[0] : lines) {
            for (String l : format(line, params).split("\\R", -1)) {
                int indent = l.length() - l.stripLeading().length();
                for (String piece : wrap(l, width(), indent == 0 ? 0 : indent + 4)) {
                    out.append(piece.stripTrailing()).append(System.lineSeparator());
                }
            }
        }
        return out.toString();
    }

    private static String format(String line, Object... params) {
        try {
            return String.format(line, params);
        } catch (IllegalFormatException e) {
            return line;
        }
    }

    /** {@code line} in pieces of at most {@code width} columns, broken at spaces only; later pieces indented. */
    static List<String> wrap(String line, int width, int continuationIndent) {
        List<String> pieces = new ArrayList<>();
        List<int[]> spans = spans(line, width, continuationIndent);
        for (int i = 0; i < spans.size(); i++) {
            String piece = line.substring(spans.get(i)[0], spans.get(i)[1]);
            pieces.add(i == 0 ? piece : " ".repeat(continuationIndent) + piece);
        }
        return pieces;
    }

    /** Where each piece of {@code text} starts and ends: the first {@code width} wide, the others less the indent. */
    static List<int[]> spans(String text, int width, int continuationIndent) {
        List<int[]> spans = new ArrayList<>();
        int start = 0;
        int room = width;
        while (text.length() - start > room) {
            int cut = text.lastIndexOf(' ', start + room);
            if (cut <= start) {
                // One word longer than the line: whole, on a line of its own.
                cut = text.indexOf(' ', start + room);
                if (cut < 0) {
                    break;
                }
            }
            spans.add(new int[] {start, cut});
            start = cut;
            while (start < text.length() && text.charAt(start) == ' ') {
                start++;
            }
            room = Math.max(1, width - continuationIndent);
        }
        if (start < text.length() || spans.isEmpty()) {
            spans.add(new int[] {start, text.length()});
        }
        return spans;
    }

    /**
     * picocli's table of options and their descriptions, whose wrapping column breaks at spaces only. A word longer
     * than the whole column (none is, in surge's help: HelpTest checks) would still be cut by picocli.
     */
    static final class SpaceWrapped extends TextTable {
        private final ColorScheme colors;

        SpaceWrapped(ColorScheme colors, Column[] columns) {
            super(colors, columns);
            this.colors = colors;
        }

        @Override
        public Cell putValue(int row, int col, Text value) {
            Column column = columns()[col];
            if (column.overflow != Column.Overflow.WRAP
                    || value == null
                    || value.plainString().isEmpty()) {
                return super.putValue(row, col, value);
            }
            List<int[]> spans = spans(value.plainString(), column.width - column.indent, indentWrappedLines);
            Cell cell = null;
            for (int i = 0; i < spans.size(); i++) {
                Text piece = value.substring(spans.get(i)[0], spans.get(i)[1]);
                if (i > 0) {
                    addEmptyRow();
                    row++;
                    piece = colors.text(" ".repeat(indentWrappedLines)).concat(piece);
                }
                cell = super.putValue(row, col, piece);
            }
            return cell;
        }
    }
}
