package org.surgebench.examples;

import java.nio.file.Path;
import java.time.Duration;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/**
 * Generates the {@link CountersWorkload} in an embedded H2 database and runs it: 4 users for 5 seconds.
 * {@code java ... org.surgebench.examples.CustomWorkloadExample [folder]} (default {@code ./surge-data/examples}).
 */
public final class CustomWorkloadExample {
    private CustomWorkloadExample() {}

    public static void main(String[] args) throws Exception {
        RunResult r = run(Path.of(args.length > 0 ? args[0] : "surge-data/examples"));
        System.out.printf(
                "counters: %d transactions, %.1f TPS, p95 %.2f ms, %d errors%n",
                r.summary().transactions(),
                r.summary().tps(),
                r.summary().service().p95Ms(),
                r.summary().errors());
    }

    /** Builds the schema (again, if there) in {@code folder} and runs it; the results go to folder/results. */
    public static RunResult run(Path folder) throws Exception {
        ConnectionSpec db = h2(folder);
        Surgebench.generate(new GenerateSpec("counters").connection(db).scale(1).force(true), null);
        return Surgebench.run(new RunSpec("counters")
                .connection(db)
                .users(4)
                .runTime(Duration.ofSeconds(5))
                .resultsDir(folder.resolve("results")));
    }

    /** The embedded database in {@code folder}. */
    public static ConnectionSpec h2(Path folder) {
        return new ConnectionSpec("jdbc:h2:" + folder.toAbsolutePath().resolve("counters"), "sa", "");
    }
}
