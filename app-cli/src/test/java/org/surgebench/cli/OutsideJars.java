package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.surgebench.core.spi.Workload;
import org.surgebench.testdata.TestJars;

/**
 * Workload jars from outside Surgebench for tests: the example's (examples/outside-workload, built by this
 * build before app-cli) and small ones compiled here against the engine's API only.
 */
final class OutsideJars {
    static final String SERVICES = "META-INF/services/" + Workload.class.getName();

    private OutsideJars() {}

    /** The jar examples/outside-workload's own Maven build made. */
    static Path stockJar() {
        Path jar = Path.of("..", "examples", "outside-workload", "target", "stock-workload.jar")
                .toAbsolutePath()
                .normalize();
        assertThat(jar)
                .as("examples/outside-workload is built before app-cli (mvn -pl app-cli -am ...)")
                .isRegularFile();
        return jar;
    }

    /** A folder holding a copy of the example's jar (and nothing else). */
    static Path stockFolder(Path parent) throws IOException {
        Path dir = Files.createDirectories(parent.resolve("workloads"));
        Files.copy(stockJar(), dir.resolve("stock-workload.jar"));
        return dir;
    }

    /** A jar of one small workload of that name, whose constructor runs {@code constructorBody}. */
    static Path workload(Path jar, String className, String name, String constructorBody) throws IOException {
        int dot = className.lastIndexOf('.');
        String simple = className.substring(dot + 1);
        String source = "package " + className.substring(0, dot) + ";\n"
                + "import java.util.List;\n"
                + "import org.surgebench.core.spi.*;\n"
                + "public class " + simple + " implements Workload {\n"
                + "  public " + simple + "() { " + constructorBody + " }\n"
                + "  public String name() { return \"" + name + "\"; }\n"
                + "  public String description() { return \"a test's\"; }\n"
                + "  public Schema schema(SchemaOptions o) { return null; }\n"
                + "  public List<TransactionDef> transactions() { return List.of(); }\n"
                + "  public List<Mix> mixes() { return List.of(); }\n"
                + "}\n";
        return TestJars.compiled(
                jar, Map.of(className, source), Map.of(className, Workload.class), TestJars.codeOf(Workload.class));
    }

    /** Names of the files in a folder, for "nothing was created" checks. */
    static List<String> files(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
