package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/**
 * Order Entry's MySQL form (soe/mysql/: sequences as AUTO_INCREMENT tables, LIMIT, stored procedures only) through
 * MySQL's Connector/J with MySQL 8's SQL mode ({@link MySqlForm}), on the private MariaDB 10.11 server with
 * performance_schema on, at scale 0.01: no MySQL 8 server runs here, so this is the MySQL SQL verified on MariaDB.
 * <ul>
 *   <li>generate installs procedures and no function (MySQL 8 with its binary log on refuses functions to users
 *       without SUPER), and a table for each sequence; verify holds, after runs too;</li>
 *   <li>each transaction alone, both variants: the server counted the writes Surgebench counted, exactly, and every
 *       insert is a row the database holds (the tables' row counts, the sequences' tables included: a sequence
 *       value is one INSERT here); selects but for the calls' and the run's own few;</li>
 *   <li>the server variant is one CALL per transaction (performance_schema's summary by program), no write sent
 *       by the client, and executes the PL/SQL package's statements ({@link SoeStatementsPostgresTest#SERVER}) but
 *       for the sequences: each value one INSERT where the package selects it, a commit in every call.</li>
 * </ul>
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SoeMySqlFormMariaDbTest {
    private static final String SCHEMA = "soe_mysql_form_i53";
    /** Every table a transaction inserts into, the sequences' tables included. */
    private static final List<String> INSERTED = List.of(
            "customers",
            "addresses",
            "card_details",
            "orders",
            "order_items",
            "logon",
            "customer_seq",
            "address_seq",
            "card_details_seq",
            "orders_seq",
            "logon_seq");
    /** One in three calls logs on, which takes a logon_seq value. */
    private static final double LOGON = 1 / 3.0;

    /**
     * The package's statements ({@link SoeStatementsPostgresTest#SERVER}) with each sequence value an INSERT (NCR's
     * three ids, OP's order, the logon's id) instead of a select; one commit per call. BP, OP and BPR run 200 times
     * (800 for the package's figures): the means are within their tolerances by 3 standard errors or more.
     */
    static final List<SoeStatementsPostgresTest.Expect> SERVER = List.of(
            new SoeStatementsPostgresTest.Expect("NCR", 2.33, 0.2, 6 + 2 * LOGON, 0.4, 0, 0, 1, 0, 60),
            new SoeStatementsPostgresTest.Expect("UCD", 1, 0.05, 0, 0.1, 0, 0.05, 1, 0, 100),
            new SoeStatementsPostgresTest.Expect("BP", 14.33, 1.6, 2 * LOGON, 0.24, 0, 0, 1, 0, 200),
            new SoeStatementsPostgresTest.Expect("OP", 19.75, 1.7, 4.40 + 1 + LOGON, 0.5, 4.07, 0.4, 1, 0, 200),
            new SoeStatementsPostgresTest.Expect("PO", 1, 0, 0, 0, 1, 0, 1, 0, 60),
            new SoeStatementsPostgresTest.Expect("BO", 4.75, 0.15, 2 * LOGON, 0.24, 0.84, 0.2, 1, 0, 200),
            new SoeStatementsPostgresTest.Expect("SQ", 1, 0, 0, 0, 0, 0, 1, 0, 40),
            new SoeStatementsPostgresTest.Expect("WQ", 1, 0, 0, 0, 0, 0, 1, 0, 40),
            new SoeStatementsPostgresTest.Expect("WA", 1, 0, 0, 0, 0, 0, 1, 0, 40),
            new SoeStatementsPostgresTest.Expect("BPR", 13, 1.5, 0, 0, 0, 0, 1, 0, 200),
            new SoeStatementsPostgresTest.Expect("BOR", 3.42, 0.12, 0, 0, 0, 0, 1, 0, 200));

    private static final Map<String, String> PROCEDURES = Map.ofEntries(
            Map.entry("NCR", "orderentry_newcustomer"),
            Map.entry("UCD", "orderentry_updatecustomerdetails"),
            Map.entry("BP", "orderentry_browseproducts"),
            Map.entry("OP", "orderentry_neworder"),
            Map.entry("PO", "orderentry_processorders"),
            Map.entry("BO", "orderentry_browseandupdateorders"),
            Map.entry("SQ", "orderentry_salesrepsquery"),
            Map.entry("WQ", "orderentry_warehouseordersquery"),
            Map.entry("WA", "orderentry_warehouseactivityquery"),
            Map.entry("BPR", "orderentry_browseproducts"),
            Map.entry("BOR", "orderentry_browseandupdateorders"));

    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generateMySqlForm(
                SCHEMA, new GenerateSpec("soe").scale(0.01).threads(2));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Test
    void generateInstallsProceduresOnlyAndATableForEachSequence() throws Exception {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            assertThat(single(
                            s,
                            "SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE() "
                                    + "AND routine_type = 'FUNCTION'"))
                    .isZero();
            assertThat(single(
                            s,
                            "SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE() "
                                    + "AND routine_type = 'PROCEDURE'"))
                    .isEqualTo(12);
            assertThat(single(
                            s,
                            "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() "
                                    + "AND table_type = 'BASE TABLE' AND table_name LIKE '%\\_seq'"))
                    .isEqualTo(5);
        }
        SoeRunChecks.assertVerified(Surgebench.verify(counting.db(), "soe", Map.of()));
    }

    @Test
    void eachServerCallExecutesThePackagesStatementsWithSequenceValuesAsInserts() throws Exception {
        for (SoeStatementsPostgresTest.Expect e : SERVER) {
            Checked c = alone("server", e.tx(), e.runs());
            long n = c.n();
            StatementCounts ours = c.ours();
            assertThat(c.executed().getOrDefault(PROCEDURES.get(e.tx()), 0L))
                    .as(c.what() + ": calls")
                    .isEqualTo(n);
            assertThat(c.executed().get("digest writes"))
                    .as(c.what() + ": writes the client sent")
                    .isZero();
            // Connector/J reads a procedure's OUT parameter with one SELECT of a user variable after the CALL; the
            // rest are the run's own reads and Connector/J's as its user logs on (4 measured).
            assertThat(c.executed().get("Com_select") - n - ours.select())
                    .as(c.what())
                    .isBetween(0L, 6L);
            assertThat(c.executed().get("Com_commit") - ours.commit())
                    .as(c.what())
                    .isBetween(0L, 2L);
            assertThat(ours.select() / (double) n)
                    .as(c.what() + " selects")
                    .isCloseTo(e.select(), within(e.selectTol()));
            assertThat(ours.insert() / (double) n)
                    .as(c.what() + " inserts")
                    .isCloseTo(e.insert(), within(e.insertTol()));
            assertThat(ours.update() / (double) n)
                    .as(c.what() + " updates")
                    .isCloseTo(e.update(), within(e.updateTol()));
            assertThat(ours.commit()).as(c.what() + " commits").isEqualTo(n);
        }
        SoeRunChecks.assertVerified(Surgebench.verify(counting.db(), "soe", Map.of()));
    }

    /**
     * The client variant takes NCR's three ids as three inserts (no select), and the logon's id as one more: NCR
     * is 8 inserts and 1 select exactly.
     */
    @Test
    void eachClientTransactionSendsItsStatementsWithSequenceValuesAsInserts() throws Exception {
        for (SoeStatementsPostgresTest.Expect e : SoeStatementsPostgresTest.CLIENT) {
            Checked c = alone("client", e.tx(), Math.min(e.runs(), 60));
            assertThat(c.executed().get("Com_select") - c.ours().select())
                    .as(c.what())
                    .isBetween(0L, 6L);
            assertThat(c.executed().getOrDefault(PROCEDURES.get(e.tx()), 0L))
                    .as(c.what() + ": calls")
                    .isZero();
            if (e.tx().equals("NCR")) {
                assertThat(c.ours().insert()).as(c.what()).isEqualTo(8 * c.n());
                assertThat(c.ours().select()).as(c.what()).isEqualTo(c.n());
            }
        }
        SoeRunChecks.assertVerified(Surgebench.verify(counting.db(), "soe", Map.of()));
    }

    /** Both variants' default mix by four users, briefly, without an error; verify holds after. */
    @Test
    void bothVariantsRunTheMixAndVerifyHolds() throws Exception {
        for (String variant : List.of("server", "client")) {
            RunResult r = Surgebench.run(new RunSpec("soe")
                    .connection(counting.db())
                    .variant(variant)
                    .users(4)
                    .thinkTime(Duration.ZERO, Duration.ZERO)
                    .runTime(null)
                    .maxTransactions(400));
            assertThat(r.config().variant()).isEqualTo(variant);
            assertThat(r.summary().errors()).as(variant + " " + r.errors()).isZero();
            assertThat(r.summary().transactions()).isEqualTo(400);
        }
        SoeRunChecks.assertVerified(Surgebench.verify(counting.db(), "soe", Map.of()));
    }

    /** Last: {@code drop soe} leaves no table (the sequences' included) and no procedure of the workload. */
    @Test
    @Order(Integer.MAX_VALUE)
    void dropRemovesTheTablesSequencesAndProcedures() throws Exception {
        Surgebench.drop(counting.db(), "soe", Map.of());
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            assertThat(single(s, "SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE()"))
                    .isZero();
            assertThat(single(
                            s,
                            "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() "
                                    + "AND table_name IN ('customers', 'orders', 'customer_seq', 'orders_seq', 'logon_seq', "
                                    + "'products')"))
                    .isZero();
        }
    }

    /** A transaction run alone, checked: the writes are the server's and every insert is a row it holds. */
    record Checked(long n, StatementCounts ours, Map<String, Long> executed, String what) {}

    private static Checked alone(String variant, String tx, int runs) throws Exception {
        long rowsBefore = rows();
        CountingMariaDb.Counted counted = counting.counted(counting.alone("soe", variant, tx, runs));
        RunResult r = counted.result();
        Map<String, Long> d = counted.executed();
        assertThat(r.summary().errors())
                .as(variant + " " + tx + " errors: " + r.errors())
                .isZero();
        long n = r.transaction(tx).count();
        assertThat(n).as(tx + " runs").isEqualTo(runs);
        StatementCounts ours = r.transaction(tx).statements();
        String what = variant + " " + tx + ": database " + d + " for " + n + " runs, ours " + ours;
        System.out.println(what);
        assertThat(d.get("Com_insert")).as(what).isEqualTo(ours.insert());
        assertThat(d.get("Com_update")).as(what).isEqualTo(ours.update());
        assertThat(d.get("Com_delete")).as(what).isZero();
        assertThat(rows() - rowsBefore).as(what + ": rows added").isEqualTo(ours.insert());
        return new Checked(n, ours, d, what);
    }

    /** The rows of every table a transaction inserts into, as the database counts them. */
    private static long rows() throws SQLException {
        long total = 0;
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            for (String t : INSERTED) {
                total += single(s, "SELECT COUNT(*) FROM " + t);
            }
        }
        return total;
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(
                counting.db().url(), counting.db().user(), counting.db().password());
    }

    private static long single(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
