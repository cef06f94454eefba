package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.figures.Noise;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * {@code surge sweep --repeat 2} on H2: each step ran twice against the same schema, each run an ordinary run with
 * its own results; the step's TPS is the mean of its runs' with their spread, its transactions their total, and
 * the database holds one history row for each transaction the runs counted (and for the few in flight as a run's
 * time ran out, which commit after its window). Two repeated user sweeps whose users
 * think 100 ms and 25 ms compare as a TPS difference beyond their noise. Bad input is one sentence before anything
 * connects.
 */
class SweepRepeatH2Test {
    @TempDir
    Path dir;

    private static CliRunner.Outcome sweep(String url, String rates, Path results) {
        return CliRunner.run(
                "sweep",
                "tpcb",
                "--url",
                url,
                "--rate",
                rates,
                "-u",
                "2",
                "--step-time",
                "2s",
                "--repeat",
                "2",
                "-r",
                results.toString());
    }

    @Test
    void everyStepRunsTwiceAndTheDatabaseCountedWhatTheRunsDid() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        assertThat(CliRunner.run("generate", "tpcb", "--url", url, "--scale", "0.1")
                        .exit())
                .isZero();
        long before = historyRows(url);
        Path slow = dir.resolve("slow");
        var s = sweep(url, "10,20", slow);

        assertThat(s.exit()).as(s.err()).isZero();
        SweepResult sweep = Sweep.read(json(slow));
        assertThat(sweep.steps()).extracting(SweepStep::rate).containsExactly(10.0, 20.0);
        long counted = 0;
        for (SweepStep step : sweep.steps()) {
            assertThat(step.spread().runs()).hasSize(2);
            List<RunResult> runs = new ArrayList<>();
            for (String file : step.spread().runs()) {
                runs.add(ResultWriter.read(Path.of(file)));
            }
            // Each run an ordinary run at the step's rate; the step's TPS their mean, its transactions their total.
            assertThat(runs).allMatch(r -> r.config().settings().load().rate() == step.rate());
            Spread tps =
                    Spread.ofNonNegative(runs.stream().map(RunFigures.TPS.run()).toList());
            assertThat(step.spread().of(SweepFigures.TPS)).isEqualTo(tps);
            assertThat(step.tps()).isEqualTo(tps.mean());
            assertThat(step.spread().figure(SweepFigures.P95_MS).values())
                    .containsExactlyElementsOf(
                            runs.stream().map(RunFigures.P95_MS.run()).toList());
            assertThat(step.transactions())
                    .isEqualTo(runs.stream()
                            .mapToLong(r -> r.summary().transactions())
                            .sum());
            assertThat(step.errors()).isZero();
            counted += step.transactions();
        }
        // What the database holds: a history row for every tpcb transaction the four runs counted, and at most one
        // more per user and run: a transaction in flight when a run's time is up commits after its window closed.
        assertThat(historyRows(url) - before).isBetween(counted, counted + 2 * 4);
        assertThat(s.out())
                .contains(
                        "each step run 2 times", "run 1:", "run 2:", "(mean of 2 runs", "Spread over each step's runs");
        assertThat(Files.readString(Path.of(sweep.files().get("html"))))
                .contains("Spread over each step", "95 % interval");

        // Two user sweeps, their users thinking 100 ms and 25 ms between transactions: TPS some three times apart.
        Path slowUsers = thinking(url, "100", dir.resolve("think100"));
        Path fastUsers = thinking(url, "25", dir.resolve("think25"));
        var c = CliRunner.run(
                "compare",
                slowUsers.toString(),
                fastUsers.toString(),
                "-o",
                dir.resolve("c.html").toString());
        assertThat(c.exit()).as(c.err()).isZero();
        assertThat(c.out()).contains(Noise.BEYOND, "Welch");
        assertThat(Files.readString(dir.resolve("c.html"))).contains("vs noise", Noise.BEYOND);
    }

    /** A user sweep of 1 and 2 users thinking {@code ms} between transactions, each step run twice. */
    private static Path thinking(String url, String ms, Path results) throws java.io.IOException {
        var s = CliRunner.run(
                "sweep",
                "tpcb",
                "--url",
                url,
                "-u",
                "1,2",
                "--think-min",
                ms,
                "--think-max",
                ms,
                "--step-time",
                "2s",
                "--repeat",
                "2",
                "-r",
                results.toString());
        assertThat(s.exit()).as(s.err()).isZero();
        return json(results);
    }

    @Test
    void aRepeatBelowOneOrBesideMultiblockIsOneSentence() {
        OneSentence.assertRefused(
                Cli.run("sweep", "tpcb", "--url", "jdbc:h2:mem:none", "-u", "1,2", "--repeat", "0"),
                2,
                "--repeat",
                "got 0");
        OneSentence.assertRefused(
                Cli.run("sweep", "io", "--url", "jdbc:h2:mem:none", "-u", "1", "--multiblock", "8,16", "--repeat", "2"),
                2,
                "--repeat",
                "--multiblock");
    }

    private static Path json(Path results) throws java.io.IOException {
        try (var files = Files.list(results)) {
            return files.filter(p -> p.getFileName().toString().matches("tpcb-sweep-.*\\.json"))
                    .findFirst()
                    .orElseThrow();
        }
    }

    private static long historyRows(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                ResultSet rs = c.createStatement().executeQuery("SELECT count(*) FROM pgbench_history")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
