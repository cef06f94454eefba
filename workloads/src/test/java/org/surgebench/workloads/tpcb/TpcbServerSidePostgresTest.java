package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * pgbench_accounts generated inside PostgreSQL ({@code server-side=true}, generate_series, chunks side by side):
 * exactly the client's rows (compared by a checksum the database computes over every row), and verify passes.
 */
class TpcbServerSidePostgresTest {
    private static final List<String> URLS = new ArrayList<>();

    @BeforeAll
    static void databases() {
        URLS.add(LocalPostgres.createDatabase("scale17_tpcb_client"));
        URLS.add(LocalPostgres.createDatabase("scale17_tpcb_server"));
    }

    @AfterAll
    static void drop() {
        URLS.forEach(LocalPostgres::dropDatabase);
    }

    private static ConnectionSpec db(int i) {
        return new ConnectionSpec(URLS.get(i), LocalPostgres.USER, "");
    }

    @Test
    void serverSideRowsAreTheClientsRows() throws Exception {
        Surgebench.generate(
                new GenerateSpec("tpcb").connection(db(0)).scale(2.5).threads(2), null);
        GenerateReport r = Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(db(1))
                        .scale(2.5)
                        .threads(2)
                        .option("server-side", "true")
                        .option("server-side-chunk", "70000"),
                null);
        assertThat(r.rows()).isEqualTo(250_000 + 3 + 25);
        for (String table : List.of("pgbench_accounts", "pgbench_branches", "pgbench_tellers")) {
            String sum =
                    "SELECT COUNT(*) || ' ' || md5(string_agg(t::text, ',' ORDER BY t::text)) FROM " + table + " t";
            assertThat(text(1, sum)).as(table).isEqualTo(text(0, sum));
        }
        assertThat(text(1, "SELECT COUNT(*) FROM pgbench_accounts")).isEqualTo("250000");
        assertThat(Surgebench.verify(db(1), "tpcb", Map.of()).ok()).isTrue();
    }

    private static String text(int i, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(URLS.get(i), LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
