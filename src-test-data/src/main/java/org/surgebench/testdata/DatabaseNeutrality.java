package org.surgebench.testdata;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds source lines that decide something by a particular database instead of asking its dialect: a dialect's
 * name compared ({@code "mariadb".equals(x)}, {@code case "oracle"}), a JDBC URL prefix tested
 * ({@code url.startsWith("jdbc:h2:")}), a vendor SQLState or error number compared. The compiler cannot point a
 * newcomer at such a place when a database is added; this scan can. Only the dialect packages
 * ({@code org/surgebench/core/db/<database>/}) may do it. Mentions in help texts and examples are not tests and
 * pass.
 */
public final class DatabaseNeutrality {
    private static final String NAMES = "(h2|postgresql|postgres|oracle|mariadb|mysql)";
    private static final List<Pattern> TESTS = List.of(
            Pattern.compile("\"" + NAMES + "\"\\s*\\.\\s*equals"),
            Pattern.compile("equals(IgnoreCase)?\\(\\s*\"" + NAMES + "\"\\s*\\)"),
            Pattern.compile("case\\s+\"" + NAMES + "\""),
            Pattern.compile("(startsWith|contains|matches)\\(\\s*\"(jdbc:" + NAMES + "|" + NAMES + "\")"),
            Pattern.compile("\"[0-9A-Z]{5}\"\\s*\\.\\s*equals\\([^)]*getSQLState"),
            Pattern.compile("getSQLState\\(\\)\\s*\\)?\\s*\\.\\s*(equals|startsWith)\\(\\s*\""),
            Pattern.compile("getErrorCode\\(\\)\\s*(==|!=)"));
    private static final Pattern DIALECT_PACKAGE = Pattern.compile(".*/org/surgebench/core/db/[^/]+/[^/]+\\.java");

    private DatabaseNeutrality() {}

    /**
     * {@code file:line: text} of every such line under a source root, outside the dialect packages and the
     * folders given (relative to the root, e.g. {@code org/surgebench/core/swingbench/}), which the caller
     * names with its reason.
     */
    public static List<String> violations(Path sourceRoot, String... exempt) {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sourceRoot)) {
            for (Path f :
                    files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String rel = sourceRoot.relativize(f).toString().replace('\\', '/');
                if (DIALECT_PACKAGE.matcher("/" + rel).matches()
                        || java.util.Arrays.stream(exempt).anyMatch(rel::startsWith)) {
                    continue;
                }
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    if (TESTS.stream().anyMatch(p -> p.matcher(line).find())) {
                        out.add(sourceRoot.relativize(f) + ":" + (i + 1) + ": " + line.strip());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
