package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/** What the PostgreSQL and MariaDB tests check the same way: generate, every transaction, what the table holds. */
final class JsonRunChecks {
    private JsonRunChecks() {}

    /** Generates 1,000 documents and checks them, as the database reads them by path. */
    static void generate(ConnectionSpec db, String flights) throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("json").connection(db).scale(0.001).threads(2), null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(1000L);
        assertThat(count(db, "SELECT COUNT(DISTINCT id) FROM passengercollection"))
                .isEqualTo(1000);
        assertThat(count(db, "SELECT COUNT(*) FROM passengercollection WHERE " + flights + " = 2"))
                .as("two flights in every generated document")
                .isEqualTo(1000);
        VerifyReport before = Surgebench.verify(db, "json", Map.of());
        assertThat(before.ok()).as(before.toString()).isTrue();
    }

    /**
     * Runs 2,000 transactions with every one enabled, under JSON_Workload.xml's 16 users, and checks what the
     * collection then holds: the inserted documents keyed after the generated ones, updated ones with more
     * flights, and verify.
     */
    static void runEveryTransaction(ConnectionSpec db, String flights) throws Exception {
        RunResult r = Surgebench.run(new RunSpec("json")
                .connection(db)
                .mix("with-search")
                .runTime(null)
                .maxTransactions(2000));
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        assertThat(r.users()).isEqualTo(16);
        for (String tx : new String[] {"INP", "GPK", "UPK", "RPK", "GPN"}) {
            assertThat(r.transaction(tx).count()).as(tx).isPositive();
        }
        long inserts = r.transaction("INP").statements().insert();
        long deletes = r.transaction("RPK").statements().delete();
        assertThat(count(db, "SELECT MAX(id) FROM passengercollection")).isGreaterThan(1000);
        // Each delete removed one document or none; transactions in flight when the count was reached may add one
        // more document per user.
        assertThat(count(db, "SELECT COUNT(*) FROM passengercollection"))
                .isBetween(1000 + inserts - deletes, 1000 + inserts + 16);
        assertThat(count(db, "SELECT COUNT(*) FROM passengercollection WHERE " + flights + " >= 4"))
                .as("documents an update gave a second pair of flights")
                .isPositive();
        VerifyReport after = Surgebench.verify(db, "json", Map.of());
        assertThat(after.ok()).as(after.toString()).isTrue();
        assertThat(Surgebench.drop(db, "json", Map.of()).dropped()).isNotEmpty();
    }

    static long count(ConnectionSpec db, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The plan the database chooses for a statement, as one text. */
    static String plan(ConnectionSpec db, String setup, String explain) throws Exception {
        StringBuilder out = new StringBuilder();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement()) {
            if (setup != null) {
                s.execute(setup);
            }
            try (ResultSet rs = s.executeQuery(explain)) {
                int n = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    for (int i = 1; i <= n; i++) {
                        out.append(rs.getString(i)).append(' ');
                    }
                    out.append('\n');
                }
            }
        }
        return out.toString();
    }
}
