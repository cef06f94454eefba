package org.surgebench.core.results;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.merge.ResultMerge;
import org.surgebench.core.report.RunReport;
import org.surgebench.core.settings.Settings;

/**
 * Results written before the settings records were stored (format 1, src-test-data's {@code results/format1}, see
 * its README for the commands) still read: their flat configuration mapped onto the records, what a run wrote
 * then read as what it means now, and a report, a merge and a new file made of them.
 */
class FormatOneResultsTest {

    static RunResult read(String name) throws IOException {
        try (InputStream in = FormatOneResultsTest.class.getResourceAsStream("/results/format1/" + name)) {
            assertThat(in).as(name).isNotNull();
            JsonNode tree = Json.mapper().readTree(in);
            assertThat(tree.has("format"))
                    .as("a format 1 file has no format field")
                    .isFalse();
            assertThat(tree.path("config").has("users")).isTrue();
            return ResultFileCheck.run(tree, Path.of(name));
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"single.json", "generator-1of2.json", "generator-2of2.json", "merged.json", "shared-pool.json"})
    void everyStoredFileReadsAndReports(String name, @TempDir Path dir) throws IOException {
        RunResult r = read(name);

        assertThat(r.config().workload()).isEqualTo("tpcb");
        assertThat(r.config().mix()).isEqualTo("tpcb-like");
        assertThat(r.config().weights()).containsEntry("TPCB", 1);
        assertThat(r.config().dialect()).isEqualTo("h2");
        assertThat(r.config().settings().connection().password()).isNull();
        assertThat(RunReport.html(r)).contains("Surgebench tpcb run");
        // Written again, it is format 2 and reads back the same.
        Path again = dir.resolve("again.json");
        Json.mapper().writeValue(again.toFile(), r.withFiles(java.util.Map.of()));
        RunResult back = ResultWriter.read(again);
        assertThat(Json.mapper().readTree(again.toFile()).path("format").asInt())
                .isEqualTo(RunResult.FORMAT);
        assertThat(back.config()).isEqualTo(r.config());
        assertThat(back.users()).isEqualTo(r.users());
        assertThat(Files.readString(again)).doesNotContain("thinkMinMs");
    }

    @Test
    void aSingleRunsUsersThinkRunTimeAndTimeoutAreMapped() throws IOException {
        RunResult r = read("single.json");
        Settings s = r.config().settings();

        assertThat(r.users()).isEqualTo(3);
        assertThat(s.load().users()).isEqualTo(3);
        assertThat(s.load().runTime()).isEqualTo(Duration.ofSeconds(2));
        assertThat(s.think().min()).isEqualTo(Duration.ofMillis(10));
        assertThat(s.think().max()).isEqualTo(Duration.ofMillis(20));
        assertThat(s.resilience().queryTimeout()).isEqualTo(Duration.ofSeconds(5));
        assertThat(s.output().comment()).isEqualTo("format one");
        assertThat(s.execution().threads()).as("auto chose platform").isEqualTo(UserThreads.AUTO);
        assertThat(r.config().userThreads()).isEqualTo("platform");
        assertThat(r.config().userThreadsAuto()).isTrue();
        assertThat(r.config().url()).isEqualTo("jdbc:h2:/tmp/surge/db/tpcb");
        assertThat(r.rate()).isZero();
        assertThat(r.config().fromWorkloadDefaults()).isEmpty();
    }

    @Test
    void aSharedPoolRunsPoolDrawSeedRampWarmUpAndOptionsAreMapped() throws IOException {
        RunResult r = read("shared-pool.json");
        Settings s = r.config().settings();

        assertThat(r.users()).isEqualTo(4);
        assertThat(s.execution().pool()).isEqualTo(2);
        assertThat(s.execution().threads()).isEqualTo(UserThreads.VIRTUAL);
        assertThat(s.mix().draw()).isEqualTo(MixDraw.RANDOM);
        assertThat(s.mix().seed()).isEqualTo(7);
        assertThat(s.load().rampUp()).isEqualTo(Duration.ofSeconds(1));
        assertThat(s.load().warmUp()).isEqualTo(Duration.ofSeconds(1));
        assertThat(s.output().options()).containsEntry("db-host-stats", "false");
    }

    /** A generator's file held its share of users, rate and count; the merge the whole run's. */
    @Test
    void generatorsAndTheirMergeKeepTheirSharesAndMergeAgain() throws IOException {
        RunResult first = read("generator-1of2.json");
        RunResult second = read("generator-2of2.json");
        RunResult merged = read("merged.json");

        assertThat(List.of(first.users(), second.users())).containsExactly(2, 1);
        assertThat(List.of(first.rate(), second.rate())).containsExactly(40.0, 20.0);
        assertThat(merged.users()).isEqualTo(3);
        assertThat(merged.rate()).isEqualTo(60.0);
        assertThat(merged.config().settings().load().maxTransactions()).isEqualTo(41);

        RunResult again = ResultMerge.merge(List.of(first, second), List.of("g1", "g2"));
        assertThat(again.users()).isEqualTo(3);
        assertThat(again.rate()).isEqualTo(60.0);
        assertThat(again.config().settings().load().maxTransactions()).isEqualTo(41);
        assertThat(again.summary().transactions()).isEqualTo(merged.summary().transactions());
    }

    /** Which values the workload's defaults gave becomes their provenance. */
    @Test
    void theWorkloadsDefaultsBecomeProvenance() throws IOException {
        JsonNode tree;
        try (InputStream in = getClass().getResourceAsStream("/results/format1/single.json")) {
            tree = Json.mapper().readTree(in);
        }
        ((ObjectNode) tree.path("config"))
                .putArray("fromWorkloadDefaults")
                .add("users")
                .add("think time");

        RunResult r = ResultFileCheck.run(tree, Path.of("single.json"));

        assertThat(r.config().provenance())
                .containsEntry("load.users", "workload default")
                .containsEntry("think.min", "workload default")
                .doesNotContainKey("resilience.queryTimeout");
        assertThat(r.config().fromWorkloadDefaults()).containsExactly("users", "think time");
    }
}
