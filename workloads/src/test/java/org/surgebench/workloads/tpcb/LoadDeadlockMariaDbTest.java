package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalMariaDb;

/**
 * A chunk that InnoDB rolls back as a deadlock's victim is loaded again (issue 45, item 18: 2 of ~36 soe generates
 * on MariaDB failed with 40001 between two of their own loaders). The deadlock is a real one, made on the local
 * server: a transaction of the test, heavier than the loader's (so that InnoDB picks the loader as the victim),
 * holds a key of the first accounts chunk; the loader waits for it; then the test asks for a row the loader has
 * already written. The generate must end complete, with every row once, and say that it loaded the chunk again.
 */
class LoadDeadlockMariaDbTest {
    /** A key of the first pgbench_accounts chunk the loader reaches after writing the rows before it. */
    private static final int HELD_AID = 10;

    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_deadlock");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void aChunkRolledBackByADeadlockIsLoadedAgain() throws Exception {
        try (Connection other = connect()) {
            try (Statement s = other.createStatement()) {
                s.execute("CREATE TABLE ballast (n INT PRIMARY KEY) ENGINE = InnoDB");
            }
            other.setAutoCommit(false);
            CountDownLatch held = new CountDownLatch(1);
            List<String> messages = new CopyOnWriteArrayList<>();
            GenerateListener listener = new GenerateListener() {
                @Override
                public void onPhaseStart(String phase, long total, String unit) {
                    if (phase.equals("load")) {
                        // The tables are there, nothing is loaded yet: take the key before any loader can.
                        holdAKeyOfTheFirstChunk(other);
                        held.countDown();
                    }
                }

                @Override
                public void onMessage(String message) {
                    messages.add(message);
                }
            };
            long deadlocksBefore = deadlocks();
            GenerateSession session = Surgebench.startGenerate(
                    new GenerateSpec("tpcb").connection(db).scale(1).threads(1), listener);
            assertThat(held.await(120, TimeUnit.SECONDS))
                    .as("the load phase started")
                    .isTrue();
            waitUntilALoaderWaitsFor(other);
            // The loader holds aid 1..9 and waits for 10; asking for aid 1 closes the cycle. InnoDB rolls back the
            // lighter transaction, the loader's, and this statement gets its row lock.
            try (Statement s = other.createStatement();
                    ResultSet rs = s.executeQuery("SELECT aid FROM pgbench_accounts WHERE aid = 1 FOR UPDATE")) {
                assertThat(rs.next()).as("the loader's row 1 was rolled back").isFalse();
            }
            other.rollback();
            GenerateReport report = session.await();

            assertThat(deadlocks()).as("the server counted the deadlock").isGreaterThan(deadlocksBefore);
            assertThat(messages)
                    .anySatisfy(m -> assertThat(m)
                            .contains("Chunk 0 of pgbench_accounts was rolled back by the database (40001")
                            .contains("loading it again (attempt 2 of 5)"));
            assertThat(report.tables())
                    .extracting(GenerateReport.TableReport::rows)
                    .containsExactly(1L, 10L, 100_000L, 0L);
            try (Connection c = connect();
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery(
                            "SELECT COUNT(*), COUNT(DISTINCT aid), MIN(aid), MAX(aid) FROM pgbench_accounts")) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(100_000);
                assertThat(rs.getLong(2)).isEqualTo(100_000);
                assertThat(rs.getLong(3)).isEqualTo(1);
                assertThat(rs.getLong(4)).isEqualTo(100_000);
            }
        }
    }

    /**
     * In the test's transaction: many rows of ballast (InnoDB rolls back the transaction that did less), then one
     * accounts row inside the first chunk, uncommitted, so the loader must wait for it.
     */
    private static void holdAKeyOfTheFirstChunk(Connection other) {
        try (Statement s = other.createStatement()) {
            s.executeUpdate("INSERT INTO ballast SELECT seq FROM seq_1_to_50000");
            s.executeUpdate(
                    "INSERT INTO pgbench_accounts (aid, bid, abalance, filler) VALUES (" + HELD_AID + ", 1, 0, '')");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Until a transaction (the loader's) waits for a lock of the test's transaction. */
    private static void waitUntilALoaderWaitsFor(Connection other) throws Exception {
        String trx;
        try (Statement s = other.createStatement();
                ResultSet rs = s.executeQuery("SELECT trx_id FROM information_schema.innodb_trx "
                        + "WHERE trx_mysql_thread_id = CONNECTION_ID()")) {
            assertThat(rs.next()).isTrue();
            trx = rs.getString(1);
        }
        try (Connection c = connect();
                PreparedStatement ps = c.prepareStatement(
                        "SELECT COUNT(*) FROM information_schema.innodb_lock_waits WHERE blocking_trx_id = ?")) {
            ps.setString(1, trx);
            for (int i = 0; ; i++) {
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        return;
                    }
                }
                assertThat(i).as("a loader waits for the held key").isLessThan(1200);
                Thread.sleep(100);
            }
        }
    }

    private static long deadlocks() throws SQLException {
        try (Connection c = connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'Innodb_deadlocks'")) {
            rs.next();
            return rs.getLong(2);
        }
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }
}
