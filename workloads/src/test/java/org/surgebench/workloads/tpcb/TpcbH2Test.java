package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.WorkloadContract;

class TpcbH2Test extends WorkloadContract {

    @Override
    protected String workloadName() {
        return "tpcb";
    }

    @Override
    protected List<String> dialects() {
        return List.of("h2", "postgresql", "mariadb", "mysql", "oracle");
    }

    @Test
    void generateRunVerifyDropOnH2() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("tpcb"), "sa", "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(0.1), null);
        RunResult r = Surgebench.run(new RunSpec("tpcb").connection(db).users(4).runTime(Duration.ofSeconds(2)));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transaction("TPCB").count()).isPositive();
        assertThat(Surgebench.verify(db, "tpcb", Map.of()).ok()).isTrue();
        assertThat(Surgebench.drop(db, "tpcb", Map.of()).dropped()).hasSize(4);
    }
}
