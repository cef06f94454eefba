package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.sweep.KneeFinder;
import org.surgebench.core.sweep.Slo;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * {@code surge sweep --rate} at one user count: one row per rate (each step ran the open model at its rate, as its
 * own results say), the latency against throughput page, and a knee that follows {@code --slo}: the highest rate
 * that held it. Bad input (a rate of 0, a malformed service level, {@code --phase} without a duration) is one
 * sentence and exit 2 before anything connects.
 */
class RateSweepH2Test {
    @TempDir
    Path dir;

    @Test
    void oneRowPerRateAndTheKneeIsTheHighestRateThatHeldTheServiceLevel() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        assertThat(CliRunner.run("generate", "tpcb", "--url", url, "--scale", "0.1")
                        .exit())
                .isZero();
        Path results = dir.resolve("results");
        // A service level every step holds (a minute): the knee is the highest rate.
        var s = CliRunner.run(
                "sweep",
                "tpcb",
                "--url",
                url,
                "--rate",
                "10,20",
                "-u",
                "2",
                "--step-time",
                "2s",
                "--slo",
                "p95<60s",
                "-r",
                results.toString());

        assertThat(s.exit()).as(s.err()).isZero();
        Path json;
        try (var files = Files.list(results)) {
            json = files.filter(p -> p.getFileName().toString().matches("tpcb-sweep-.*\\.json"))
                    .findFirst()
                    .orElseThrow();
        }
        SweepResult sweep = Sweep.read(json);
        assertThat(sweep.byRate()).isTrue();
        assertThat(sweep.steps()).extracting(SweepStep::rate).containsExactly(10.0, 20.0);
        assertThat(sweep.steps()).extracting(SweepStep::users).containsExactly(2, 2);
        for (SweepStep step : sweep.steps()) {
            // What each step's own results hold: the open model at the step's rate.
            var r = org.surgebench.core.results.ResultWriter.read(Path.of(step.resultFile()));
            assertThat(r.config().settings().load().rate()).isEqualTo(step.rate());
            assertThat(r.summary().transactions()).isPositive();
        }
        assertThat(sweep.kneeIndex()).isEqualTo(1);
        assertThat(sweep.kneeRule()).contains("p95<60s");
        assertThat(s.out())
                .contains("rate", "Knee at 20", "p95<60s held")
                .containsPattern("(?m)^\\s*10(\\.0)?\\s")
                .containsPattern("(?m)^\\s*20(\\.0)?\\s.*<- knee");
        assertThat(Files.readString(Results.sibling(json, ".html")))
                .contains("Against the rate (latency against throughput)", "rate asked (tx/s) at users");
        // The same steps against a level none held (a microsecond): no knee; against one only the first held.
        assertThat(KneeFinder.find(sweep.steps(), Slo.parse("p95<0.001ms"))).isNull();
        double between = sweep.steps().get(0).p95Ms();
        Slo firstOnly = new Slo("p95<x", org.surgebench.core.sweep.SweepFigures.P95_MS, Math.nextUp(between));
        if (sweep.steps().get(1).p95Ms() >= firstOnly.limitMs()) {
            assertThat(KneeFinder.find(sweep.steps(), firstOnly)).isZero();
        }
    }

    @Test
    void aRateOfZeroIsOneSentenceBeforeAnythingConnects() {
        Cli.Result r = Cli.run("sweep", "tpcb", "--url", "jdbc:h2:mem:none", "--rate", "200,0,800", "-u", "2");

        OneSentence.assertRefused(r, 2, "--rate above 0", "got 0");
    }

    @Test
    void aMalformedServiceLevelIsOneSentence() {
        Cli.Result r = Cli.run("sweep", "tpcb", "--url", "jdbc:h2:mem:none", "--users", "1,2", "--slo", "p95>20");

        OneSentence.assertRefused(r, 2, "--slo", "p95<20ms");
    }

    @Test
    void aPhaseWithoutADurationIsOneSentence() {
        Cli.Result r = Cli.run("run", "tpcb", "--url", "jdbc:h2:mem:none", "--phase", "users=16");

        OneSentence.assertRefused(r, 2, "--phase", "duration");
    }

    @Test
    void aPhasesBadValueNamesThePhase() {
        Cli.Result r = Cli.run("run", "tpcb", "--url", "jdbc:h2:mem:none", "--phase", "2s:users=0");

        OneSentence.assertRefused(r, 2, "--phase 1 (2s:users=0)", "--users must be at least 1");
    }
}
