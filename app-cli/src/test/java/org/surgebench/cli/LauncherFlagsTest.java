package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM flags bin/surge starts a run with, read from a stand-in JDK whose {@code java} prints its arguments: users
 * on event loops get the Serial collector and a small young generation (a thousand of them peaked at 285 MB resident
 * with the JVM's own sizing), more than 64 of them run lean (168 MB), other runs keep the JVM's sizing, and
 * SURGE_JAVA_OPTS still decides.
 */
class LauncherFlagsTest {
    @TempDir
    Path dir;

    @BeforeEach
    void standIns() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "bin/surge is a bash script");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (String script : List.of("surge", "find-java")) {
            Files.copy(Path.of("..", "bin", script), bin.resolve(script));
            Files.setPosixFilePermissions(bin.resolve(script), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Files.createDirectories(dir.resolve("app-cli/target"));
        Files.writeString(dir.resolve("app-cli/target/surgebench-cli-all.jar"), "");
        Path jdk = Files.createDirectories(dir.resolve("jdk/bin"));
        Files.writeString(dir.resolve("jdk/release"), "JAVA_VERSION=\"25\"\n");
        Path java = jdk.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX\nprintf '%s\\n' \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void usersOnEventLoopsGetASmallYoungGeneration() throws Exception {
        for (String users : List.of("16", "64")) {
            assertThat(flags("", "run", "tpcb", "--users", users, "--user-threads", "event-loop"))
                    .contains("-XX:+UseSerialGC", "-Xmn24m", "MALLOC_ARENA_MAX=")
                    .noneMatch(f -> f.startsWith("-XX:TieredStopAtLevel") || f.startsWith("-XX:TrimNativeHeap"));
        }
    }

    @Test
    void manyUsersOnEventLoopsRunLean() throws Exception {
        List<List<String>> runs = List.of(
                flags("", "run", "tpcc", "--users", "1000", "--user-threads", "event-loop"),
                flags("", "run", "tpcc", "-u", "5000", "--user-threads=event-loop"),
                flags("", "run", "tpcc", "-u65", "--user-threads", "event-loop"));
        for (List<String> f : runs) {
            assertThat(f)
                    .contains("-XX:+UseSerialGC", "-Xmn8m")
                    .contains("-XX:TrimNativeHeapInterval=1000", "MALLOC_ARENA_MAX=2")
                    .doesNotContain("-Xmn24m", "-XX:+UseTransparentHugePages")
                    .as("C2 stays: C1 alone cost 1.65-1.74x the CPU per transaction at 1,000 soe users")
                    .noneMatch(flag -> flag.startsWith("-XX:TieredStopAtLevel"));
        }
    }

    @Test
    void manyUsersOnEventLoopsGoWithoutTheRunsArchive() throws Exception {
        assertThat(flagsWithCache("run", "tpcb", "--users", "16", "--user-threads", "event-loop"))
                .anyMatch(f -> f.startsWith("-XX:SharedArchiveFile="));
        assertThat(flagsWithCache("run", "tpcc", "--users", "1000", "--user-threads", "event-loop"))
                .noneMatch(f -> f.startsWith("-XX:SharedArchiveFile=") || f.startsWith("-XX:AOT"));
    }

    @Test
    void runsOnThreadsKeepTheJvmsSizing() throws Exception {
        assertThat(flags("", "run", "tpcc", "--users", "1000", "--user-threads", "virtual"))
                .contains("-XX:+UseG1GC", "MALLOC_ARENA_MAX=")
                .noneMatch(f -> f.startsWith("-Xmn") || f.startsWith("-XX:TieredStopAtLevel"));
        assertThat(flags("", "run", "tpcb", "--users", "16"))
                .contains("-XX:+UseSerialGC")
                .noneMatch(f -> f.startsWith("-Xmn"));
        assertThat(flags("", "generate", "tpcc")).noneMatch(f -> f.startsWith("-Xmn"));
    }

    @Test
    void surgeJavaOptsDecideTheYoungGeneration() throws Exception {
        List<String> f = flags("-Xmn64m", "run", "tpcc", "--users", "1000", "--user-threads", "event-loop");
        assertThat(f).contains("-Xmn64m").doesNotContain("-Xmn24m", "-Xmn8m");
    }

    /** What bin/surge passes to java with its start-up cache in the temporary folder. */
    private List<String> flagsWithCache(String... args) throws Exception {
        return flags("", Path.of("cache"), args);
    }

    /** What bin/surge passes to java (after the environment's MALLOC_ARENA_MAX), one argument a line, up to the jar. */
    private List<String> flags(String javaOpts, String... args) throws Exception {
        return flags(javaOpts, null, args);
    }

    private List<String> flags(String javaOpts, Path cache, String... args) throws Exception {
        List<String> command =
                new ArrayList<>(List.of("/bin/bash", dir.resolve("bin/surge").toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
        pb.environment().remove("MALLOC_ARENA_MAX");
        if (cache == null) {
            pb.environment().put("SURGE_CDS", "off");
        } else {
            pb.environment().remove("SURGE_CDS");
            pb.environment().put("SURGE_CACHE", dir.resolve(cache).toString());
        }
        pb.environment().put("SURGE_JAVA_OPTS", javaOpts);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        List<String> lines = out.lines().toList();
        int jar = lines.indexOf("-jar");
        assertThat(jar).as(out).isPositive();
        return lines.subList(0, jar);
    }
}
