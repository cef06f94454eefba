package org.surgebench.workloads.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.WorkloadContract;

/** Swingbench's Stress Test on H2: the contract, Swingbench's values, and a run of the whole mix. */
class StressH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "stress";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "mysql", "oracle");
    }

    @Test
    void generatesSwingbenchsValuesAndTheMixInsertsAfterTheHighestId() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("stress-mix"), "sa", "");
        GenerateReport g =
                Surgebench.generate(new GenerateSpec("stress").connection(db).scale(0.001), null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(1000L);
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT MIN(id), MAX(id), MIN(aint), MAX(aint), MIN(afloat), "
                        + "MAX(afloat), MIN(LENGTH(asmallvarchar)), MAX(LENGTH(asmallvarchar)), "
                        + "MIN(LENGTH(abigvarchar)), MAX(LENGTH(abigvarchar)) FROM stresstesttable")) {
            rs.next();
            assertThat(rs.getLong(1)).isEqualTo(1);
            assertThat(rs.getLong(2)).isEqualTo(1000);
            assertThat(rs.getLong(3)).isGreaterThanOrEqualTo(1);
            assertThat(rs.getLong(4)).isLessThanOrEqualTo(9_999_999).isGreaterThan(1_000_000);
            assertThat(rs.getDouble(5)).isGreaterThanOrEqualTo(1);
            assertThat(rs.getDouble(6)).isLessThanOrEqualTo(1000);
            assertThat(rs.getInt(7)).isEqualTo(1);
            assertThat(rs.getInt(8)).isEqualTo(10);
            assertThat(rs.getInt(9)).isLessThan(20);
            assertThat(rs.getInt(10)).isGreaterThan(900).isLessThanOrEqualTo(999);
        }
        RunResult r = Surgebench.run(new RunSpec("stress")
                .connection(db)
                .runTime(null)
                .maxTransactions(2000)
                .seed(7));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.users()).as("Stress_Test.xml's users").isEqualTo(4);
        assertThat(r.config().settings().think().max().toMillis())
                .as("Stress_Test.xml's think time")
                .isZero();
        assertThat(r.config().weights()).containsExactlyInAnyOrderEntriesOf(Map.of("I", 15, "S", 40, "U", 30, "D", 10));
        long inserts = r.transaction("I").count();
        long deleted = r.transaction("D").statements().delete();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT MAX(id), COUNT(*) FROM stresstesttable")) {
            rs.next();
            // Inserted ids follow the generated ones without a gap or a clash; each delete took one row or none.
            assertThat(rs.getLong(1)).isBetween(1000L + inserts, 1000L + inserts + 4);
            assertThat(rs.getLong(2)).isBetween(1000L + inserts - deleted, 1000L + inserts + 4);
        }
        assertThat(Surgebench.verify(db, "stress", Map.of()).failures()).isEmpty();
        assertThat(Surgebench.drop(db, "stress", Map.of()).dropped()).hasSize(1);
    }
}
