package org.surgebench.workloads.movie;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingMariaDb;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's MovieStream on MariaDB, counted by the server itself (performance_schema's statement
 * digests on a private server): each transaction executes the statements Swingbench's class executes
 * (MovieStatementCounts), Create New Customer as many as the customers it made call for, and our counters equal
 * the server's.
 */
class MovieStatementsMariaDbTest {
    private static final int RUNS = 30;
    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generate("movie_statements", new GenerateSpec("movie").scale(0.001));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        for (MovieStatementCounts.PerRun e : MovieStatementCounts.SWINGBENCH) {
            counting.assertExecutes("movie", e.tx(), RUNS, e.statements());
        }
    }

    @Test
    void createNewCustomerExecutesSwingbenchsStatementsForEachCustomerItMakes() throws Exception {
        long before = customers();
        CountingMariaDb.Counted counted = counting.counted(counting.alone("movie", "NC", RUNS));
        RunResult r = counted.result();
        assertThat(r.summary().errors()).as("NC errors").isZero();
        long made = customers() - before;
        assertThat(made)
                .as("customers made (an e-mail address already taken makes none)")
                .isPositive();
        StatementCountChecks.assertEqual(
                "NC",
                1,
                MovieStatementCounts.newCustomers(made, RUNS),
                counted.sent(),
                r.transaction("NC").statements());
    }

    private static long customers() throws SQLException {
        var db = counting.db();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM customer_contact")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
