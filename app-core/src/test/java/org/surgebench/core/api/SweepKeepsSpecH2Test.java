package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.testdata.TestDatabases;

/** A sweep runs each step from a plan of its own: the caller's spec is the same before and after. */
class SweepKeepsSpecH2Test {
    @Test
    void aSweepLeavesTheCallersSpecAsItWasGiven(@TempDir Path root) throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("sweepspec"), "sa", "");
        Surgebench.generate(new GenerateSpec("counter").connection(db).scale(0.1), null);
        RunSpec template = new RunSpec("counter").connection(db).users(5).runTime(Duration.ofSeconds(40))
                .maxTransactions(0).resultsDir(root);

        SweepResult result = Sweep.run(template, List.of(1, 2), Duration.ofSeconds(1), null);

        assertThat(result.steps()).extracting(s -> s.users()).containsExactly(1, 2);
        assertThat(result.steps()).allSatisfy(s -> assertThat(s.transactions()).isPositive());
        assertThat(template.users()).isEqualTo(5);
        assertThat(template.runTime()).isEqualTo(Duration.ofSeconds(40));
        assertThat(template.maxTransactions()).isZero();
        assertThat(template.resultsDir()).isEqualTo(root);
        try (var folders = Files.list(root)) {
            assertThat(folders.filter(Files::isDirectory).toList()).as("the steps went into the sweep's folder")
                    .singleElement().satisfies(dir -> assertThat(dir.getFileName().toString())
                            .startsWith("counter-sweep-"));
        }
    }
}
