package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * Surgebench drops only what it created. Someone else's {@code customers} and {@code orders}, a view on them and
 * a foreign key of a third table survive generate and drop, with or without --force; soe and sh, which share
 * {@code customers}, never destroy each other in one schema, and sh runs in a schema of its own; two generates
 * of one workload in one schema never race.
 */
class OwnershipPostgresTest {
    private String url;

    @BeforeEach
    void createDatabase() {
        url = LocalPostgres.createDatabase("surge_own");
    }

    @AfterEach
    void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    private void sql(String... statements) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            for (String q : statements) {
                s.execute(q);
            }
        }
    }

    /** Someone's own shop: two tables with soe's names, a view on them, and a table whose key points at one. */
    private void foreignShop() throws SQLException {
        sql(
                "CREATE TABLE customers (customer_id BIGINT PRIMARY KEY, name TEXT)",
                "CREATE TABLE orders (order_id BIGINT PRIMARY KEY, customer_id BIGINT REFERENCES customers)",
                "CREATE VIEW big_spenders AS SELECT c.name, o.order_id FROM customers c JOIN orders o USING (customer_id)",
                "CREATE TABLE invoices (invoice_id BIGINT PRIMARY KEY, customer_id BIGINT, "
                        + "CONSTRAINT invoices_customer_fk FOREIGN KEY (customer_id) REFERENCES customers)",
                "INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace')",
                "INSERT INTO orders VALUES (10, 1), (11, 2)",
                "INSERT INTO invoices VALUES (100, 1)");
    }

    /** Every foreign object is still there, with its rows, checked in the catalog. */
    private void assertForeignShopIntact() throws SQLException {
        assertThat(PgAdmin.count(
                        url,
                        "SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace "
                                + "AND relname IN ('customers', 'orders', 'invoices') AND relkind = 'r'"))
                .isEqualTo(3);
        assertThat(PgAdmin.count(
                        url,
                        "SELECT count(*) FROM pg_views WHERE schemaname = 'public' " + "AND viewname = 'big_spenders'"))
                .isEqualTo(1);
        assertThat(PgAdmin.count(
                        url,
                        "SELECT count(*) FROM pg_constraint WHERE conname = 'invoices_customer_fk' "
                                + "AND contype = 'f' AND confrelid = 'public.customers'::regclass"))
                .isEqualTo(1);
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM customers")).isEqualTo(2);
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM big_spenders")).isEqualTo(2);
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM invoices")).isEqualTo(1);
        // And none of soe's own tables was made beside them.
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM pg_class WHERE relname = 'order_items'"))
                .isZero();
    }

    private Cli.Result surge(String... args) {
        String[] all = new String[args.length + 4];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(new String[] {"--url", url, "-U", LocalPostgres.USER}, 0, all, args.length, 4);
        return Cli.run(all);
    }

    @Test
    void generateAndDropRefuseSomeoneElsesTablesAndNameThem() throws Exception {
        foreignShop();
        OneSentence.assertRefused(
                surge("generate", "soe", "--scale", "0.001"),
                4,
                "tables customers and orders exist",
                "did not create them",
                "nothing was dropped",
                "--force",
                "currentSchema=soe");
        OneSentence.assertRefused(
                surge("drop", "soe"), 4, "tables customers and orders exist", "did not create them", "--force");
        assertForeignShopIntact();
    }

    @Test
    void forceSaysWhatItDropsAndNeverTakesAViewOrForeignKeyThatIsNotOurs() throws Exception {
        foreignShop();
        for (String command : new String[] {"generate", "drop"}) {
            Cli.Result r = command.equals("generate")
                    ? surge("generate", "soe", "--scale", "0.001", "--force")
                    : surge("drop", "soe", "--force");
            assertThat(r.err())
                    .as(r.all())
                    .contains("Dropping tables customers and orders at " + url
                            + " (--force: Surgebench did not create tables customers and orders).");
            OneSentence.assertRefused(
                    r,
                    4,
                    "would take objects that are not soe's with them",
                    "view big_spenders depends on table customers",
                    "constraint invoices_customer_fk on table invoices depends on table customers",
                    "nothing was dropped");
            assertForeignShopIntact();
        }
        // Once nothing else depends on them, --force drops them after saying so, and only them.
        sql("DROP VIEW big_spenders", "ALTER TABLE invoices DROP CONSTRAINT invoices_customer_fk");
        Cli.Result forced = surge("drop", "soe", "--force");
        assertThat(forced.exitCode()).as(forced.all()).isZero();
        assertThat(forced.err()).contains("Dropping tables customers and orders");
        assertThat(forced.out()).contains("Dropped soe: tables customers and orders.");
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM pg_class WHERE relname IN ('customers', 'orders')"))
                .isZero();
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM invoices")).isEqualTo(1);
    }

    @Test
    void soeAndShNeverDestroyEachOtherAndShRunsInASchemaOfItsOwn() throws Exception {
        Cli.Result soe = surge("generate", "soe", "--scale", "0.001");
        assertThat(soe.exitCode()).as(soe.all()).isZero();
        long customers = PgAdmin.count(url, "SELECT count(*) FROM customers");
        long products = PgAdmin.count(url, "SELECT count(*) FROM products");

        for (String force : new String[] {"", "--force"}) {
            Cli.Result sh = force.isEmpty()
                    ? surge("generate", "sh", "--scale", "0.01")
                    : surge("generate", "sh", "--scale", "0.01", force);
            OneSentence.assertRefused(
                    sh,
                    4,
                    "sh cannot be generated",
                    "customers",
                    "soe's objects",
                    "never drops another workload's objects",
                    "CREATE SCHEMA sh",
                    "currentSchema=sh");
            Cli.Result drop = force.isEmpty() ? surge("drop", "sh") : surge("drop", "sh", force);
            assertThat(drop.exitCode()).as(drop.all()).isZero();
            assertThat(drop.err()).contains("Keeping table customers: it is soe's.");
            assertThat(drop.out()).contains("nothing dropped");
        }
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM customers")).isEqualTo(customers);
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM products")).isEqualTo(products);
        Cli.Result verifySoe = surge("verify", "soe");
        assertThat(verifySoe.exitCode()).as(verifySoe.all()).isZero();

        // sh in a schema of its own in the same database: generated, run and verified there.
        sql("CREATE SCHEMA sh");
        String shUrl = url + "?currentSchema=sh";
        Cli.Result gen = Cli.run("generate", "sh", "--scale", "0.01", "--url", shUrl, "-U", LocalPostgres.USER);
        assertThat(gen.exitCode()).as(gen.all()).isZero();
        assertThat(PgAdmin.count(
                        url,
                        "SELECT count(*) FROM pg_class WHERE relnamespace = 'sh'::regnamespace "
                                + "AND relname = 'customers'"))
                .isEqualTo(1);
        Path results = Files.createTempDirectory("surge-own");
        Cli.Result run = Cli.run(
                "run",
                "sh",
                "-u",
                "1",
                "-rt",
                "2s",
                "--url",
                shUrl,
                "-U",
                LocalPostgres.USER,
                "-r",
                results.toString());
        assertThat(run.exitCode()).as(run.all()).isZero();
        Cli.Result verifySh = Cli.run("verify", "sh", "--url", shUrl, "-U", LocalPostgres.USER);
        assertThat(verifySh.exitCode()).as(verifySh.all()).isZero();
        verifySoe = surge("verify", "soe");
        assertThat(verifySoe.exitCode()).as(verifySoe.all()).isZero();
        assertThat(PgAdmin.count(url, "SELECT count(*) FROM public.customers")).isEqualTo(customers);

        // Dropping sh there takes its tables and sales partitions, and nothing of soe's.
        Cli.Result dropSh = Cli.run("drop", "sh", "--url", shUrl, "-U", LocalPostgres.USER);
        assertThat(dropSh.exitCode()).as(dropSh.all()).isZero();
        assertThat(dropSh.out()).contains("Dropped sh: tables channels, countries, customers");
        assertThat(PgAdmin.count(
                        url,
                        "SELECT count(*) FROM pg_class WHERE relnamespace = 'sh'::regnamespace "
                                + "AND relkind IN ('r', 'p', 'v', 'S') AND relname NOT LIKE 'surge%'"))
                .isZero();
        verifySoe = surge("verify", "soe");
        assertThat(verifySoe.exitCode()).as(verifySoe.all()).isZero();
    }

    @Test
    void twoGeneratesOfOneWorkloadInOneSchemaNeverRace() throws Exception {
        ConnectionSpec db = new ConnectionSpec(url, LocalPostgres.USER, "");
        CountDownLatch loading = new CountDownLatch(1);
        CountDownLatch secondDone = new CountDownLatch(1);
        GenerateListener holdInLoad = new GenerateListener() {
            @Override
            public void onProgress(String phase, long done, long bytes) {
                if (phase.equals("load") && done > 0 && loading.getCount() > 0) {
                    loading.countDown();
                    try {
                        secondDone.await(60, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        };
        CompletableFuture<GenerateReport> first = CompletableFuture.supplyAsync(() -> Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(2).threads(1), holdInLoad));
        assertThat(loading.await(60, TimeUnit.SECONDS))
                .as("the first generate reached its load")
                .isTrue();
        Throwable second = catchThrowable(() -> Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(2).threads(1).force(true), null));
        Cli.Result drop = surge("drop", "tpcb");
        secondDone.countDown();
        assertThat(second)
                .isInstanceOf(SurgeException.class)
                .hasMessage("Another surge generate or drop of tpcb is "
                        + "running in this schema at " + url
                        + ": wait for it to finish (or stop it) and try again; nothing "
                        + "was changed.");
        OneSentence.assertRefused(drop, 4, "Another surge generate or drop of tpcb is running");
        assertThat(first.get(120, TimeUnit.SECONDS).rows()).isEqualTo(200_022);
        assertThat(PgAdmin.count(url, "SELECT count(DISTINCT aid) FROM pgbench_accounts"))
                .isEqualTo(200_000);
        Cli.Result verify = surge("verify", "tpcb");
        assertThat(verify.exitCode()).as(verify.all()).isZero();
    }
}
