package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The progress bars ask the real terminal for its width: inside a 73-column tmux pane, stderr is a terminal,
 * {@code stty} says 73 columns, and no drawn line wraps. Under the test runner, stderr is a pipe.
 */
class ConsoleTerminalTest {

    @Test
    void underTheTestRunnerStderrIsNoTerminal() {
        assertThat(TerminalSize.stderrIsTerminal()).isFalse();
    }

    @Test
    void procNamesTerminalsByTheDeviceTheirDescriptorPointsTo(@TempDir Path dir) throws Exception {
        assertThat(byProc(dir, "/dev/pts/3")).isTrue();
        assertThat(byProc(dir, "/dev/tty1")).isTrue();
        assertThat(byProc(dir, "pipe:[4711]")).isFalse();
        assertThat(byProc(dir, "/dev/null")).isFalse();
        assertThat(TerminalSize.terminalByProc(dir.resolve("absent"))).isNull();
    }

    /** What {@link TerminalSize#terminalByProc} says of a descriptor pointing to {@code target}. */
    private static Boolean byProc(Path dir, String target) throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("fd"), Path.of(target));
        try {
            return TerminalSize.terminalByProc(link);
        } finally {
            Files.delete(link);
        }
    }

    @Test
    void onLinuxStderrIsReadFromProcWithoutAChildProcess() {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "no /proc here");
        assertThat(TerminalSize.terminalByProc(Path.of("/proc/self/fd/2"))).isFalse();
    }

    @Test
    void insideATerminalTheBarsFitItsWidth(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(run(List.of("tmux", "-V")) == 0, "tmux is not installed");
        String session = "surge-probe-" + ProcessHandle.current().pid();
        Path found = dir.resolve("found.txt");
        String java = ProcessHandle.current().info().command().orElse("java");
        String cmd = "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' "
                + TerminalProbe.class.getName() + " '" + found + "'";
        assertThat(run(List.of("tmux", "-L", session, "new-session", "-d", "-s", session, "-x", "73", "-y", "20", cmd)))
                .isZero();
        try {
            for (int i = 0; i < 300 && !Files.exists(found); i++) {
                Thread.sleep(100);
            }
            assertThat(Files.readString(found).strip()).isEqualTo("tty=true columns=73");
            String screen = "";
            for (int i = 0; i < 300 && !screen.contains("probe done"); i++) {
                Thread.sleep(100);
                Process p = new ProcessBuilder("tmux", "-L", session, "capture-pane", "-p", "-t", session).start();
                screen = new String(p.getInputStream().readAllBytes());
                p.waitFor(5, TimeUnit.SECONDS);
            }
            assertThat(screen)
                    .contains("probe done")
                    .contains("create   100% [")
                    .contains("load ")
                    .contains(" rows/s ")
                    .contains(" MB/s");
            // One line per bar: a line as wide as the pane would have wrapped onto the next.
            assertThat(screen.lines().filter(l -> !l.isBlank()))
                    .hasSize(3)
                    .allSatisfy(l -> assertThat(l.length()).isLessThan(73));
        } finally {
            run(List.of("tmux", "-L", session, "kill-server"));
        }
    }

    private static int run(List<String> cmd) throws Exception {
        try {
            Process p = new ProcessBuilder(cmd)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
        } catch (java.io.IOException e) {
            return -1;
        }
    }
}
