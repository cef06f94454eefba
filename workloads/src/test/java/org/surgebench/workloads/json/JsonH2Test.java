package org.surgebench.workloads.json;

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
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.WorkloadContract;

/** Swingbench's JSON benchmark on H2: the contract, and documents stored as H2's JSON, read by path. */
class JsonH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "json";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "oracle");
    }

    @Test
    void documentsAreJsonObjectsReadByPathAndEveryTransactionKeepsVerifyTrue() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("json-paths"), "sa", "");
        Surgebench.generate(new GenerateSpec("json").connection(db).scale(0.001), null);
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*), MIN(id), MAX(id), "
                        + "COUNT(CASE WHEN CAST((passenger_info).\"Flagged\" AS VARCHAR) = '\"N\"' THEN 1 END), "
                        + "MIN(CAST((passenger_info).\"PassportNo\" AS VARCHAR)), "
                        + "COUNT(CASE WHEN (passenger_info).\"FlightHistory\"[3] IS NULL THEN 1 END) "
                        + "FROM passengercollection")) {
            rs.next();
            assertThat(rs.getLong(1)).isEqualTo(1000);
            assertThat(rs.getLong(2)).isEqualTo(1);
            assertThat(rs.getLong(3)).isEqualTo(1000);
            assertThat(rs.getLong(4)).as("Flagged is \"N\" in every document").isEqualTo(1000);
            assertThat(rs.getString(5)).hasSize(9);
            assertThat(rs.getLong(6)).as("two flights each").isEqualTo(1000);
        }
        var r = Surgebench.run(new org.surgebench.core.run.RunSpec("json")
                .connection(db)
                .mix("with-search")
                .users(2)
                .runTime(null)
                .maxTransactions(600)
                .seed(5));
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        assertThat(r.config().weights())
                .containsExactlyInAnyOrderEntriesOf(Map.of("INP", 30, "GPK", 100, "UPK", 50, "RPK", 2, "GPN", 10));
        assertThat(r.transaction("GPN").count()).isPositive();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM passengercollection "
                        + "WHERE (passenger_info).\"FlightHistory\"[3] IS NOT NULL")) {
            rs.next();
            assertThat(rs.getLong(1))
                    .as("documents an update gave a second pair of flights")
                    .isPositive();
        }
        assertThat(Surgebench.verify(db, "json", Map.of()).failures()).isEmpty();
    }
}
