package org.surgebench.workloads.script;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns the {@code :name} references of an SQL command into bind parameters: each becomes a {@code ?} of a prepared
 * statement, bound to the variable's value when the command runs (never pasted into the text). A {@code :} in a
 * quoted string, a quoted name or a comment is text, {@code ::} is a cast, and a name must start with a letter or an
 * underscore (so {@code a[1:2]} is left alone). The one rewriting gives both texts a script's command is sent as:
 * JDBC's, and PostgreSQL's numbered form for the event loops' client, which is the text pgjdbc sends the server for
 * the JDBC one (so both executors run one statement).
 *
 * @param sql      the statement as it is prepared over JDBC, a {@code ?} for each variable
 * @param numbered the same statement with {@code $1, $2...} for the {@code ?}s, as the event loops send it
 * @param params   the variable bound to each parameter, in order
 */
record SqlParameters(String sql, String numbered, List<String> params) {

    SqlParameters {
        params = List.copyOf(params);
    }

    static SqlParameters of(String text) {
        StringBuilder sql = new StringBuilder(text.length());
        StringBuilder numbered = new StringBuilder(text.length() + 8);
        List<String> params = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int j = SqlQuotes.skip(text, i);
            if (j == SqlQuotes.UNCLOSED) {
                j = text.length();
            }
            if (j > i) {
                sql.append(text, i, j);
                numbered.append(text, i, j);
                i = j;
                continue;
            }
            char c = text.charAt(i);
            if (c == ':' && i + 1 < text.length() && text.charAt(i + 1) == ':') {
                sql.append("::");
                numbered.append("::");
                i += 2;
            } else if (c == ':' && i + 1 < text.length() && startsName(text.charAt(i + 1))) {
                int end = i + 2;
                while (end < text.length() && Variables.isNameChar(text.charAt(end))) {
                    end++;
                }
                params.add(text.substring(i + 1, end));
                sql.append('?');
                numbered.append('$').append(params.size());
                i = end;
            } else {
                sql.append(c);
                numbered.append(c);
                i++;
            }
        }
        return new SqlParameters(sql.toString(), numbered.toString(), params);
    }

    private static boolean startsName(char c) {
        return Character.isLetter(c) || c == '_';
    }
}
