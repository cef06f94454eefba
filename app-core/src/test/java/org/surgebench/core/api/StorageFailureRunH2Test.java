package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.testdata.TestDatabases;

/**
 * A storage failure during a run ends it, failed, with the storage's sentence (the CLI's exit 6): H2 whose disk
 * filled went on answering, a run counted 1.6 million transactions of which 12 thousand were in the database, and
 * it exited 0 "(completed)" because one error in thousands is under --max-errors' 1 %. The full disk is injected
 * deterministically as the error H2 raises once a write finds no space (90028 with the IOException's "No space
 * left on device"), once, in a run on an H2 file: a real full disk needs a small file system of the test's own,
 * which needs the right to mount (see {@code BadFilesTest} for generate on one), and when the disk fills is not
 * deterministic.
 */
class StorageFailureRunH2Test {
    @TempDir
    static Path dir;

    /** Armed: the next FULL transaction fails as H2 does on a full disk, once; the others increment. */
    private static final AtomicBoolean FULL_ONCE = new AtomicBoolean();

    /** The counter workload with one more transaction, FULL, that meets the full disk when armed. */
    private static final class DiskFillsWorkload implements Workload {
        private final CounterWorkload counter = new CounterWorkload();

        @Override
        public String name() {
            return counter.name();
        }

        @Override
        public String description() {
            return counter.description();
        }

        @Override
        public Schema schema(SchemaOptions options) {
            return counter.schema(options);
        }

        @Override
        public Object prepareRun(java.sql.Connection c, SchemaOptions options) throws SQLException {
            return counter.prepareRun(c, options);
        }

        @Override
        public List<TransactionDef> transactions() {
            TransactionDef inc = counter.transactions().get(0);
            return List.of(inc, new TransactionDef("FULL", "Meets the full disk", 1, true, false, ctx -> {
                if (FULL_ONCE.compareAndSet(true, false)) {
                    throw new SQLException(
                            "IO Exception: \"java.io.IOException: No space left on device\" [90028-232]",
                            "90028",
                            90028);
                }
                inc.transaction().execute(ctx);
            }));
        }

        @Override
        public List<Mix> mixes() {
            return List.of(new Mix("default", "increments, one meeting a full disk", Map.of("INC", 499, "FULL", 1)));
        }
    }

    @Test
    void aFullDiskDuringARunEndsItFailedWithTheStorageSentence() throws Exception {
        String url = TestDatabases.h2File(dir, "fills");
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        Surgebench.generate(
                new GenerateSpec("counter").connection(db).scale(0.2).threads(2), null);
        FULL_ONCE.set(true);

        RunResult r = Surgebench.run(
                new RunSpec("counter").connection(db).users(2).runTime(Duration.ofSeconds(2)), new DiskFillsWorkload());

        assertThat(FULL_ONCE).as("the full disk was met").isFalse();
        assertThat(r.summary().stopReason()).isEqualTo("storage");
        assertThat(r.summary().failed()).isTrue();
        assertThat(r.summary().failure())
                .isEqualTo("The disk holding the H2 database in " + dir.toAbsolutePath()
                        + " is full: free some space or put the database elsewhere (--url).");
    }
}
