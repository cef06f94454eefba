package org.surgebench.workloads.options;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.OptionValues;

/**
 * tpcb generated, run, verified and dropped on a server database with every option of its dialect given, so the
 * dialect's own option reads (loading, DDL sessions, statistics providers) run; none may read an undeclared key.
 */
final class DialectOptionsRead {
    private DialectOptionsRead() {}

    static void assertAllDeclared(
            ConnectionSpec db, Map<String, String> generateOptions, Map<String, String> runOptions) throws Exception {
        OptionValues.clearUndeclaredReads();
        GenerateSpec generate =
                new GenerateSpec("tpcb").connection(db).scale(0.1).threads(2);
        generateOptions.forEach(generate::option);
        Surgebench.generate(generate, null);
        RunSpec run = new RunSpec("tpcb")
                .connection(db)
                .users(2)
                .maxTransactions(20)
                .runTime(java.time.Duration.ofSeconds(60));
        runOptions.forEach(run::option);
        RunResult r = Surgebench.run(run);
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transaction("TPCB").count()).isEqualTo(20);
        assertThat(r.database()).as("the statistics provider ran").isNotEmpty();
        assertThat(Surgebench.verify(db, "tpcb", generateOptions).ok()).isTrue();
        Surgebench.drop(db, "tpcb", generateOptions);
        assertThat(Surgebench.schemaInfo(db, "tpcb")).as("dropped").isNull();
        assertThat(OptionValues.undeclaredReads())
                .as("options read but declared by no one")
                .isEmpty();
    }
}
