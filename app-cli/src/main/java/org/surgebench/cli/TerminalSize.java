package org.surgebench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Asks the terminal itself how it is, as {@code stty} and {@code test -t} do: whether stderr (where progress
 * goes) is a terminal, and how many columns the terminal has. Not the COLUMNS variable, which shells do not
 * export. Whether a stream is a terminal is read from /proc where there is one (Linux); elsewhere, and for the
 * columns, each question is one short child process, so callers ask once per phase, not per redraw.
 */
final class TerminalSize {
    /** The width assumed when the terminal cannot say. */
    static final int FALLBACK_COLUMNS = 80;

    private TerminalSize() {}

    /** Whether this process's stderr is a terminal: a child that inherits it runs {@code test -t 2}. */
    static boolean stderrIsTerminal() {
        return isTerminal(2);
    }

    /** Whether this process's stdin is a terminal (someone can type into it). */
    static boolean stdinIsTerminal() {
        return isTerminal(0);
    }

    /** Whether this process's stdout is a terminal. */
    static boolean stdoutIsTerminal() {
        return isTerminal(1);
    }

    /** Columns for the end-of-run summary: the terminal's up to {@code max}, or {@code max} off a terminal. */
    static int summaryColumns(int max) {
        return stdoutIsTerminal() ? Math.min(max, columns()) : max;
    }

    private static boolean isTerminal(int fd) {
        Boolean byProc = terminalByProc(Path.of("/proc/self/fd/" + fd));
        return byProc != null ? byProc : terminalByChild(fd);
    }

    /**
     * Whether the descriptor that {@code link} (an entry of /proc/self/fd) names is a terminal device, or null
     * where there is no such entry to read. Every command asks this at its start, and a child process there
     * cost 10-20 ms of it (docs/benchmarks.md#a-commands-start).
     */
    static Boolean terminalByProc(Path link) {
        try {
            String target = Files.readSymbolicLink(link).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    private static boolean terminalByChild(int fd) {
        try {
            ProcessBuilder b = new ProcessBuilder("sh", "-c", "test -t " + fd);
            if (fd == 0) {
                b.redirectInput(ProcessBuilder.Redirect.INHERIT).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            } else if (fd == 1) {
                b.redirectOutput(ProcessBuilder.Redirect.INHERIT).redirectError(ProcessBuilder.Redirect.DISCARD);
            } else {
                b.redirectError(ProcessBuilder.Redirect.INHERIT).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            }
            Process p = b.start();
            return p.waitFor(2, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The controlling terminal's columns ({@code stty size </dev/tty}), or {@link #FALLBACK_COLUMNS}. */
    static int columns() {
        try {
            Process p = new ProcessBuilder("sh", "-c", "stty size </dev/tty 2>/dev/null")
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            if (!p.waitFor(2, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return FALLBACK_COLUMNS;
            }
            return parseColumns(out);
        } catch (IOException e) {
            return FALLBACK_COLUMNS;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return FALLBACK_COLUMNS;
        }
    }

    /** "24 80" (rows, columns) as stty prints it; {@link #FALLBACK_COLUMNS} for anything else. */
    static int parseColumns(String sttySize) {
        String[] f = sttySize.strip().split("\\s+");
        try {
            int columns = f.length == 2 ? Integer.parseInt(f[1]) : 0;
            return columns >= 20 ? columns : FALLBACK_COLUMNS;
        } catch (NumberFormatException e) {
            return FALLBACK_COLUMNS;
        }
    }
}
