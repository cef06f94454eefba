package org.surgebench.core.spi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads SQL scripts kept as resources: statements end with a line holding only {@code ;} or {@code /},
 * or with {@code ;} at the end of a line; {@code --} comment lines are dropped. Blocks (PL/SQL) must use
 * the {@code /} terminator.
 */
public final class SqlScript {
    private SqlScript() {}

    /** The statements of a resource, or an empty list when it does not exist. */
    public static List<String> resource(Class<?> anchor, String path) {
        try (InputStream in = anchor.getResourceAsStream(path)) {
            if (in == null) {
                return List.of();
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read " + path, e);
        }
    }

    public static List<String> parse(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean block = false;
        for (String line : text.split("\\R")) {
            String t = line.strip();
            if (cur.isEmpty() && (t.isEmpty() || t.startsWith("--"))) {
                continue;
            }
            if (t.equals("/")) {
                add(out, cur);
                block = false;
                continue;
            }
            if (cur.isEmpty()
                    && (t.toUpperCase().startsWith("BEGIN")
                            || t.toUpperCase().startsWith("DECLARE")
                            || t.toUpperCase()
                                    .matches("CREATE (OR REPLACE )?(PROCEDURE|FUNCTION|PACKAGE|TRIGGER).*"))) {
                block = true;
            }
            if (t.startsWith("--")) {
                continue;
            }
            cur.append(line).append('\n');
            if (!block && t.endsWith(";")) {
                cur.setLength(cur.lastIndexOf(";"));
                add(out, cur);
            }
        }
        add(out, cur);
        return out;
    }

    private static void add(List<String> out, StringBuilder cur) {
        String s = cur.toString().strip();
        if (!s.isEmpty()) {
            out.add(s);
        }
        cur.setLength(0);
    }
}
