package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.LocalPostgres;

/**
 * Sales History generated inside PostgreSQL ({@code server-side=true}: generate_series and
 * {@code pg_temp.surge_hash}, chunks side by side on two load threads): the client's exact counts, verify,
 * Swingbench's domains, the same rows for the same seed whatever the chunking, other rows for another seed, and
 * the queries running on the result.
 */
class ShServerSidePostgresTest {
    private static final double SCALE = 0.002;
    private static final List<String> URLS = new java.util.ArrayList<>();

    @BeforeAll
    static void databases() {
        for (String name : List.of("sh_ss_a", "sh_ss_b", "sh_ss_c")) {
            URLS.add(LocalPostgres.createDatabase(name));
        }
    }

    @AfterAll
    static void drop() {
        URLS.forEach(LocalPostgres::dropDatabase);
    }

    private static ConnectionSpec db(int i) {
        return new ConnectionSpec(URLS.get(i), LocalPostgres.USER, "");
    }

    private static void generate(int i, long seed, long chunk) {
        Surgebench.generate(
                new GenerateSpec("sh")
                        .connection(db(i))
                        .scale(SCALE)
                        .seed(seed)
                        .threads(2)
                        .option("server-side", "true")
                        .option("server-side-chunk", Long.toString(chunk)),
                null);
    }

    @Test
    void generatesExactCountsDeterministicallyInsideTheDatabase() throws Exception {
        generate(0, 7, 997);
        generate(1, 7, 5000);
        generate(2, 8, 997);

        Map<String, Long> client = new LinkedHashMap<>();
        for (TableDef t : new ShWorkload()
                .schema(new SchemaOptions("postgresql", SCALE, 7, Map.of()))
                .tables()) {
            client.put(t.name(), t.rows());
        }
        for (int i = 0; i < 3; i++) {
            Map<String, Long> found = new LinkedHashMap<>();
            for (String table : client.keySet()) {
                found.put(table, single(i, "SELECT COUNT(*) FROM " + table));
            }
            assertThat(found).as("counts in database %d", i).isEqualTo(client);
            assertThat(Surgebench.verify(db(i), "sh", Map.of()).failures()).isEmpty();
        }
        // Swingbench's domains.
        assertThat(single(
                        0,
                        "SELECT COUNT(*) FROM sales WHERE quantity_sold NOT BETWEEN 1 AND 99 "
                                + "OR amount_sold NOT BETWEEN 1 AND 99 OR seller NOT BETWEEN 9999 AND 10999 "
                                + "OR fulfillment_center NOT BETWEEN 12999 AND 14999 OR courier_org NOT BETWEEN 999 AND 1555 "
                                + "OR tax_country !~ '^[A-Z]{2,3}$' OR tax_region !~ '^[A-Z]{2,3}$'"))
                .isZero();
        assertThat(single(0, "SELECT COUNT(DISTINCT quantity_sold) FROM sales")).isEqualTo(99);
        assertThat(single(0, "SELECT COUNT(DISTINCT amount_sold) FROM sales")).isEqualTo(99);
        assertThat(single(0, "SELECT COUNT(DISTINCT prod_id) FROM sales")).isEqualTo(72);
        assertThat(single(0, "SELECT COUNT(DISTINCT channel_id) FROM sales")).isEqualTo(5);
        assertThat(single(0, "SELECT COUNT(DISTINCT country_id) FROM customers"))
                .isEqualTo(23);
        assertThat(single(
                        0,
                        "SELECT COUNT(*) * 100 / (SELECT COUNT(*) FROM sales) FROM sales "
                                + "WHERE tax_region IS NULL"))
                .isBetween(30L, 37L);
        assertThat(single(0, "SELECT MAX(cust_id) FROM supplementary_demographics"))
                .isEqualTo(ShShape.of(SCALE).demographics());

        // Same seed, other chunking: the same rows; another seed: other rows.
        for (String table : List.of("sales", "customers", "supplementary_demographics")) {
            String sum = "SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM " + table + " t";
            assertThat(text(1, sum)).as(table).isEqualTo(text(0, sum));
            assertThat(text(2, sum)).as(table).isNotEqualTo(text(0, sum));
        }

        RunResult r = Surgebench.run(new RunSpec("sh")
                .connection(db(0))
                .users(2)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null)
                .maxTransactions(40)
                .seed(3));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transactions()).hasSize(13);
    }

    private static long single(int i, String sql) throws Exception {
        return Long.parseLong(text(i, sql));
    }

    private static String text(int i, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(URLS.get(i), LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
