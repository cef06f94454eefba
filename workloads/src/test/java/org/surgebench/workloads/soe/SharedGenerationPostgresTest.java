package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.LocalPostgres;

/**
 * Order Entry loaded by two generators together ({@code --generator 1/2} and {@code 2/2}) on PostgreSQL: per table,
 * the same rows (a checksum PostgreSQL computes over every row) as one generator with the same seed, whether the
 * two run one after the other or at the same time; the first alone leaves the schema loading and {@code --finish}
 * refuses while chunks are missing; the last builds the indexes and constraints once, and verify passes.
 */
class SharedGenerationPostgresTest {
    private static final double SCALE = 0.002;
    private static final long SEED = 5;
    private static final List<String> URLS = new ArrayList<>();

    @BeforeAll
    static void databases() {
        for (String name : List.of("scale17_shared_one", "scale17_shared_seq", "scale17_shared_par")) {
            URLS.add(LocalPostgres.createDatabase(name));
        }
    }

    @AfterAll
    static void drop() {
        URLS.forEach(LocalPostgres::dropDatabase);
    }

    private static GenerateSpec spec(int db) {
        return new GenerateSpec("soe")
                .connection(new ConnectionSpec(URLS.get(db), LocalPostgres.USER, ""))
                .scale(SCALE)
                .seed(SEED)
                .threads(2);
    }

    @Test
    void twoGeneratorsWriteTheRowsOfOne() throws Exception {
        Surgebench.generate(spec(0), null);
        Map<String, String> one = checksums(0);

        // One after the other: the first leaves the schema loading, --finish refuses, the second completes it.
        GenerateReport first = Surgebench.generate(spec(1).share(new GeneratorShare(1, 2)), null);
        assertThat(first.tables()).isEmpty();
        assertThat(status(1)).isEqualTo("loading");
        assertThatThrownBy(() -> Surgebench.generate(spec(1).finishOnly(true), null))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("chunks")
                .hasMessageContaining("not loaded");
        // A generator with another count would load other chunks: refused before it loads anything.
        assertThatThrownBy(() -> Surgebench.generate(spec(1).share(new GeneratorShare(2, 3)), null))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("same scale, seed, --generator count");
        GenerateReport last = Surgebench.generate(spec(1).share(new GeneratorShare(2, 2)), null);
        assertThat(last.tables()).isNotEmpty();
        assertThat(last.rowsResumed()).as("rows the first generator loaded").isEqualTo(first.rows());
        assertThat(status(1)).isEqualTo("complete");
        assertThat(first.rows()).isPositive().isLessThan(last.rows());
        assertThat(checksums(1)).isEqualTo(one);

        // At the same time.
        CompletableFuture<GenerateReport> a =
                CompletableFuture.supplyAsync(() -> Surgebench.generate(spec(2).share(new GeneratorShare(1, 2)), null));
        CompletableFuture<GenerateReport> b =
                CompletableFuture.supplyAsync(() -> Surgebench.generate(spec(2).share(new GeneratorShare(2, 2)), null));
        // Exactly one of them built the schema.
        assertThat(List.of(a.get(), b.get()))
                .filteredOn(r -> !r.tables().isEmpty())
                .hasSize(1);
        assertThat(status(2)).isEqualTo("complete");
        assertThat(checksums(2)).isEqualTo(one);

        for (int db = 0; db < 3; db++) {
            SoeRunChecks.assertVerified(
                    Surgebench.verify(new ConnectionSpec(URLS.get(db), LocalPostgres.USER, ""), "soe", Map.of()));
            // Built once: each index and key exactly once.
            assertThat(text(
                            db,
                            "SELECT COUNT(*) FROM pg_indexes WHERE schemaname = 'public' "
                                    + "AND tablename NOT LIKE 'surge%'"))
                    .isEqualTo(text(
                            0,
                            "SELECT COUNT(*) FROM pg_indexes "
                                    + "WHERE schemaname = 'public' AND tablename NOT LIKE 'surge%'"));
        }
    }

    /** Per table: the row count and a sum of row hashes, computed by PostgreSQL. */
    private static Map<String, String> checksums(int db) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        for (TableDef t : new SoeWorkload()
                .schema(new SchemaOptions("postgresql", SCALE, SEED, Map.of()))
                .tables()) {
            out.put(
                    t.name(),
                    text(
                            db,
                            "SELECT COUNT(*) || ' ' || COALESCE(SUM(hashtext(t::text)::bigint), 0) FROM " + t.name()
                                    + " t"));
        }
        return out;
    }

    private static String status(int db) throws Exception {
        return text(db, "SELECT status FROM surge_schema WHERE workload = 'soe'");
    }

    private static String text(int db, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(URLS.get(db), LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
