package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * The server-side generation seam ({@code --option server-side=true}): tables with server-side SQL for the
 * dialect are made inside the database chunk by chunk, the others are loaded from the client, and the
 * result is the same data as a client-side load. H2's SQL (SYSTEM_RANGE) stands in for Oracle's CONNECT BY.
 */
class TpcbServerSideH2Test {

    private static List<Long> fingerprint(String url) throws Exception {
        List<Long> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            for (String sql : List.of(
                    "SELECT COUNT(*), SUM(aid), SUM(bid * aid), COUNT(filler) FROM pgbench_accounts",
                    "SELECT COUNT(*), SUM(bid), 0, 0 FROM pgbench_branches",
                    "SELECT COUNT(*), SUM(tid * bid), 0, 0 FROM pgbench_tellers")) {
                try (ResultSet rs = s.executeQuery(sql)) {
                    rs.next();
                    for (int i = 1; i <= 4; i++) {
                        out.add(rs.getLong(i));
                    }
                }
            }
        }
        return out;
    }

    @Test
    void serverSideLoadGivesTheSameRowsAsTheClient() throws Exception {
        String client = TestDatabases.h2Memory("tpcbclient");
        String server = TestDatabases.h2Memory("tpcbserver");
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(client, "sa", ""))
                        .scale(0.2),
                null);
        GenerateReport r = Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(server, "sa", ""))
                        .scale(0.2)
                        .option("server-side", "true")
                        .option("server-side-chunk", "8000"),
                null);
        assertThat(r.rows()).isEqualTo(20_000 + 1 + 2);
        assertThat(fingerprint(server)).isEqualTo(fingerprint(client));
        assertThat(fingerprint(server).get(0)).isEqualTo(20_000L);
        assertThat(Surgebench.verify(new ConnectionSpec(server, "sa", ""), "tpcb", Map.of())
                        .ok())
                .isTrue();
    }

    @Test
    void resumeSkipsServerSideChunksAlreadyLoaded() throws Exception {
        String url = TestDatabases.h2Memory("tpcbresume");
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        GenerateSpec first = new GenerateSpec("tpcb")
                .connection(db)
                .scale(0.2)
                .option("server-side", "true")
                .option("server-side-chunk", "8000");
        Surgebench.generate(first, null);
        // Pretend the generation stopped after the small tables and the first server-side chunk of accounts
        // (keys 1..8000), before the indexes: the ledger says so and the table holds just those rows.
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            s.execute("DELETE FROM pgbench_accounts WHERE aid > 8000");
            for (String t : List.of("pgbench_accounts", "pgbench_branches", "pgbench_tellers")) {
                s.execute("ALTER TABLE " + t + " DROP PRIMARY KEY");
            }
            s.execute("UPDATE surge_schema SET status = 'loading'");
            s.execute("INSERT INTO surge_load_chunk VALUES ('tpcb', 'pgbench_accounts', -1, 8000, 0), "
                    + "('tpcb', 'pgbench_branches', 0, 1, 0), ('tpcb', 'pgbench_tellers', 0, 2, 0)");
        }
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(db)
                        .scale(0.2)
                        .option("server-side", "true")
                        .option("server-side-chunk", "8000")
                        .resume(true),
                null);
        assertThat(fingerprint(url).subList(0, 2)).containsExactly(20_000L, 20_000L * 20_001 / 2);
    }
}
