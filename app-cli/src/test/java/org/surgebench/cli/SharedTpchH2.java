package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * tpch at SF 0.01 on H2, generated once per test JVM by {@code surge generate} and copied for each class that runs
 * on it (as {@link SharedSoeH2} does for Order Entry): the classes that take a copy test runs and the power test,
 * not generation (the workloads' own tests do). A copy each keeps them apart: what one run writes (the refresh
 * functions' rows, a registry a test changes) no other class sees.
 */
final class SharedTpchH2 {
    private static Path generated;

    private SharedTpchH2() {}

    /** A copy of the generated database in {@code dir} (files {@code tpch.*}), and its URL. */
    static String copyInto(Path dir) {
        try {
            Path from = generatedOnce();
            List<Path> files;
            try (Stream<Path> all = Files.list(from)) {
                files = all.filter(f -> f.getFileName().toString().startsWith("tpch."))
                        .toList();
            }
            for (Path f : files) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
            return "jdbc:h2:" + dir.resolve("tpch").toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized Path generatedOnce() throws IOException {
        if (generated == null) {
            Path home = Files.createTempDirectory("surge-shared-tpch");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(home)));
            // The database is closed when the command returns (its last connection gone): its files can be copied.
            var g = Cli.run("generate", "tpch", "--url", "jdbc:h2:" + home.resolve("tpch"), "--scale", "0.01");
            assertThat(g.exitCode()).as(g.all()).isZero();
            generated = home;
        }
        return generated;
    }

    private static void delete(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind
        }
    }
}
