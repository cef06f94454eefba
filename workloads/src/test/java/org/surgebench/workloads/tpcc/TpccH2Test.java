package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.GeneratedCopies;
import org.surgebench.workloads.WorkloadContract;

/**
 * tpcc on H2: one warehouse generated, the client variant run, the consistency conditions verified. The class
 * shares the contract's generation (GeneratedCopies): a warehouse is 500,000 rows, seconds to generate on H2, and
 * the contract already generates two and compares them; the run here needs a fresh copy, not a third generation.
 */
class TpccH2Test extends WorkloadContract {

    @Override
    protected boolean sharesGenerations() {
        return true;
    }

    @Override
    protected String workloadName() {
        return "tpcc";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "oracle");
    }

    @Test
    void runVerifyDropOnAGeneratedWarehouse() throws Exception {
        ConnectionSpec db = GeneratedCopies.copyOf(contractSpec());
        String url = db.url();
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcc")
                        .connection(db)
                        .variant("server")
                        .users(1)
                        .maxTransactions(1)
                        .runTime(null)))
                .hasMessageContaining("use --variant client");
        long before = nextOrderIds(url);
        RunResult r = Surgebench.run(
                new RunSpec("tpcc").connection(db).users(2).runTime(null).maxTransactions(300));
        assertThat(r.config().variant()).isEqualTo("client");
        assertThat(r.summary().errors()).isZero();
        TxSummary no = r.transaction("NO");
        assertThat(no.count() - no.statements().rollback()).isEqualTo(nextOrderIds(url) - before);
        assertThat(r.transaction("PAY").count()).isPositive();
        VerifyReport v = Surgebench.verify(db, "tpcc", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
        assertThat(Surgebench.drop(db, "tpcc", Map.of()).dropped()).hasSize(9);
    }

    @Test
    void scaleIsAWholeNumberOfWarehouses() {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("tpcc_half"), "sa", "");
        assertThatThrownBy(() -> Surgebench.generate(
                        new GenerateSpec("tpcc").connection(db).scale(1.5), null))
                .hasMessageContaining("a whole number");
    }

    private static long nextOrderIds(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT SUM(d_next_o_id) FROM district")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
