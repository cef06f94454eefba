package org.surgebench.examples;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepTable;

/**
 * A user sweep from Java, as {@code surge sweep} does it: the TPC-B-like workload in an embedded H2 database,
 * one measured step of 3 seconds at 1, 2 and 4 users, then the scaling table with its knee.
 * {@code java ... org.surgebench.examples.SweepExample [folder]} (default {@code ./surge-data/examples}).
 */
public final class SweepExample {
    private SweepExample() {}

    public static void main(String[] args) throws Exception {
        System.out.print(SweepTable.format(sweep(Path.of(args.length > 0 ? args[0] : "surge-data/examples"))));
    }

    /** Builds tpcb at scale 1 in {@code folder} and sweeps it; step results and the sweep go to folder/results. */
    public static SweepResult sweep(Path folder) throws Exception {
        ConnectionSpec db = h2(folder);
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).force(true), null);
        RunSpec template = new RunSpec("tpcb").connection(db).resultsDir(folder.resolve("results"));
        return Sweep.run(template, List.of(1, 2, 4), Duration.ofSeconds(3), null);
    }

    /** The embedded database in {@code folder}. */
    public static ConnectionSpec h2(Path folder) {
        return new ConnectionSpec("jdbc:h2:" + folder.toAbsolutePath().resolve("tpcb"), "sa", "");
    }
}
