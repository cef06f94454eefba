package org.surgebench.workloads.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.LocalMariaDb;

/**
 * Order Entry on the local MariaDB server at scale 0.01: exact counts and verify after generation; the client
 * variant's read-only mix leaves every table as it was (the server's own CHECKSUM TABLE); a short oltp run of the
 * client variant has no errors and the mix's shares, the server counts the orders it made, and verify still
 * passes; the server variant (stored functions) is the default and keeps the invariants too
 * ({@link SoeServerMariaDbTest} counts its statements).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SoeMariaDbTest {
    private static final double SCALE = 0.01;
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void generate() {
        url = LocalMariaDb.createDatabase("maria20_soe");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        Surgebench.generate(new GenerateSpec("soe").connection(db).scale(SCALE).threads(2), null);
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    @Order(1)
    void generatesExactlyTheScaledCountsAndVerifies() throws Exception {
        var schema = new SoeWorkload().schema(new SchemaOptions("mariadb", SCALE, 1, Map.of()));
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            for (TableDef t : schema.tables()) {
                assertEquals(t.rows(), count(s, "SELECT COUNT(*) FROM " + t.name()), t.name());
            }
            // The reserved-word column came through the load.
            assertEquals(
                    count(s, "SELECT COUNT(*) FROM order_items"),
                    count(s, "SELECT COUNT(*) FROM order_items WHERE `condition` IS NOT NULL"));
        }
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    @Test
    @Order(2)
    void readOnlyMixLeavesEveryTableAsItWas() throws Exception {
        Map<String, Long> before = checksums();
        RunResult r = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .variant("client")
                .users(4)
                .mix("read-only")
                .runTime(null)
                .maxTransactions(SoeRunChecks.rounds("read-only", 4)));
        SoeRunChecks.assertNoErrors(r);
        SoeRunChecks.assertNoWrites(r);
        assertEquals("client", r.config().variant());
        for (String tx : new String[] {"BPR", "BOR", "SQ", "WQ", "WA"}) {
            assertTrue(r.transaction(tx) != null && r.transaction(tx).count() > 0, tx + " ran");
        }
        assertEquals(before, checksums());
    }

    @Test
    @Order(3)
    void oltpRunHasNoErrorsTheMixesSharesAndKeepsTheInvariants() throws Exception {
        long ordersBefore;
        long logonsBefore;
        long customersBefore;
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            customersBefore = count(s, "SELECT COUNT(*) FROM customers");
            ordersBefore = count(s, "SELECT COUNT(*) FROM orders");
            logonsBefore = count(s, "SELECT COUNT(*) FROM logon");
        }
        RunResult r = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .variant("client")
                .users(8)
                .runTime(null)
                .maxTransactions(SoeRunChecks.rounds("oltp", 4)));
        SoeRunChecks.assertNoErrors(r);
        SoeRunChecks.assertMix(r, SoeRunChecks.OLTP_SHARES, 3);
        var st = r.summary().statements();
        assertTrue(st.insert() > 0 && st.update() > 0 && st.commit() > 0);
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            // The server's rows: every customer registration (NCR) and order (OP) logged on once, NCR added a
            // customer; at least those of the measured window.
            assertTrue(count(s, "SELECT COUNT(*) FROM logon") - logonsBefore
                    >= r.transaction("NCR").count() + r.transaction("OP").count());
            assertTrue(count(s, "SELECT COUNT(*) FROM customers") - customersBefore
                    >= r.transaction("NCR").count());
            assertTrue(count(s, "SELECT COUNT(*) FROM orders") > ordersBefore);
        }
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    /** The stored functions generate installed (mariadb/code.sql) run by default, as Swingbench's V2. */
    @Test
    @Order(4)
    void theServerVariantIsTheDefaultAndKeepsTheInvariants() throws Exception {
        RunResult r = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .users(4)
                .runTime(null)
                .maxTransactions(SoeRunChecks.rounds("oltp", 2)));
        assertEquals("server", r.config().variant(), "MariaDB runs the server variant by default");
        SoeRunChecks.assertNoErrors(r);
        assertTrue(r.transaction("OP").count() > 0
                && r.transaction("OP").statements().insert() > 0);
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    private static Map<String, Long> checksums() throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        try (Connection c = connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("CHECKSUM TABLE customers, addresses, card_details, orders, order_items, "
                        + "inventories, logon, product_information, product_descriptions, warehouses")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }

    private static long count(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
