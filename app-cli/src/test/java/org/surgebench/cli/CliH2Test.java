package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands end to end on an embedded H2 file database, as a user types them. */
class CliH2Test {
    @TempDir
    Path dir;

    private String url() {
        return "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
    }

    @Test
    void listShowsWorkloadsTransactionsAndMixes() {
        var o = CliRunner.run("list");
        assertThat(o.exit()).isZero();
        assertThat(o.out()).contains("tpcb:", "TPCB", "select-only");
        // Each workload's run defaults, and former short names still accepted.
        assertThat(o.out())
                .contains(
                        "run defaults: 8 users, no think time, no query timeout",
                        "run defaults: 16 users, think 1s..2s, query timeout 55s",
                        "SRMC",
                        "(formerly SRM, still accepted");
    }

    @Test
    void generateRunVerifyDrop() throws Exception {
        var g = CliRunner.run("generate", "tpcb", "--url", url(), "--scale", "0.1", "--threads", "2");
        assertThat(g.exit()).as(g.err()).isZero();
        assertThat(g.out()).contains("pgbench_accounts", "10,000", "rows/s");
        Path results = dir.resolve("results");
        var r = CliRunner.run("run", "tpcb", "--url", url(), "-u", "3", "-rt", "2s", "-r", results.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out())
                .contains("elapsed", "TPS", "TPM", "QPS", "p95 ms", "TPCB", "p99", "Results written")
                .doesNotContain("p99.9");
        String table = r.out().substring(r.out().indexOf("\ntx "), r.out().indexOf("\nTPS "));
        assertThat(table.lines())
                .as("the transaction table fits 100 columns")
                .hasSizeGreaterThan(2)
                .allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(100));
        var wide = CliRunner.run(
                "run",
                "tpcb",
                "--url",
                url(),
                "-u",
                "1",
                "-rt",
                "1s",
                "--wide",
                "--comment",
                "wide table",
                "-r",
                results.toString());
        assertThat(wide.exit()).as(wide.err()).isZero();
        assertThat(wide.out()).contains("p99.9", "min", "p90", "TPC-B-like", "Comment: wide table");
        try (Stream<Path> files = Files.list(results)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .anyMatch(n -> n.endsWith(".json"))
                    .anyMatch(n -> n.endsWith(".csv"));
        }
        var v = CliRunner.run("verify", "tpcb", "--url", url());
        assertThat(v.exit()).as(v.out() + v.err()).isZero();
        assertThat(v.out()).contains("balances agree");
        var again = CliRunner.run("generate", "tpcb", "--url", url(), "--scale", "0.1");
        assertThat(again.exit()).isEqualTo(4);
        assertThat(again.err()).contains("--force").doesNotContain("Exception");
        var d = CliRunner.run("drop", "tpcb", "--url", url());
        assertThat(d.exit()).isZero();
        var missing = CliRunner.run("run", "tpcb", "--url", url());
        assertThat(missing.exit()).isEqualTo(4);
        assertThat(missing.err().strip())
                .startsWith("surge: No tpcb schema found")
                .doesNotContain("\n");
    }

    @Test
    void dryRunTouchesNothing() {
        var o = CliRunner.run("generate", "tpcb", "--url", url(), "--scale", "50", "--dry-run");
        assertThat(o.exit()).isZero();
        assertThat(o.out()).contains("5,000,000", "nothing was written");
        assertThat(dir.resolve("db.mv.db")).doesNotExist();
    }

    @Test
    void badInputGetsOneSentenceAndExitCode2() {
        assertBad(CliRunner.run("run", "nosuch", "--url", url()), "Unknown workload 'nosuch'");
        assertBad(CliRunner.run("run", "tpcb", "--url", url(), "-rt", "5x"), "not a duration");
        assertBad(CliRunner.run("run", "tpcb", "--url", url(), "-u", "0"), "--users must be at least 1");
        assertBad(CliRunner.run("generate", "tpcb", "--url", url(), "--scale", "-1"), "--scale must be positive");
        assertBad(CliRunner.run("run", "tpcb", "--url", "postgres://x"), "not a JDBC URL");
        assertBad(CliRunner.run("run", "tpcb", "--bogus"), "Unknown option");
    }

    private static void assertBad(CliRunner.Outcome o, String expected) {
        assertThat(o.exit()).as(o.err()).isEqualTo(2);
        assertThat(o.err()).contains(expected).doesNotContain("at org.");
    }
}
