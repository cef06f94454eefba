package org.surgebench.workloads;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.spi.OptionValues;
import org.surgebench.testdata.TestDatabases;

/**
 * Freshly generated embedded H2 databases without generating each: a workload is generated once per JVM and spec
 * (workload, scale, seed, options) into an H2 file database, and every caller gets a copy of its file. For tests
 * whose subject is what runs on a generated schema, not the generation itself: Order Entry loads its ~900,000
 * inventory rows at every scale (Swingbench's fixed catalog), 10 s and more on H2 per generation, where a copy
 * of the file takes milliseconds. The copy holds what the generation wrote, row for row, and the option keys it
 * read that no one declared are kept for OptionsDeclaredTest ({@link #undeclaredReadsOf}).
 */
public final class GeneratedCopies {
    private static final String USER = "sa";
    /**
     * H2's page cache in KiB, a bound, not an allocation: the default 16 MB would reread Order Entry's pages. And
     * the rows a query's intermediate result keeps in memory: above H2's default (40,000 per GB of heap) it writes
     * them to a temporary file, which made tpcc's verify (a UNION ALL over ORDER_LINE's 300,000 rows) slow.
     */
    private static final String CACHE = ";CACHE_SIZE=1048576;MAX_MEMORY_ROWS=2000000";

    private static final Map<String, Path> TEMPLATES = new HashMap<>();
    private static final Map<String, Set<String>> UNDECLARED_READS = new HashMap<>();
    private static int copies;
    private static Path dir;

    private GeneratedCopies() {}

    /** A copy of {@code spec} (a spec without a connection) as generated on H2, in a database of its own. */
    public static synchronized ConnectionSpec copyOf(GenerateSpec spec) {
        Path template = TEMPLATES.get(key(spec));
        if (template == null) {
            // The record is the JVM's and its tests run one at a time: cleared first, it holds this generation's.
            OptionValues.clearUndeclaredReads();
            template = generate(spec, "template-" + TEMPLATES.size());
            TEMPLATES.put(key(spec), template);
            UNDECLARED_READS.put(key(spec), OptionValues.undeclaredReads());
        }
        String name = "copy-" + ++copies;
        try {
            Files.copy(template, folder().resolve(name + ".mv.db"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ConnectionSpec(TestDatabases.h2File(folder(), name) + CACHE, USER, "");
    }

    /**
     * The option keys that the generation behind {@code spec}'s copies read and no one declared ({@link
     * OptionValues#undeclaredReads()} during that generation, made by an earlier test of this JVM or by the
     * caller's {@link #copyOf}).
     */
    public static synchronized Set<String> undeclaredReadsOf(GenerateSpec spec) {
        Set<String> reads = UNDECLARED_READS.get(key(spec));
        if (reads == null) {
            throw new IllegalStateException("No copy of " + key(spec) + " was asked for: nothing generated");
        }
        return reads;
    }

    private static String key(GenerateSpec spec) {
        return spec.workload() + " " + spec.scale() + " " + spec.seed() + " " + new TreeMap<>(spec.options());
    }

    /** Generates into a file database and shuts it down, so that its one file holds everything. */
    private static Path generate(GenerateSpec spec, String name) {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2File(folder(), name) + CACHE, USER, "");
        Surgebench.generate(spec.connection(db), null);
        try (Connection c = DriverManager.getConnection(db.url(), USER, "");
                Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return folder().resolve(name + ".mv.db");
    }

    private static synchronized Path folder() {
        if (dir == null) {
            try {
                dir = Files.createTempDirectory("surge-generated-copies-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(GeneratedCopies::deleteAll));
        }
        return dir;
    }

    private static void deleteAll() {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // The temporary folder stays behind; nothing a test can do about it at exit.
        }
    }
}
