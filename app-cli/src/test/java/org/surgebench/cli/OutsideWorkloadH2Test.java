package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;

/**
 * A workload built outside Surgebench (examples/outside-workload's jar) through the command line's
 * {@code --workload-path} and {@code SURGE_WORKLOAD_PATH}, on embedded H2; and every way a workload path can be
 * wrong, each one sentence naming the file (exit 2) before anything is created.
 */
class OutsideWorkloadH2Test {
    private static final Pattern INSERTS = Pattern.compile("Statements: .*?([\\d,]+) insert");

    @TempDir
    Path dir;

    @AfterEach
    void builtInOnly() {
        Surgebench.useWorkloadPath("--workload-path", java.util.List.of());
    }

    private String url() {
        return "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
    }

    @Test
    void listShowsTheOutsideWorkloadWithItsJarAndWithoutThePathItIsUnknown() throws Exception {
        Path jars = OutsideJars.stockFolder(dir);
        Cli.Result all = Cli.run("list", "--workload-path", jars.toString());
        assertThat(all.exitCode()).as(all.all()).isZero();
        assertThat(all.out())
                .contains("stock: Example built outside Surgebench", "  from " + jars.resolve("stock-workload.jar"))
                .contains("tpcb:", "soe:");
        assertThat(all.out().lines().filter(l -> l.startsWith("  from "))).hasSize(1);
        // The jar itself, and a list of entries (the folder and the jar again: one jar, listed once).
        Cli.Result one = Cli.run(
                "list", "stock", "--workload-path", jars + File.pathSeparator + jars.resolve("stock-workload.jar"));
        assertThat(one.exitCode()).as(one.all()).isZero();
        assertThat(one.out()).contains("RCV", "SHP", "CHK", "lookups");

        OneSentence.assertRefused(Cli.run("list", "stock"), 2, "Unknown workload 'stock'");
    }

    @Test
    void generateRunVerifyDropOnH2() throws Exception {
        String jars = OutsideJars.stockFolder(dir).toString();
        Cli.Result g = Cli.run("generate", "stock", "--scale", "0.05", "--url", url(), "--workload-path", jars);
        assertThat(g.exitCode()).as(g.all()).isZero();
        assertThat(count("SELECT COUNT(*) FROM stock_item")).isEqualTo(50);

        Cli.Result r = Cli.run(
                "run",
                "stock",
                "-u",
                "2",
                "-rt",
                "0",
                "--max-transactions",
                "300",
                "--url",
                url(),
                "-r",
                dir.resolve("results").toString(),
                "--workload-path",
                jars);
        assertThat(r.exitCode()).as(r.all()).isZero();
        Matcher m = INSERTS.matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        long inserts = Long.parseLong(m.group(1).replace(",", ""));
        // Every insert the run counted is a movement the database holds, and every movement moved stock.
        assertThat(inserts).isPositive();
        assertThat(count("SELECT COUNT(*) FROM stock_move")).isEqualTo(inserts);
        assertThat(count("SELECT SUM(on_hand) - SUM(opening) FROM stock_item"))
                .isEqualTo(count("SELECT SUM(qty) FROM stock_move"));

        Cli.Result v = Cli.run("verify", "stock", "--url", url(), "--workload-path", jars);
        assertThat(v.exitCode()).as(v.all()).isZero();
        assertThat(v.out()).contains("every item holds its opening stock plus its movements: holds");

        Cli.Result d = Cli.run("drop", "stock", "--url", url(), "--workload-path", jars);
        assertThat(d.exitCode()).as(d.all()).isZero();
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE LOWER(TABLE_NAME) LIKE 'stock%'"))
                .isZero();
    }

    @Test
    void aMissingFolderOrAFileThatIsNoJarIsOneSentenceAndNothingIsCreated() throws Exception {
        Path missing = dir.resolve("no-such-folder");
        OneSentence.assertRefused(
                Cli.run("generate", "stock", "--scale", "0.05", "--url", url(), "--workload-path", missing.toString()),
                2,
                "--workload-path names " + missing,
                "does not exist");
        Path bad = Files.createDirectories(dir.resolve("bad"));
        Files.writeString(bad.resolve("notes.jar"), "not a zip");
        OneSentence.assertRefused(
                Cli.run("generate", "stock", "--scale", "0.05", "--url", url(), "--workload-path", bad.toString()),
                2,
                bad.resolve("notes.jar") + " (on --workload-path) is not a jar file");
        assertThat(OutsideJars.files(dir)).as("no database was created").doesNotContain("db.mv.db");
        // A file that is not a jar beside the jars, without the .jar ending, is not read.
        Files.writeString(bad.resolve("notes.jar.txt"), "not a zip");
        Files.delete(bad.resolve("notes.jar"));
        assertThat(Cli.run("list", "--workload-path", bad.toString()).exitCode())
                .isZero();
    }

