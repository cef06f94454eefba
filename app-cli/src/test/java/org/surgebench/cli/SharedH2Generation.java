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
 * A workload on H2, generated once per test JVM by {@code surge generate} and copied for each class that runs on it:
 * the classes that take a copy test runs (and tpch's power test), not generation (the workloads' own tests do). A
 * copy each keeps them apart: what one run writes (the refresh functions' rows, a registry a test changes) no other
 * class sees.
 */
final class SharedH2Generation {
    /** Order Entry at scale 0.001: its fixed-size catalog (about 900,000 inventory rows) makes most of its time. */
    static final SharedH2Generation SOE = new SharedH2Generation("soe", "0.001");
    /** tpch at SF 0.01. */
    static final SharedH2Generation TPCH = new SharedH2Generation("tpch", "0.01");

    private final String workload;
    private final String scale;
    private Path generated;

    private SharedH2Generation(String workload, String scale) {
        this.workload = workload;
        this.scale = scale;
    }

    /** A copy of the generated database in {@code dir} (files named after the workload), and its URL. */
    String copyInto(Path dir) {
        try {
            Path from = generatedOnce();
            List<Path> files;
            try (Stream<Path> all = Files.list(from)) {
                files = all.filter(f -> f.getFileName().toString().startsWith(workload + "."))
                        .toList();
            }
            for (Path f : files) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
            return "jdbc:h2:" + dir.resolve(workload).toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private synchronized Path generatedOnce() throws IOException {
        if (generated == null) {
            Path home = Files.createTempDirectory("surge-shared-" + workload);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(home)));
            // The database is closed when the command returns (its last connection gone): its files can be copied.
            var g = Cli.run("generate", workload, "--url", "jdbc:h2:" + home.resolve(workload), "--scale", scale);
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
