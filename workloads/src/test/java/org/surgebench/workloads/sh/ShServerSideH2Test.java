package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.TestDatabases;

/**
 * Sales History generated server-side ({@code server-side=true}) on H2, whose {@code h2/server-side} files are the
 * Oracle SQL in H2's terms (ServerSideSqlSyncTest): the client's row counts, verify (sales per year exactly the
 * client's, every sale pointing at existing dimension rows), Swingbench's value domains, the queries running
 * without errors, and a generation interrupted in the middle of the sales finished by {@code --resume}.
 */
class ShServerSideH2Test {
    private static final double SCALE = 0.001;
    private static final long SEED = 7;

    private static GenerateSpec serverSide(ConnectionSpec db) {
        return new GenerateSpec("sh")
                .connection(db)
                .scale(SCALE)
                .seed(SEED)
                .threads(2)
                .option("server-side", "true")
                .option("server-side-chunk", "997");
    }

    private static long shapeSales() {
        return ShShape.of(SCALE).sales();
    }

    private static Map<String, Long> counts(ConnectionSpec db) throws Exception {
        Map<String, Long> out = new LinkedHashMap<>();
        for (TableDef t : new ShWorkload()
                .schema(new SchemaOptions("h2", SCALE, SEED, Map.of()))
                .tables()) {
            out.put(t.name(), single(db, "SELECT COUNT(*) FROM " + t.name()));
        }
        return out;
    }

    private static long single(ConnectionSpec db, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static List<String> distinct(ConnectionSpec db, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(db.url(), "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    @Test
    void generatesTheClientsCountsVerifiesAndRuns() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("shserver"), "sa", "");
        Surgebench.generate(serverSide(db), null);
        // What the client generators write at this scale and seed (run in memory, without a database).
        Map<String, Long> client = new LinkedHashMap<>();
        for (TableDef t : new ShWorkload()
                .schema(new SchemaOptions("h2", SCALE, SEED, Map.of()))
                .tables()) {
            RecordingSink sink = new RecordingSink();
            t.generator().generate(SEED, 1, t.keys(), sink);
            client.put(t.name(), (long) sink.rows.size());
        }
        assertThat(counts(db)).isEqualTo(client);
        VerifyReport v = Surgebench.verify(db, "sh", Map.of());
        assertThat(v.failures()).isEmpty();
        assertThat(v.checks())
                .extracting(VerifyReport.Check::name)
                .contains(
                        "sales per year follow the generated growth 1995-2013",
                        "every sale references existing dimension rows");

        // Swingbench's domains, as on the client: uniform ids, quantity and amount 1..99, 2-3 letter tax codes.
        assertThat(
                        single(
                                db,
                                "SELECT COUNT(*) FROM sales WHERE quantity_sold NOT BETWEEN 1 AND 99 "
                                        + "OR amount_sold NOT BETWEEN 1 AND 99 OR seller NOT BETWEEN 9999 AND 10999 "
                                        + "OR fulfillment_center NOT BETWEEN 12999 AND 14999 OR courier_org NOT BETWEEN 999 AND 1555 "
                                        + "OR NOT REGEXP_LIKE(tax_country, '^[A-Z]{2,3}$') OR NOT REGEXP_LIKE(tax_region, '^[A-Z]{2,3}$')"))
                .isZero();
        assertThat(single(db, "SELECT COUNT(DISTINCT quantity_sold) FROM sales"))
                .isEqualTo(99);
        assertThat(single(db, "SELECT COUNT(DISTINCT amount_sold) FROM sales")).isEqualTo(99);
        assertThat(single(db, "SELECT COUNT(DISTINCT prod_id) FROM sales")).isEqualTo(72);
        assertThat(single(db, "SELECT COUNT(DISTINCT promo_id) FROM sales")).isGreaterThan(450);
        long noRegion = single(db, "SELECT COUNT(*) FROM sales WHERE tax_region IS NULL");
        assertThat(noRegion).isBetween(shapeSales() * 28 / 100, shapeSales() * 39 / 100);
        assertThat(
                        single(
                                db,
                                "SELECT COUNT(*) FROM customers WHERE cust_city_id / 100 <> country_id - 52768 "
                                        + "OR cust_year_of_birth NOT BETWEEN 1920 AND 1995 OR cust_email NOT LIKE '%@example.com'"))
                .isZero();
        assertThat(single(db, "SELECT MAX(cust_id) FROM supplementary_demographics"))
                .isEqualTo(ShShape.of(SCALE).demographics());
        assertThat(distinct(db, "SELECT DISTINCT cust_last_name FROM customers"))
                .isSubsetOf(CustomerTables.LAST);
        assertThat(distinct(db, "SELECT DISTINCT cust_income_level FROM customers"))
                .containsExactlyInAnyOrder(CustomerTables.INCOME_LEVELS);
        assertThat(distinct(db, "SELECT DISTINCT channel_id FROM sales"))
                .containsExactlyInAnyOrder("2", "3", "4", "5", "9");
        assertThat(distinct(db, "SELECT DISTINCT country_id FROM customers")).hasSize(ShCatalog.COUNTRIES.size());

        RunResult r = Surgebench.run(new RunSpec("sh")
                .connection(db)
                .users(2)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null)
                .maxTransactions(40)
                .seed(3)
                .option("all-rows", "true"));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transactions()).hasSize(13);
        assertThat(r.transactions().stream().mapToLong(t -> t.rows()).sum()).isPositive();
    }

    @Test
    void resumeFinishesAGenerationInterruptedInTheSales() throws Exception {
        ConnectionSpec db = new ConnectionSpec(TestDatabases.h2Memory("shresume"), "sa", "");
        // One worker, chunks in table order: cancel once about half the sales are in.
        GenerateSpec first = serverSide(db).threads(1);
        AtomicLong total = new AtomicLong();
        CompletableFuture<GenerateSession> session = new CompletableFuture<>();
        session.complete(Surgebench.startGenerate(first, new GenerateListener() {
            @Override
            public void onPhaseStart(String phase, long units, String unit) {
                total.set(units);
            }

            @Override
            public void onProgress(String phase, long done, long bytes) {
                if (phase.equals("load") && done > total.get() - 7_000) {
                    session.join().cancel();
                }
            }
        }));
        Throwable stopped = catchThrowable(() -> session.join().await());
        assertThat(stopped).isInstanceOf(SurgeException.class).hasMessageContaining("--resume");
        long partial = single(db, "SELECT COUNT(*) FROM sales");
        assertThat(partial).isBetween(1L, 14_000L);
        assertThat(single(db, "SELECT COUNT(*) FROM surge_load_chunk WHERE table_name = 'sales'"))
                .isPositive();

        Surgebench.generate(serverSide(db).resume(true), null);
        ShShape shape = ShShape.of(SCALE);
        assertThat(counts(db))
                .containsEntry("sales", shape.sales())
                .containsEntry("customers", shape.customers())
                .containsEntry("supplementary_demographics", shape.demographics());
        assertThat(Surgebench.verify(db, "sh", Map.of()).failures()).isEmpty();
    }
}