    @Test
    void aWorkloadThatDoesNotLoadIsOneSentenceNamingItsJar() throws Exception {
        Path jars = Files.createDirectories(dir.resolve("broken"));
        Path gone = org.surgebench.testdata.TestJars.write(
                jars.resolve("a-gone.jar"),
                Map.of(OutsideJars.SERVICES, "com.acme.Gone\n".getBytes(StandardCharsets.UTF_8)));
        OneSentence.assertRefused(
                Cli.run("run", "stock", "--url", url(), "--workload-path", jars.toString()),
                2,
                gone + " does not load its workload com.acme.Gone (not found)");
        Files.delete(gone);

        Path throwing = OutsideJars.workload(
                jars.resolve("b-throwing.jar"),
                "com.acme.Throwing",
                "throwing",
                "throw new IllegalStateException(\"no licence file\");");
        OneSentence.assertRefused(
                Cli.run("list", "--workload-path", jars.toString()),
                2,
                throwing
                        + " does not load its workload com.acme.Throwing (could not be instantiated: no licence file)");
        assertThat(OutsideJars.files(dir)).doesNotContain("db.mv.db");
    }

    @Test
    void twoWorkloadsOfOneNameAreOneSentenceNamingBothJars() throws Exception {
        Path twice = OutsideJars.stockFolder(dir);
        Files.copy(twice.resolve("stock-workload.jar"), twice.resolve("stock-workload-copy.jar"));
        OneSentence.assertRefused(
                Cli.run("list", "--workload-path", twice.toString()),
                2,
                "Two workloads are named stock",
                twice.resolve("stock-workload.jar").toString(),
                twice.resolve("stock-workload-copy.jar").toString());

        Path clash = Files.createDirectories(dir.resolve("clash"));
        Path tpcb = OutsideJars.workload(clash.resolve("my-tpcb.jar"), "com.acme.MyTpcb", "TPCB", "");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", url(), "--workload-path", clash.toString()),
                2,
                "Two workloads are named",
                "Surgebench itself",
                tpcb.toString());
        assertThat(OutsideJars.files(dir)).doesNotContain("db.mv.db");
    }

    @Test
    void theEnvironmentVariableGivesThePathAndTheFlagOverridesIt() throws Exception {
        Path jars = OutsideJars.stockFolder(dir);
        try (CliProcess p =
                CliProcess.start(dir.resolve("env"), Map.of("SURGE_WORKLOAD_PATH", jars.toString()), "list", "stock")) {
            assertThat(p.waitFor(60)).as(p.stderr()).isZero();
            assertThat(p.stdout()).contains("stock:", "  from " + jars.resolve("stock-workload.jar"));
        }
        Path missing = dir.resolve("missing");
        try (CliProcess p = CliProcess.start(
                dir.resolve("flag"),
                Map.of("SURGE_WORKLOAD_PATH", missing.toString()),
                "list",
                "stock",
                "--workload-path",
                jars.toString())) {
            assertThat(p.waitFor(60)).as(p.stderr()).isZero();
            assertThat(p.stdout()).contains("stock:");
        }
        try (CliProcess p =
                CliProcess.start(dir.resolve("bad-env"), Map.of("SURGE_WORKLOAD_PATH", missing.toString()), "list")) {
            assertThat(p.waitFor(60)).isEqualTo(2);
            assertThat(p.stderr().strip())
                    .isEqualTo("surge: SURGE_WORKLOAD_PATH names " + missing
                            + ", which does not exist: give a folder of workload jars (or a jar).");
        }
    }

    @Test
    void helpPointsToTheWorkloadPathAndItsDocs() {
        String top = Cli.run("--help").out().replaceAll("\\s+", " ");
        assertThat(top).contains("--workload-path DIR (or set SURGE_WORKLOAD_PATH)", "docs/custom-workloads.md");
        for (String command : new String[] {"list", "generate", "run", "verify", "drop", "sweep", "quickstart"}) {
            String help = Cli.run(command, "--help").out().replaceAll("\\s+", " ");
            assertThat(help)
                    .as(command)
                    .contains("--workload-path=DIR", "$SURGE_WORKLOAD_PATH", "docs/custom-workloads.md");
        }
    }

    private long count(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url(), "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
