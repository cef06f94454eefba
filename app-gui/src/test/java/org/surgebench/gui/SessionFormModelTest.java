package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.RunSpec;

/**
 * The session form turns into exactly the run the person configured (snapshots per database, weights,
 * variants, durations, the workload's defaults) and takes a Swingbench configuration field by field, tested
 * on its model without a window.
 */
class SessionFormModelTest {
    final SessionFormModel form = new SessionFormModel();

    private TransactionRow row(String shortName) {
        return form.transactions.stream()
                .filter(r -> r.shortName().equals(shortName))
                .findFirst()
                .orElseThrow();
    }

    private Map<String, Integer> weightsShown() {
        Map<String, Integer> out = new LinkedHashMap<>();
        form.transactions.forEach(r -> out.put(r.shortName(), r.effectiveWeight()));
        return out;
    }

    @Test
    void aWorkloadFileIsChosenAndRunsWhatItDeclares(@TempDir Path dir) throws Exception {
        String url = org.surgebench.testdata.TestDatabases.h2Memory("gui_file");
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, "sa", "")) {
            c.createStatement().execute("CREATE TABLE visits (id BIGINT AUTO_INCREMENT PRIMARY KEY, page INT)");
        }
        Path file = Files.writeString(dir.resolve("visits.yaml"), """
                description: A visit recorded per transaction
                parameters:
                  page: {uniform: 1..20}
                transactions:
                  VISIT:
                    statements:
                      - sql: INSERT INTO visits (page) VALUES (:page)
                """);
        var w = form.addFile(file);
        assertThat(form.workload.get()).isSameAs(w);
        assertThat(form.workloads).contains(w);
        assertThat(weightsShown()).containsOnlyKeys("VISIT");
        // The same file read again replaces its first reading.
        form.addFile(file);
        assertThat(form.workloads.stream().filter(x -> x.name().equals(w.name())))
                .hasSize(1);

        form.url.set(url);
        form.users.set(2);
        RunSpec spec = form.toSpec().maxTransactions(40).runTime(null).resultsDir(dir.resolve("results"));
        assertThat(spec.workload()).isEqualTo(file.toAbsolutePath().toString());
        var result = Surgebench.run(spec);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, "sa", "");
                var rs = c.createStatement().executeQuery("SELECT count(*) FROM visits")) {
            rs.next();
            // What H2 holds is what the run counted.
            assertThat(rs.getLong(1))
                    .isEqualTo(result.transaction("VISIT").count())
                    .isEqualTo(40);
        }
    }

    @Test
    void aWorkloadFileThatDoesNotReadLeavesTheFormAsItWas(@TempDir Path dir) throws Exception {
        var before = form.workload.get();
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "transactions:\n  T:\n    wieght: 3\n");
        assertThatThrownBy(() -> form.addFile(bad))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("bad.yaml:3");
        assertThat(form.workload.get()).isSameAs(before);
    }

    @Test
    void snapshotsFollowTheDatabaseInTheUrl() {
        form.url.set("jdbc:postgresql://127.0.0.1:5432/bench");
        assertThat(form.snapshotsAvailable.get()).isTrue();
        assertThat(form.snapshots.get()).isTrue();
        assertThat(form.snapshotsText.get()).startsWith("PostgreSQL statistics snapshots");
        assertThat(form.toSpec().options()).containsEntry("pgstats", "true");
        form.snapshots.set(false);
        assertThat(form.toSpec().options()).containsEntry("pgstats", "false");

        form.url.set("jdbc:oracle:thin:@//db:1521/FREEPDB1");
        assertThat(form.snapshots.get()).isFalse();
        assertThat(form.toSpec().options()).containsEntry("awr", "false");
        form.snapshots.set(true);
        assertThat(form.toSpec().options()).containsEntry("awr", "true").doesNotContainKey("pgstats");

        form.url.set("jdbc:h2:mem:x");
        assertThat(form.snapshotsAvailable.get()).isFalse();
        assertThat(form.toSpec().options()).isEmpty();
    }

    @Test
    void runTimeAndResultsFolderDefaultAsOnTheCommandLine() {
        RunSpec spec = form.toSpec();
        assertThat(form.runTime.get()).isEqualTo(RunSpec.DEFAULT_RUN_TIME).isEqualTo("60s");
        assertThat(spec.runTime()).isEqualTo(new RunSpec("x").runTime());
        assertThat(spec.resultsDir())
                .isEqualTo(Path.of(RunSpec.DEFAULT_RESULTS_DIR).toAbsolutePath());
    }

    @Test
    void theTransactionTableIsWhatRuns() {
        form.workload.set(Surgebench.workload("tpcb"));
        form.mix.set(Surgebench.workload("tpcb").mix("tpcb-like"));
        assertThat(form.toSpec().weights()).containsEntry("TPCB", 1).containsEntry("SEL", 0);
        row("SEL").enabledProperty().set(true);
        row("TPCB").enabledProperty().set(false);
        row("SEL").weightProperty().set(7);
        RunSpec spec = form.toSpec();
        assertThat(spec.workload()).isEqualTo("tpcb");
        assertThat(spec.mix()).isEqualTo("tpcb-like");
        assertThat(spec.weights()).containsEntry("TPCB", 0).containsEntry("SEL", 7);
    }

    @Test
    void theVariantAndTheThinkTimeInsideTransactionsAreWhatRuns() {
        form.workload.set(Surgebench.workload("soe"));
        assertThat(form.variantChoosable.get()).isTrue();
        assertThat(form.variants).containsExactly("default", "server", "client");
        RunSpec byDatabase = form.toSpec();
        assertThat(byDatabase.variant()).isNull();
        assertThat(byDatabase.timingsIncludeThink()).isFalse();
        form.variant.set("client");
        form.intraThinkMin.set("50ms");
        form.intraThinkMax.set("100ms");
        form.timingsIncludeThink.set(true);
        RunSpec chosen = form.toSpec();
        assertThat(chosen.variant()).isEqualTo("client");
        assertThat(chosen.intraThinkMin()).isEqualTo(Duration.ofMillis(50));
        assertThat(chosen.intraThinkMax()).isEqualTo(Duration.ofMillis(100));
        assertThat(chosen.timingsIncludeThink()).isTrue();
        // A workload with one way to run has nothing to choose.
        form.workload.set(Surgebench.workload("tpcb"));
        assertThat(form.variantChoosable.get()).isFalse();
        assertThat(form.toSpec().variant()).isNull();
    }

    @Test
    void durationsAreReadAsOnTheCommandLineAndBadOnesNamed() {
        form.thinkMin.set("250ms");
        form.thinkMax.set("1s");
        form.rampUp.set("30s");
        form.warmUp.set("1m");
        form.runTime.set("1h30m");
        form.users.set(12);
        RunSpec spec = form.toSpec();
        assertThat(spec.thinkMin()).isEqualTo(Duration.ofMillis(250));
        assertThat(spec.thinkMax()).isEqualTo(Duration.ofSeconds(1));
        assertThat(spec.rampUp()).isEqualTo(Duration.ofSeconds(30));
        assertThat(spec.warmUp()).isEqualTo(Duration.ofMinutes(1));
        assertThat(spec.runTime()).isEqualTo(Duration.ofMinutes(90));
        assertThat(spec.users()).isEqualTo(12);

        form.rampUp.set("soon");
        assertThatThrownBy(form::toSpec).isInstanceOf(SurgeException.class).hasMessageStartingWith("Ramp-up: ");
    }

    @Test
    void loadFieldsShowTheWorkloadsDefaultsAndKeepWhatWasTyped() {
        form.workload.set(Surgebench.workload("sh"));
        assertThat(form.users.get()).isEqualTo(16);
        assertThat(form.thinkMin.get()).isEqualTo("1s");
        assertThat(form.thinkMax.get()).isEqualTo("2s");
        assertThat(form.queryTimeout.get()).isEqualTo("55s");
        RunSpec defaults = form.toSpec();
        assertThat(defaults.fromWorkloadDefaults()).containsExactly("users", "think time", "query timeout");
        assertThat(defaults.users()).isEqualTo(16);
        assertThat(defaults.queryTimeout()).isEqualTo(Duration.ofSeconds(55));

        // A value typed in stays when the workload changes; the untouched ones follow it.
        form.users.set(4);
        form.workload.set(Surgebench.workload("tpcb"));
        assertThat(form.users.get()).isEqualTo(4);
        assertThat(form.thinkMax.get()).isEqualTo("0s");
        assertThat(form.queryTimeout.get()).isEqualTo("0s");
        RunSpec typed = form.toSpec();
        assertThat(typed.users()).isEqualTo(4);
        assertThat(typed.fromWorkloadDefaults()).containsExactly("think time", "query timeout");
    }

    /** The test data file {@code swingbench/RESOURCE} (a real public Swingbench file) copied into {@code dir}. */
    private static Path swingbenchFile(Path dir, String resource) throws Exception {
        Path out = dir.resolve(Path.of(resource).getFileName());
        try (var in = SessionFormModelTest.class.getResourceAsStream("/swingbench/" + resource)) {
            assertThat(in).as(resource).isNotNull();
            Files.copy(in, out);
        }
        return out;
    }

    @Test
    void aSwingbenchConfigurationFillsTheForm(@TempDir Path dir) throws Exception {
        form.load(Surgebench.importSwingbench(swingbenchFile(dir, "v2.6/SOE_Server_Side_V1.xml")));
        assertThat(form.workload.get().name()).isEqualTo("soe");
        assertThat(form.variant.get()).isEqualTo("server");
        assertThat(form.url.get()).isEqualTo("jdbc:oracle:thin:@//localhost/orcl");
        assertThat(form.user.get()).isEqualTo("soe");
        assertThat(form.users.get()).isEqualTo(15);
        assertThat(Durations.parse(form.intraThinkMin.get())).hasMillis(100);
        assertThat(Durations.parse(form.intraThinkMax.get())).hasMillis(200);
        assertThat(Durations.parse(form.thinkMin.get())).isZero();
        assertThat(Durations.parse(form.queryTimeout.get())).hasSeconds(120);
        // Enabled transactions with the file's weights; SQ, WQ, WA (disabled) and UCD (not listed: V1) are off.
        assertThat(weightsShown())
                .containsEntry("NCR", 20)
                .containsEntry("BP", 90)
                .containsEntry("OP", 50)
                .containsEntry("PO", 5)
                .containsEntry("BO", 15)
                .containsEntry("SQ", 0)
                .containsEntry("WQ", 0)
                .containsEntry("WA", 0)
                .containsEntry("UCD", 0);
        // What the form runs is what it shows.
        assertThat(form.toSpec().weights()).containsEntry("BP", 90).containsEntry("SQ", 0);

        form.load(Surgebench.importSwingbench(swingbenchFile(dir, "v2.6/Sales_History.xml")));
        assertThat(form.workload.get().name()).isEqualTo("sh");
        assertThat(form.users.get()).isEqualTo(16);
        assertThat(Durations.parse(form.thinkMin.get())).hasMillis(1000);
        assertThat(Durations.parse(form.thinkMax.get())).hasMillis(2000);
        assertThat(weightsShown().values()).anyMatch(w -> w > 0);
    }
}
