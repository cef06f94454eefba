package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.HikariConnectionPool;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * Pooled users keep their prepared statements with the pooled connection (issue 50): the statement a user
 * prepared is the same open statement on the same server session at the connection's next borrowing, by another
 * user; it goes when the connection is evicted. A pooled run on kept statements commits what it counts.
 */
class KeptStatementsPostgresTest {
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void createDatabase() {
        url = LocalPostgres.createDatabase("i50_kept");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    private static int pid(PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getInt(1);
        }
    }

    @Test
    void aPooledConnectionKeepsItsStatementsFromOneBorrowingToTheNextUntilEvicted() throws Exception {
        try (HikariConnectionPool pool = new HikariConnectionPool(db, null, 1, "kept")) {
            String sql = "SELECT pg_backend_pid()";
            Connection first = pool.getConnection();
            StatementCache kept = pool.keptWith(first, StatementCache::new);
            PreparedStatement ps = kept.prepare(sql, 0);
            int session = pid(ps);
            first.commit();
            first.close();
            assertThat(ps.isClosed())
                    .as("the pool's wrapper closes what was prepared through it; not this")
                    .isFalse();

            Connection second = pool.getConnection();
            StatementCache again = pool.keptWith(second, StatementCache::new);
            assertThat(again).isSameAs(kept);
            assertThat(again.prepare(sql, 0)).isSameAs(ps);
            assertThat(pid(ps)).as("the same server session").isEqualTo(session);

            pool.evict(second);
            assertThat(ps.isClosed()).isTrue();
            try (Connection third = pool.getConnection()) {
                StatementCache fresh = pool.keptWith(third, StatementCache::new);
                assertThat(fresh).isNotSameAs(kept);
                assertThat(pid(fresh.prepare(sql, 0))).isNotEqualTo(session);
                third.rollback();
            }
        }
    }

    private static long sum() throws SQLException {
        try (Connection c = java.sql.DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT sum(val) FROM counter_item")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void aPooledRunOnKeptStatementsCommitsWhatItCounts() throws Exception {
        Surgebench.generate(new GenerateSpec("counter").connection(db).scale(1).threads(1), null);
        long before = sum();
        RunResult r = Surgebench.run(new RunSpec("counter")
                .connection(db)
                .users(6)
                .sharedPool(2)
                .runTime(Duration.ofSeconds(3))
                .seed(50));
        assertThat(r.summary().errors()).isZero();
        long increments = r.transaction("INC").count();
        assertThat(increments).isPositive();
        // Each committed increment adds 1 on the server; those counted are in the measured window, the others not.
        long added = sum() - before;
        assertThat(added).isGreaterThanOrEqualTo(increments).isLessThan(increments + 6 * 50);
    }
}
