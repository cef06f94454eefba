package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.driver.LoopTransport;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.ThrowawayCluster;

/** What a user sees when the PostgreSQL connection or schema is wrong: one sentence, a non-zero exit. */
class CliPostgresTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_cli");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    private static void assertOneSentence(CliRunner.Outcome o, int exit, String expected) {
        assertThat(o.exit()).as(o.err()).isEqualTo(exit);
        String err = o.err().strip();
        assertThat(err)
                .startsWith("surge: ")
                .contains(expected)
                .doesNotContain("\n")
                .doesNotContain("Exception");
    }

    @Test
    void wrongPassword() {
        // A cluster of its own that checks passwords (the shared server trusts everyone).
        ThrowawayCluster cluster = ThrowawayCluster.sharedWithPasswords();
        String right = cluster.createRole(BadInputPostgresTest.PW_ROLE);
        var o = CliRunner.run(
                "run",
                "tpcb",
                "--url",
                cluster.url("postgres"),
                "--user",
                BadInputPostgresTest.PW_ROLE,
                "--password",
                "not-" + right);
        assertOneSentence(o, 3, "rejected user '" + BadInputPostgresTest.PW_ROLE + "'");
        assertThat(o.err()).doesNotContain(right);
    }

    @Test
    void unreachableHost() {
        assertOneSentence(
                CliRunner.run("run", "tpcb", "--url", "jdbc:postgresql://127.0.0.1:1/test"),
                3,
                "Nothing accepts connections at jdbc:postgresql://127.0.0.1:1/test");
        assertOneSentence(
                CliRunner.run("run", "tpcb", "--url", "jdbc:postgresql://no-such-host.invalid/test"),
                3,
                "Cannot resolve the host");
    }

    @Test
    void missingSchema() {
        assertOneSentence(
                CliRunner.run("run", "tpcb", "--url", url, "--user", LocalPostgres.USER), 4, "No tpcb schema found");
    }

    @Test
    void generateAndRunOnPostgres() {
        var g = CliRunner.run("generate", "tpcb", "--url", url, "--user", LocalPostgres.USER, "--scale", "1");
        assertThat(g.exit()).as(g.err()).isZero();
        var r = runTpcb(4);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("TPCB");
        // Fewer than 8 users: auto keeps them on platform threads, and the run says so as it starts.
        assertThat(r.out()).contains("  users: 4 on platform threads (auto)\n");
        // And the summary repeats it, for --quiet runs too.
        assertThat(r.out().replace("\n  ", " ")).containsPattern("Settings: [^\n]*, users on platform \\(auto\\)");

        // From 8 users auto puts them on event loops; both lines name how the loops reach the kernel, since the
        // client's CPU per transaction depends on it.
        var loops = runTpcb(8);
        assertThat(loops.exit()).as(loops.err()).isZero();
        String transport = LoopTransport.chosenName();
        assertThat(loops.out()).contains("  users: 8 on event loops over " + transport + " (auto)\n");
        assertThat(loops.out().replace("\n  ", " "))
                .containsPattern("Settings: [^\n]*, users on event-loop over " + transport + " \\(auto\\)");
    }

    /** A 2-second tpcb run of {@code users} users on the test database, its results in the temporary folder. */
    private static CliRunner.Outcome runTpcb(int users) {
        return CliRunner.run(
                "run",
                "tpcb",
                "--url",
                url,
                "--user",
                LocalPostgres.USER,
                "-u",
                String.valueOf(users),
                "-rt",
                "2s",
                "-r",
                System.getProperty("java.io.tmpdir") + "/surge-cli-pg-results");
    }
}
