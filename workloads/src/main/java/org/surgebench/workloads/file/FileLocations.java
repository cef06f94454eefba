package org.surgebench.workloads.file;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The line of every key and list item of a workload file, by JSON pointer ({@code /tables/venue/rows}), so that a
 * mistake found after reading (a parameter without a source, a bad range) names its line as a YAML syntax
 * error does. Read in one pass of the YAML parser's tokens; the model stays a plain record.
 */
final class FileLocations {
    private final Map<String, Integer> lines;

    private FileLocations(Map<String, Integer> lines) {
        this.lines = lines;
    }

    /** The lines of a text that parses (read it first); an empty index for one that does not. */
    static FileLocations of(YAMLFactory factory, String text) {
        Map<String, Integer> lines = new HashMap<>();
        try (JsonParser p = factory.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t != null) {
                walk(p, t, "", lines);
            }
        } catch (IOException e) {
            // The reader reports syntax errors with their own location; nothing to index then.
        }
        return new FileLocations(lines);
    }

    private static void walk(JsonParser p, JsonToken token, String path, Map<String, Integer> lines)
            throws IOException {
        lines.putIfAbsent(path, p.currentTokenLocation().getLineNr());
        if (token == JsonToken.START_OBJECT) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String child = path + "/" + escape(p.currentName());
                lines.putIfAbsent(child, p.currentTokenLocation().getLineNr());
                walk(p, p.nextToken(), child, lines);
            }
        } else if (token == JsonToken.START_ARRAY) {
            int i = 0;
            JsonToken t;
            while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                walk(p, t, path + "/" + i++, lines);
            }
        }
    }

    static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    /** The line of the pointer's key or item, or of the nearest enclosing one; 1 when none is known. */
    int lineOf(String pointer) {
        String p = pointer;
        while (true) {
            Integer line = lines.get(p);
            if (line != null) {
                return line;
            }
            if (p.isEmpty()) {
                return 1;
            }
            p = p.substring(0, p.lastIndexOf('/'));
        }
    }

    /** A pointer as a reader sees it: {@code /transactions/BUY/statements/1} as {@code transactions.BUY.statements#2}. */
    static String display(String pointer) {
        StringBuilder out = new StringBuilder();
        for (String part : pointer.substring(pointer.isEmpty() ? 0 : 1).split("/", -1)) {
            if (part.isEmpty()) {
                continue;
            }
            String key = part.replace("~1", "/").replace("~0", "~");
            if (key.matches("\\d+")) {
                out.append('#').append(Integer.parseInt(key) + 1);
            } else {
                out.append(out.isEmpty() ? "" : ".").append(key);
            }
        }
        return out.toString();
    }
}
