package org.surgebench.workloads.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cuts a script into commands as pgbench does: an SQL command ends at a semicolon outside quotes, comments and
 * parentheses (so it may span lines, and a line may hold two), or where a meta-command or the file begins or ends;
 * a meta-command starts with a backslash and runs to the end of its line, longer with backslash-newline
 * continuations; {@code \gset} and {@code \aset} end the SQL command they follow. Comments before a command are
 * dropped; blank commands are ignored.
 */
final class ScriptSplitter {
    private final String file;
    private final String text;
    private final List<RawCommand> out = new ArrayList<>();
    private final StringBuilder sql = new StringBuilder();
    private int sqlLine;
    private int line = 1;
    private int depth;

    private ScriptSplitter(String file, String text) {
        this.file = file;
        this.text = text;
    }

    static List<RawCommand> split(String file, String text) {
        ScriptSplitter s = new ScriptSplitter(file, text);
        s.run();
        return s.out;
    }

    private void run() {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int j = SqlQuotes.skip(text, i);
            if (j == SqlQuotes.UNCLOSED) {
                throw LoadError.at(file, line, "a quoted string, quoted name or comment starting here is not closed.");
            }
            if (j > i) {
                quotedOrComment(text.substring(i, j));
                i = j;
            } else if (c == '\\') {
                i = meta(i);
            } else if (c == ';' && depth == 0) {
                endSql(null, null);
                i++;
            } else {
                code(c);
                i++;
            }
        }
        endSql(null, null);
    }

    private void quotedOrComment(String segment) {
        boolean comment = segment.startsWith("--") || segment.startsWith("/*");
        if (!(comment && sql.isEmpty())) {
            startSql();
            sql.append(segment);
        }
        line += count(segment, '\n');
    }

    private void code(char c) {
        if (c == '\n') {
            line++;
        }
        if (sql.isEmpty() && Character.isWhitespace(c)) {
            return;
        }
        startSql();
        if (c == '(') {
            depth++;
        } else if (c == ')') {
            depth = Math.max(0, depth - 1);
        }
        sql.append(c);
    }

    private void startSql() {
        if (sql.isEmpty()) {
            sqlLine = line;
        }
    }

    private void endSql(String into, String intoArgs) {
        String s = sql.toString().strip();
        if (!s.isEmpty()) {
            out.add(new RawCommand.Sql(sqlLine, s, into, intoArgs));
        }
        sql.setLength(0);
        depth = 0;
    }

    /** Reads the meta-command starting at the backslash at {@code i}; returns the index after it. */
    private int meta(int i) {
        int metaLine = line;
        if (i + 1 < text.length() && text.charAt(i + 1) == ';') {
            throw LoadError.at(
                    file,
                    line,
                    "\\; (several SQL commands sent as one) is not supported: Surgebench "
                            + "prepares each command, so end each one with a semicolon.");
        }
        StringBuilder rest = new StringBuilder();
        int j = i + 1;
        while (j < text.length() && text.charAt(j) != '\n') {
            char c = text.charAt(j);
            if (c == '\\' && continuesLine(j)) {
                rest.append(' ');
                j = text.indexOf('\n', j) + 1;
                line++;
                continue;
            }
            rest.append(c);
            j++;
        }
        String body = rest.toString().strip();
        int nameEnd = 0;
        while (nameEnd < body.length() && !Character.isWhitespace(body.charAt(nameEnd))) {
            nameEnd++;
        }
        String name = body.substring(0, nameEnd).toLowerCase(Locale.ROOT);
        String args = body.substring(nameEnd).strip();
        if (name.equals("gset") || name.equals("aset")) {
            if (sql.toString().isBlank()) {
                throw LoadError.at(file, metaLine, "\\" + name + " must follow an SQL command.");
            }
            endSql(name, args);
        } else {
            endSql(null, null);
            out.add(new RawCommand.Meta(metaLine, name, args));
        }
        return j;
    }

    /** Whether the backslash at {@code j} ends its line (a continuation), perhaps before a carriage return. */
    private boolean continuesLine(int j) {
        int k = j + 1;
        if (k < text.length() && text.charAt(k) == '\r') {
            k++;
        }
        return k < text.length() && text.charAt(k) == '\n';
    }

    private static int count(String s, char c) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c) {
                n++;
            }
        }
        return n;
    }
}
