package org.surgebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Not a test: run inside a terminal by {@link ConsoleTerminalTest}. Writes what {@link TerminalSize} finds to
 * the file given, then draws a generation's bars on stderr (the terminal) as {@code surge generate} does.
 */
public final class TerminalProbe {
    private TerminalProbe() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        Files.writeString(
                Path.of(args[0] + ".tmp"),
                "tty=" + TerminalSize.stderrIsTerminal() + " columns=" + TerminalSize.columns() + "\n");
        Files.move(Path.of(args[0] + ".tmp"), Path.of(args[0]));
        ConsoleProgress p = new ConsoleProgress();
        p.onPhaseStart("create", 18, "statements");
        p.onPhaseEnd("create", 0.1);
        p.onPhaseStart("load", 30_000_000, "rows");
        for (int i = 1; i <= 6; i++) {
            Thread.sleep(300);
            p.onProgress("load", i * 2_500_000L, i * 80_000_000L);
        }
        p.onPhaseEnd("load", 2.2);
        System.err.println("probe done");
        Thread.sleep(60_000);
    }
}
