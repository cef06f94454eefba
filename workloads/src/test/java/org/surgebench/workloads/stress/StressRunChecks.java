package org.surgebench.workloads.stress;

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

/** What the PostgreSQL and MariaDB tests check the same way: generate, the mix, what the table then holds. */
final class StressRunChecks {
    private StressRunChecks() {}

    /** Generates 1,000 rows, runs 2,000 transactions of the mix with Swingbench's 4 users, checks the table. */
    static void generateRunVerify(ConnectionSpec db) throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("stress").connection(db).scale(0.001).threads(2), null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(1000L);
        assertThat(count(db, "SELECT COUNT(DISTINCT id) FROM stresstesttable")).isEqualTo(1000);
        VerifyReport before = Surgebench.verify(db, "stress", Map.of());
        assertThat(before.ok()).as(before.toString()).isTrue();
        RunResult r = Surgebench.run(
                new RunSpec("stress").connection(db).runTime(null).maxTransactions(2000));
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        assertThat(r.users()).isEqualTo(4);
        long inserts = r.transaction("I").statements().insert();
        long deletes = r.transaction("D").statements().delete();
        assertThat(inserts).isPositive();
        assertThat(deletes).isPositive();
        // Inserted ids follow the generated ones without a clash (a clash would be an error above); each delete
        // removed one row or none (an id deleted before, or not inserted yet). Transactions still in flight when
        // the count was reached may add one more row per user.
        assertThat(count(db, "SELECT MAX(id) FROM stresstesttable")).isBetween(1000 + inserts, 1000 + inserts + 4);
        assertThat(count(db, "SELECT COUNT(*) FROM stresstesttable"))
                .isBetween(1000 + inserts - deletes, 1000 + inserts + 4);
        VerifyReport after = Surgebench.verify(db, "stress", Map.of());
        assertThat(after.ok()).as(after.toString()).isTrue();
        assertThat(Surgebench.drop(db, "stress", Map.of()).dropped()).hasSize(1);
    }

    static long count(ConnectionSpec db, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
