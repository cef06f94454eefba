package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Generation progress as people read it: formatted counts, speeds and ETA, fitted to the terminal or plain. */
class ProgressLineTest {

    @Test
    void countsSpeedsAndEtaAreFormatted() {
        ProgressLine l = new ProgressLine("load", 452_000, 1_000_000, "rows", 0.3, 0);
        assertThat(l.figures()).isEqualTo("452 k/1.00 M rows");
        l = new ProgressLine("load", 15_099_060, 30_000_000, "rows", 10, 482_000_000);
        assertThat(l.figures()).isEqualTo("15.1 M/30.0 M rows 1.51 M rows/s 48.2 MB/s ETA 0:10");
        assertThat(l.plain()).isEqualTo("load      50% 15.1 M/30.0 M rows 1.51 M rows/s 48.2 MB/s ETA 0:10");
        assertThat(new ProgressLine("index", 3, 3, "statements", 75.4, 0).finished())
                .isEqualTo("index    done: 3 statements in 1:15, 0.04 statements/s");
        assertThat(ProgressLine.clock(3723)).isEqualTo("1:02:03");
    }

    @Test
    void theLineFitsTheTerminalAndOverwritesALongerOne() {
        ProgressLine l = new ProgressLine("load", 15_099_060, 30_000_000, "rows", 10, 482_000_000);
        for (int width : new int[] {40, 60, 80, 100, 200}) {
            String line = l.withBar(width);
            assertThat(line).as("at %d columns", width).hasSize(width - 1);
        }
        assertThat(l.withBar(80)).contains("[====").contains("ETA 0:10");
        // Too narrow for a bar: the figures alone, cut to fit.
        assertThat(l.withBar(60)).doesNotContain("[");
    }

    @Test
    void offATerminalPlainLinesComeNowAndThenWithoutCarriageReturns() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConsoleProgress p = new ConsoleProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), false, 0);
        p.onPhaseStart("load", 1000, "rows");
        p.onProgress("load", 500, 1_000_000);
        p.onProgress("load", 1000, 2_000_000);
        p.onPhaseEnd("load", 1.0);
        p.onPhaseStart("index", 2, "statements");
        p.onPhaseEnd("index", 0.1);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(out).doesNotContain("\r").doesNotContain("[");
        assertThat(out.lines()).hasSize(4);
        assertThat(out.lines().toList().get(0)).startsWith("load      50% 500/1.00 k rows");
        assertThat(out.lines().toList().get(2)).startsWith("load     done: 1.00 k rows in ");
        assertThat(out.lines().toList().get(3)).startsWith("index    done: 2 statements in 0:00");
    }

    @Test
    void offATerminalAPhaseWithoutProgressStillPrintsLines() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConsoleProgress p =
                new ConsoleProgress(new PrintStream(bytes, true, StandardCharsets.UTF_8), false, 600_000_000L);
        p.onPhaseStart("index", 27, "statements");
        // One long statement: no onProgress at all, yet the log hears from the phase.
        for (int i = 0;
                i < 200 && bytes.toString(StandardCharsets.UTF_8).lines().count() < 2;
                i++) {
            Thread.sleep(50);
        }
        p.onPhaseEnd("index", 1.0);
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSizeGreaterThanOrEqualTo(3);
        assertThat(lines.get(0))
                .startsWith("index      0% 0/27 statements, 0:0")
                .endsWith(" so far");
        assertThat(lines.get(lines.size() - 1)).startsWith("index    done: 27 statements in ");
        assertThat(String.join("\n", lines)).doesNotContain("\r");
    }

    @Test
    void sttySizeIsReadAsRowsThenColumns() {
        assertThat(TerminalSize.parseColumns("24 80")).isEqualTo(80);
        assertThat(TerminalSize.parseColumns("50 132\n")).isEqualTo(132);
        assertThat(TerminalSize.parseColumns("")).isEqualTo(TerminalSize.FALLBACK_COLUMNS);
        assertThat(TerminalSize.parseColumns("0 0")).isEqualTo(TerminalSize.FALLBACK_COLUMNS);
    }
}
