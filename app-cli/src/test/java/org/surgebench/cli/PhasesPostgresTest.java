package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.PhaseResult;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.LocalPostgres;

/**
 * A run of three phases (a workload file's {@code run: phases:}, as {@code --phase} writes them) against what the
 * server itself counted per phase: each phase runs a mix of one transaction that inserts into a table of its own,
 * so the rows of that table are the server's count of the phase's commits. The client's count of each phase can
 * differ from the server's only by the transactions in flight at its two boundaries (at most one per user on each
 * side: a transaction belongs to the interval it ends in) and, for the last, those the stop left running.
 */
class PhasesPostgresTest {
    private static String url;

    private static final String FILE = """
            name: phases
            run:
              users: 1
              mixes:
                a: {A: 1}
                b: {B: 1}
                c: {C: 1}
              phases: ["3s:mix=a,users=1", "3s:mix=b,users=3", "3s:mix=c,users=2,rate=40"]
            transactions:
              A:
                statements:
                  - sql: INSERT INTO phase_a(v) VALUES (1)
              B:
                statements:
                  - sql: INSERT INTO phase_b(v) VALUES (1)
              C:
                statements:
                  - sql: INSERT INTO phase_c(v) VALUES (1)
            """;

    @BeforeAll
    static void create() throws java.sql.SQLException {
        url = LocalPostgres.createDatabase("surge_i51_phases");
        for (String t : List.of("phase_a", "phase_b", "phase_c")) {
            try (var c = java.sql.DriverManager.getConnection(url, LocalPostgres.USER, "");
                    var s = c.createStatement()) {
                s.execute("CREATE TABLE " + t + " (v int)");
            }
        }
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void eachPhasesCountIsTheServersCommitsOfThatPhase(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("phases.yaml");
        Files.writeString(file, FILE);
        Path results = dir.resolve("results");
        Cli.Result r = Cli.run(
                "run", file.toString(), "--url", url, "-U", LocalPostgres.USER, "--quiet", "-r", results.toString());

        assertThat(r.exitCode()).as(r.all()).isZero();
        RunResult stored = stored(results);
        List<PhaseResult> phases = stored.phases();
        assertThat(phases).extracting(PhaseResult::users).containsExactly(1, 3, 2);
        assertThat(phases).extracting(PhaseResult::mix).containsExactly("a", "b", "c");
        long[] server = {rows("phase_a"), rows("phase_b"), rows("phase_c")};
        int[] users = {1, 3, 2};
        for (int k = 0; k < 3; k++) {
            long client = phases.get(k).transactions();
            // The next phase's mix starts just before the boundary's interval is drained: transactions of this
            // phase's mix in flight then end in the next phase's interval, and one of the next mix a user began and
            // ended in that moment lands in this one; at most a transaction per user on each side of a boundary.
            long before = (k == 0 ? 0 : users[k - 1]) + users[k];
            long after = users[k] + (k == 2 ? 0 : users[k + 1]);
            assertThat(client)
                    .as("phase %d: client %d, server %d", k + 1, client, server[k])
                    .isBetween(server[k] - after, server[k] + before);
        }
        // Every transaction the client counted as A or B committed, and no more: the server's rows are exact.
        assertThat(stored.transaction("A").count()).isEqualTo(server[0]);
        assertThat(stored.transaction("B").count()).isEqualTo(server[1]);
        // The third phase kept its rate: no transaction starts before its turn (40 a second from the phase's
        // start), so its commits are at most 40 per second measured, its first and the second phase's stragglers.
        assertThat(server[2])
                .isLessThanOrEqualTo((long) Math.ceil(40 * phases.get(2).seconds()) + 1 + users[2]);
        assertThat(phases.stream().mapToLong(PhaseResult::transactions).sum())
                .isEqualTo(stored.summary().transactions());
        assertThat(r.out()).contains("Phases:", "3s:users=3,mix=b");
        assertThat(Files.readString(Path.of(stored.files().get("html")))).contains("Phases", "phase 3: 3s:");
    }

    private static long rows(String table) throws Exception {
        return PgAdmin.count(url, "SELECT count(*) FROM " + table);
    }

    private static RunResult stored(Path results) throws Exception {
        try (Stream<Path> s = Files.list(results)) {
            return ResultWriter.read(
                    s.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow());
        }
    }
}
