package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.WorkloadContract;

/** The smallest scale generated into H2, verified, and run for a few dozen queries (literal SQL, all rows read). */
class ShWorkloadH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "sh";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "mysql", "oracle");
    }


    @Test
    void generatesVerifiesAndRunsOnH2() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("sh"), "sa", "");
        GenerateReport g = Surgebench.generate(new GenerateSpec("sh").connection(db).scale(0.001).seed(7).threads(2),
                null);
        ShShape shape = ShShape.of(0.001);
        assertThat(g.tables()).anySatisfy(t -> {
            assertThat(t.table()).isEqualTo("sales");
            assertThat(t.rows()).isEqualTo(shape.sales());
        });

        VerifyReport v = Surgebench.verify(db, "sh", Map.of());
        assertThat(v.failures()).isEmpty();
        assertThat(v.checks()).extracting(VerifyReport.Check::name)
                .contains("sales per year follow the generated growth 1995-2013");

        RunResult r = Surgebench.run(new RunSpec("sh").connection(db).users(2).thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null).maxTransactions(40).seed(3).option("all-rows", "true"));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isGreaterThanOrEqualTo(40);
        assertThat(r.summary().statements().insert() + r.summary().statements().update()
                + r.summary().statements().delete()).isZero();
        assertThat(r.transactions()).hasSize(13);
        assertThat(r.transactions().stream().mapToLong(t -> t.rows()).sum()).isPositive();
        // The data is read-only: the same checks still hold after the run.
        assertThat(Surgebench.verify(db, "sh", Map.of()).failures()).isEmpty();
    }
}
