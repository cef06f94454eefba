package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Repeat;
import org.surgebench.core.figures.Noise;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;

/**
 * {@code surge run --repeat N} on H2: N ordinary runs, each with its results, then the spread of every figure over
 * them on the console, in the repeat's JSON and in its HTML page, each the spread of what the runs' own results
 * hold; two repeats at rates four times apart compare as a TPS difference beyond their noise, their errors (none
 * in either) within it; {@code --repeat 0} is one sentence.
 */
class RepeatH2Test {
    @TempDir
    Path dir;

    private static CliRunner.Outcome repeat(String url, String rate, Path results) {
        return CliRunner.run(
                "run",
                "tpcb",
                "--url",
                url,
                "-u",
                "2",
                "--rate",
                rate,
                "-rt",
                "2s",
                "--repeat",
                "3",
                "-r",
                results.toString(),
                "--quiet");
    }

    @Test
    void threeRunsTheirSpreadEverywhereAndTwoSetsComparedAgainstTheirNoise() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        assertThat(CliRunner.run("generate", "tpcb", "--url", url, "--scale", "0.1")
                        .exit())
                .isZero();
        Path slow = dir.resolve("slow");
        var r = repeat(url, "20", slow);

        assertThat(r.exit()).as(r.err()).isZero();
        List<RunResult> runs = files(slow, "tpcb-\\d.*\\.json").stream()
                .map(RepeatH2Test::read)
                .toList();
        assertThat(runs).hasSize(3);
        assertThat(r.out()).contains("Run 1 of 3 (--repeat):", "Run 3 of 3 (--repeat):", "Over 3 runs");
        Spread tps = Spread.of(runs.stream().map(RunFigures.TPS.run()).toList());
        String line = r.out()
                .lines()
                .filter(l -> l.startsWith("TPS "))
                .reduce((a, b) -> b)
                .orElseThrow();
        String interval = RunFigures.TPS.format().format(tps.low()) + " .. "
                + RunFigures.TPS.format().format(tps.high());
        assertThat(line)
                .contains(RunFigures.TPS.format().format(tps.mean()))
                .contains(interval)
                .contains(String.format(Locale.ROOT, "%.1f %%", 100 * tps.relativeHalfWidth()));

        List<Path> repeatJson = files(slow, "tpcb-repeat-.*\\.json");
        assertThat(repeatJson).hasSize(1);
        assertThat(r.out()).contains("Repeat results: " + repeatJson.get(0));
        RepeatResult set = Repeat.read(repeatJson.get(0));
        assertThat(set.kind()).isEqualTo("repeat");
        assertThat(set.figure(RunFigures.TPS).spread()).isEqualTo(tps);
        assertThat(set.figure(RunFigures.P95_MS).values())
                .containsExactlyElementsOf(
                        runs.stream().map(RunFigures.P95_MS.run()).toList());
        String html = Files.readString(Path.of(set.files().get("html")));
        assertThat(html).contains("Spread over the runs", interval);

        Path fast = dir.resolve("fast");
        assertThat(repeat(url, "80", fast).exit()).isZero();
        Path fastJson = files(fast, "tpcb-repeat-.*\\.json").get(0);
        var c = CliRunner.run(
                "compare",
                repeatJson.get(0).toString(),
                fastJson.toString(),
                "-o",
                dir.resolve("c.html").toString());

        assertThat(c.exit()).as(c.err()).isZero();
        assertThat(row(c.out(), "TPS ")).contains("better", Noise.BEYOND);
        assertThat(row(c.out(), "errors ")).contains("same", Noise.WITHIN);
        assertThat(Files.readString(dir.resolve("c.html"))).contains(Noise.BEYOND, "Welch");
    }

    private static String row(String out, String start) {
        return out.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow();
    }

    private static List<Path> files(Path dir, String regex) throws java.io.IOException {
        try (var files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().matches(regex))
                    .sorted()
                    .toList();
        }
    }

    private static RunResult read(Path json) {
        try {
            return Json.mapper().readValue(json.toFile(), RunResult.class);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aRepeatBelowOneOrNotANumberIsOneSentence() {
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", "jdbc:h2:mem:none", "--repeat", "0"), 2, "--repeat", "got 0");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", "jdbc:h2:mem:none", "--repeat", "-2"), 2, "--repeat", "got -2");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", "jdbc:h2:mem:none", "--repeat", "twice"), 2, "--repeat", "twice");
    }

    /** What --repeat would have dropped without a word (a test's shape, the coordinator, the metrics endpoint). */
    @Test
    void aRepeatBesideWhatRunsOnceIsOneSentence() {
        OneSentence.assertRefused(
                Cli.run("run", "tpch", "--url", "jdbc:h2:mem:none", "--test", "power", "--repeat", "2"),
                2,
                "--repeat",
                "--test");
        OneSentence.assertRefused(
                Cli.run(
                        "run",
                        "tpcb",
                        "--url",
                        "jdbc:h2:mem:none",
                        "--coordinator",
                        "http://127.0.0.1:1/",
                        "--repeat",
                        "2"),
                2,
                "--repeat",
                "--coordinator");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", "jdbc:h2:mem:none", "--metrics-port", "0", "--repeat", "2"),
                2,
                "--repeat",
                "--metrics-port");
    }
}
