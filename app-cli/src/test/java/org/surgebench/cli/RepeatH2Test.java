package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;

/**
 * {@code surge run --repeat N} on H2: N ordinary runs, each with its results, then the spread of every figure over
 * them, whose TPS line is the spread of the TPS the runs' own results hold; {@code --repeat 0} is one sentence.
 */
class RepeatH2Test {
    @TempDir
    Path dir;

    @Test
    void threeRunsThenTheSpreadOfTheirFigures() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        assertThat(CliRunner.run("generate", "tpcb", "--url", url, "--scale", "0.1")
                        .exit())
                .isZero();
        Path results = dir.resolve("results");
        var r = CliRunner.run(
                "run",
                "tpcb",
                "--url",
                url,
                "-u",
                "2",
                "-rt",
                "2s",
                "--repeat",
                "3",
                "-r",
                results.toString(),
                "--quiet");

        assertThat(r.exit()).as(r.err()).isZero();
        List<RunResult> runs;
        try (var files = Files.list(results)) {
            runs = files.filter(p -> p.getFileName().toString().matches("tpcb-.*\\.json"))
                    .map(RepeatH2Test::read)
                    .toList();
        }
        assertThat(runs).hasSize(3);
        assertThat(r.out()).contains("Run 1 of 3 (--repeat):", "Run 3 of 3 (--repeat):", "Over 3 runs");
        Spread tps = Spread.of(runs.stream().map(RunFigures.TPS.run()).toList());
        String line = r.out()
                .lines()
                .filter(l -> l.startsWith("TPS "))
                .reduce((a, b) -> b)
                .orElseThrow();
        assertThat(line)
                .contains(RunFigures.TPS.format().format(tps.mean()))
                .contains(RunFigures.TPS.format().format(tps.low()) + " .. "
                        + RunFigures.TPS.format().format(tps.high()))
                .contains(String.format(Locale.ROOT, "%.1f %%", 100 * tps.relativeHalfWidth()));
    }

    private static RunResult read(Path json) {
        try {
            return Json.mapper().readValue(json.toFile(), RunResult.class);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aRepeatOfZeroIsOneSentence() {
        var r = Cli.run("run", "tpcb", "--url", "jdbc:h2:mem:none", "--repeat", "0");
        OneSentence.assertRefused(r, 2, "--repeat", "got 0");
    }
}
