package org.surgebench.workloads.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.PostgresVisibility;

/**
 * By default a table of wide rows (stress's, about 560 bytes) loads in parallel chunks and a narrow one (tpcb's
 * accounts) in one frozen stream, as the server records it: the transaction that wrote each row (its xmin) and the
 * pages its visibility map counts frozen. Each chunk commits in its own transaction, so the rows per xmin are the
 * rows per stream's chunk.
 */
class WideRowsChunkLoadPostgresTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() throws SQLException {
        url = PostgresVisibility.createDatabase("surge_wide_rows_chunks");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    /** The rows each writing transaction left in the table, largest first. */
    private static List<Long> rowsPerTransaction(String table) throws SQLException {
        List<Long> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT count(*) FROM " + table + " GROUP BY xmin::text::bigint " + "ORDER BY 1 DESC")) {
            while (rs.next()) {
                out.add(rs.getLong(1));
            }
        }
        return out;
    }

    @Test
    void wideRowsLoadInChunksByDefault() throws Exception {
        Surgebench.generate(
                new GenerateSpec("stress").connection(db).scale(0.12).threads(2).force(true), null);
        assertThat(rowsPerTransaction("stresstesttable"))
                .as("rows per writing transaction: three chunks of up to 50,000 keys")
                .containsExactly(50_000L, 50_000L, 20_000L);
        assertThat(PostgresVisibility.frozenPages(url, "stresstesttable"))
                .as("pages the server counts frozen")
                .isZero();
    }

    @Test
    void narrowRowsLoadInOneFrozenStreamByDefault() throws Exception {
        Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(1.2).threads(2).force(true), null);
        assertThat(rowsPerTransaction("pgbench_accounts"))
                .as("rows per writing transaction: the whole table in one")
                .containsExactly(120_000L);
        assertThat(PostgresVisibility.frozenPages(url, "pgbench_accounts"))
                .as("pages the server counts frozen")
                .isPositive();
    }
}
