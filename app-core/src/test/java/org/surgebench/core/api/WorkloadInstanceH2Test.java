package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.testdata.TestDatabases;

/**
 * A workload given as an instance (not found on the class path by name) runs through the API; one that needs no
 * generated schema runs against a database nobody generated, seeing scale 0 and the run's seed.
 */
class WorkloadInstanceH2Test {

    /** One query per transaction; whether it needs {@code surge generate} is the test's to say. */
    private static final class Probe implements Workload {
        private final boolean needsSchema;
        volatile SchemaOptions seen;

        Probe(boolean needsSchema) {
            this.needsSchema = needsSchema;
        }

        @Override
        public String name() {
            return "probe";
        }

        @Override
        public String description() {
            return "one query";
        }

        @Override
        public boolean needsGenerate() {
            return needsSchema;
        }

        @Override
        public Schema schema(SchemaOptions options) {
            return new Schema(List.of(), List.of(), List.of(), List.of());
        }

        @Override
        public List<TransactionDef> transactions() {
            return List.of(new TransactionDef("Q", "a query", 1, true, true, ctx -> {
                try (ResultSet rs = ctx.query(ctx.prepare("SELECT 1"))) {
                    rs.next();
                }
                ctx.commit();
            }));
        }

        @Override
        public List<Mix> mixes() {
            return List.of(new Mix("default", "the query", Map.of("Q", 1)));
        }

        @Override
        public Object prepareRun(java.sql.Connection connection, SchemaOptions options) {
            seen = options;
            return null;
        }
    }

    private static RunSpec spec(ConnectionSpec db) {
        return new RunSpec("probe")
                .connection(db)
                .users(2)
                .runTime(null)
                .maxTransactions(20)
                .seed(99);
    }

    @Test
    void aWorkloadThatNeedsNoSchemaRunsWhereNothingWasGenerated() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("instance"), "sa", "");
        Probe probe = new Probe(false);
        RunResult r = Surgebench.run(spec(db), probe);
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transaction("Q").count()).isEqualTo(20);
        assertThat(r.transaction("Q").statements().select()).isEqualTo(20);
        assertThat(probe.seen.scale()).isZero();
        assertThat(probe.seen.seed()).isEqualTo(99);
    }

    @Test
    void aWorkloadThatNeedsItsSchemaIsStillRefusedWithoutOne() {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("instance_schema"), "sa", "");
        assertThatThrownBy(() -> Surgebench.run(spec(db), new Probe(true)))
                .isInstanceOf(SurgeException.class)
                .hasMessageStartingWith("No probe schema found at ");
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("other").connection(db), new Probe(false)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The run names workload other but is given probe");
    }
}
