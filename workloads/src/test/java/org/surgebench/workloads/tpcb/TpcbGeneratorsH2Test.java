package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.testdata.TestDatabases;

/**
 * Generators of one run (in this JVM, one after the other) on H2: each runs its own users with their own random
 * streams, and their results merge, while results that are not one run's parts are refused.
 */
class TpcbGeneratorsH2Test {
    static ConnectionSpec db;

    @BeforeAll
    static void generate() {
        db = new ConnectionSpec(TestDatabases.h2Memory("tpcb_gen"), "sa", "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(0.1), null);
    }

    @Test
    void eachGeneratorRunsItsOwnUsersStreams() throws Exception {
        // One user alone, then the same seed as generator 1/2 and 2/2 of two users: 10 transactions each.
        List<String> alone = historyOf(new RunSpec("tpcb").users(1).maxTransactions(10));
        List<String> first = historyOf(new RunSpec("tpcb")
                .users(2)
                .maxTransactions(20)
                .generator(new GeneratorShare(1, 2))
                .runId("streams"));
        List<String> second = historyOf(new RunSpec("tpcb")
                .users(2)
                .maxTransactions(20)
                .generator(new GeneratorShare(2, 2))
                .runId("streams"));
        assertThat(first).hasSize(10).isEqualTo(alone);
        assertThat(second).hasSize(10).isNotEqualTo(first);
    }

    @Test
    void resultsOfOneRunMergeAndOthersAreRefused() throws Exception {
        List<RunResult> parts = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            parts.add(Surgebench.run(new RunSpec("tpcb")
                    .connection(db)
                    .users(3)
                    .runTime(null)
                    .maxTransactions(41)
                    .generator(new GeneratorShare(k, 2))
                    // Each generator decides its users' threads: the merge lists every kind they used.
                    .userThreads(k == 1 ? UserThreads.VIRTUAL : UserThreads.AUTO)
                    .runId("merge-h2")));
        }
        assertThat(parts).extracting(r -> r.summary().transactions()).containsExactly(21L, 20L);
        assertThat(parts).extracting(r -> r.users()).containsExactly(2, 1);
        RunResult merged = Surgebench.merge(List.of(parts.get(1), parts.get(0)), null);
        assertThat(merged.summary().transactions()).isEqualTo(41);
        assertThat(merged.users()).isEqualTo(3);
        assertThat(merged.config().userThreads()).isEqualTo("virtual, platform");
        assertThat(merged.config().settings().load().maxTransactions()).isEqualTo(41);
        assertThat(merged.runId()).isEqualTo("merge-h2");
        assertThat(merged.transaction("TPCB").statements().update())
                .isEqualTo(parts.get(0).transaction("TPCB").statements().update()
                        + parts.get(1).transaction("TPCB").statements().update());

        assertThatThrownBy(() -> Surgebench.merge(List.of(parts.get(0)), null)).hasMessageContaining("at least two");
        assertThatThrownBy(() -> Surgebench.merge(List.of(parts.get(0), parts.get(0)), null))
                .hasMessageContaining("given twice");
        RunResult plain = Surgebench.run(
                new RunSpec("tpcb").connection(db).users(1).runTime(null).maxTransactions(3));
        assertThatThrownBy(() -> Surgebench.merge(List.of(parts.get(0), plain), null))
                .hasMessageContaining("not a generator's result");
        RunResult other = Surgebench.run(new RunSpec("tpcb")
                .connection(db)
                .users(2)
                .runTime(null)
                .maxTransactions(4)
                .generator(new GeneratorShare(2, 2))
                .runId("another-run"));
        assertThatThrownBy(() -> Surgebench.merge(List.of(parts.get(0), other), null))
                .hasMessageContaining("belongs to run another-run");
        RunResult ofThree = Surgebench.run(new RunSpec("tpcb")
                .connection(db)
                .users(3)
                .runTime(null)
                .maxTransactions(3)
                .generator(new GeneratorShare(3, 3))
                .runId("merge-h2"));
        assertThatThrownBy(() -> Surgebench.merge(List.of(parts.get(0), ofThree), null))
                .hasMessageContaining("one of 2 generators");
        assertThatThrownBy(() -> Surgebench.merge(List.of(merged, parts.get(0)), null))
                .hasMessageContaining("already a merged result");
    }

    /** The history rows (branch, teller, account, delta) one run wrote, sorted. */
    private static List<String> historyOf(RunSpec spec) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), "sa", "");
                Statement s = c.createStatement()) {
            s.execute("DELETE FROM pgbench_history");
        }
        RunResult r = Surgebench.run(spec.connection(db).seed(5).runTime(null));
        assertThat(r.summary().errors()).isZero();
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(db.url(), "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT bid, tid, aid, delta FROM pgbench_history ORDER BY 1, 2, 3, 4")) {
            while (rs.next()) {
                rows.add(rs.getLong(1) + "/" + rs.getLong(2) + "/" + rs.getLong(3) + "/" + rs.getLong(4));
            }
        }
        return rows;
    }
}
