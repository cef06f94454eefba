package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.surgebench.testdata.TestDatabases;

/**
 * {@code surge run tpch --test ...} on H2 at SF 0.01: bad input refused in one sentence (exit 2, nothing written),
 * a schema whose registry says another scale than its rows refused the same way, and a power test that prints
 * each query, writes its JSON and HTML (per-query table and chart, "not a TPC result") and compares with another.
 */
class TpchTestCliH2Test {
    @TempDir
    static Path shared;

    private static String url;

    @BeforeAll
    static void copyTheSharedGeneration() {
        url = SharedH2Generation.TPCH.copyInto(shared);
    }

    private static Cli.Result run(Path results, String... extra) {
        String[] base = {"run", "tpch", "--url", url, "-r", results.toString()};
        return Cli.run(Stream.concat(Stream.of(base), Stream.of(extra)).toArray(String[]::new));
    }

    private static List<Path> files(Path dir) throws Exception {
        if (!Files.exists(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "unknown test    | --test=speed    | tpch has no test 'speed': give --test power, throughput or both.",
                "no streams      | --streams=0     | --streams must be 1 or more (query streams of the throughput test), not 0.",
                "negative streams| --streams=-2    | --streams must be 1 or more (query streams of the throughput test), not -2.",
                "users beside it | --test=power --users=4 | --test runs tpch's power and throughput tests, whose users"
                        + " are their streams and whose length their queries': --users does not apply, leave it out.",
                "run time beside | --test=both --run-time=5m | --test runs tpch's power and throughput tests, whose users"
                        + " are their streams and whose length their queries': --run-time does not apply, leave it out."
            })
    void badTestsAreRefusedInOneSentence(String what, String arg, String sentence, @TempDir Path results)
            throws Exception {
        Cli.Result r = run(results, arg.split(" "));
        assertThat(r.exitCode()).as(r.all()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("surge: " + sentence);
        assertThat(files(results)).isEmpty();
    }

    @Test
    void aWorkloadWithoutTestsAndAScaleBelowTheMinimumAreRefused(@TempDir Path results) throws Exception {
        Cli.Result r = Cli.run("run", "tpcb", "--url", url, "--test", "power", "-r", results.toString());
        assertThat(r.exitCode()).as(r.all()).isEqualTo(2);
        assertThat(r.err().strip())
                .isEqualTo("surge: --test and --streams run a workload's own tests (tpch's power and throughput "
                        + "tests); tpcb has none.");
        Cli.Result g = Cli.run("generate", "tpch", "--scale", "0.005", "--url", TestDatabases.h2File(results, "x"));
        assertThat(g.exitCode()).as(g.all()).isEqualTo(2);
        assertThat(g.err()).contains("0.005").contains("0.01");
        assertThat(files(results)).isEmpty();
    }

    @Test
    void aSchemaOfAnotherScaleThanItsRegistryIsRefused(@TempDir Path results) throws Exception {
        registryScale("0.02");
        try {
            Cli.Result r = run(results, "--test", "power");
            assertThat(r.exitCode()).as(r.all()).isEqualTo(2);
            assertThat(r.err().strip())
                    .startsWith("surge: The tpch schema at ")
                    .endsWith("holds 100 suppliers and 1,500 customers, the rows of SF 0.01, not of SF 0.02 as its "
                            + "registry records: generate it again at the scale you mean.");
            assertThat(files(results)).isEmpty();
        } finally {
            registryScale("0.01");
        }
    }

    /** Sets the scale the registry records for the class's schema (the H2 dialect's default user is sa). */
    private static void registryScale(String scale) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE surge_schema SET scale = " + scale + " WHERE workload = 'tpch'");
        }
    }

    @Test
    void aPowerTestReportsEachQueryWritesItsReportAndCompares(@TempDir Path results) throws Exception {
        Cli.Result first = run(results, "--test", "power");
        assertThat(first.exitCode()).as(first.all()).isZero();
        assertThat(first.out())
                .contains("power      stream 0       Q14 ")
                .contains("Power@Size-like ")
                .contains("(not a TPC result)");
        Cli.Result second = run(results.resolve("b"), "--test", "power");
        assertThat(second.exitCode()).as(second.all()).isZero();

        Path json = files(results).stream()
                .filter(p -> p.toString().endsWith(".json"))
                .findFirst()
                .orElseThrow();
        Path html = Path.of(json.toString().replace(".json", ".html"));
        String page = Files.readString(html);
        assertThat(page)
                .contains("not a TPC result")
                .contains("<th>Q22</th>")
                .contains("<svg")
                .contains("<rect");
        Path other = files(results.resolve("b")).stream()
                .filter(p -> p.toString().endsWith(".json"))
                .findFirst()
                .orElseThrow();
        Cli.Result cmp = Cli.run("compare", json.toString(), other.toString());
        assertThat(cmp.exitCode()).as(cmp.all()).isZero();
        assertThat(cmp.out())
                .contains("power test (mean s per query)")
                .containsPattern("Q14 +\\d+\\.\\d{3} +\\d+\\.\\d{3} +[+-]");
    }
}
