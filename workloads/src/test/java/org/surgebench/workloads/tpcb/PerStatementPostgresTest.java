package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.figures.PerStatement;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementTime;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * {@code --per-statement} and {@code --log-transactions} against the local PostgreSQL server, on both executors:
 * each of tpcb's statements is timed once per transaction the server committed, the statements' times add up to
 * the transaction's less the client's own time between them, and the transaction log holds a line per
 * transaction (a share of them when sampled).
 */
class PerStatementPostgresTest {
    private static final int TRANSACTIONS = 600;

    static String url;
    static ConnectionSpec db;

    @TempDir
    Path results;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_i51_stmt");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).threads(1), null);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    private RunResult run(UserThreads threads, double logShare) throws InterruptedException {
        return Surgebench.run(new RunSpec("tpcb")
                .connection(db)
                .users(2)
                .userThreads(threads)
                .runTime(null)
                .maxTransactions(TRANSACTIONS)
                .perStatement(true)
                .logTransactions(logShare)
                .resultsDir(results));
    }

    @ParameterizedTest
    @EnumSource(
            value = UserThreads.class,
            names = {"PLATFORM", "EVENT_LOOP"})
    void eachStatementIsTimedOncePerTransactionAndTheyAddUpToTheTransaction(UserThreads threads) throws Exception {
        long historyBefore = history();

        RunResult r = run(threads, 1);

        var tx = r.transaction("TPCB");
        assertThat(history() - historyBefore)
                .as("the server's committed transactions")
                .isEqualTo(tx.count());
        List<StatementTime> statements = tx.perStatement();
        // pgbench's script: three updates, a select, an insert, and the commit, each once per transaction.
        assertThat(statements).hasSize(6).allSatisfy(s -> assertThat(s.count()).isEqualTo(tx.count()));
        assertThat(statements.get(statements.size() - 1).sql()).isEqualTo("COMMIT");
        double together = PerStatement.together(tx);
        System.out.println(threads + ": statements " + together + " ms of the transaction's "
                + tx.service().avgMs() + " ms; " + statements);
        // Inside the transaction's time; what is left is the client's own work between statements, a fraction.
        assertThat(together).isPositive().isLessThanOrEqualTo(tx.service().avgMs());
        assertThat(together).isGreaterThan(tx.service().avgMs() / 2);
        assertThat(logLines()).hasSize((int) (tx.count() + tx.errors()));
    }

    @ParameterizedTest
    @EnumSource(
            value = UserThreads.class,
            names = {"PLATFORM", "EVENT_LOOP"})
    void aSampledLogHoldsRoughlyItsShare(UserThreads threads) throws Exception {
        RunResult r = run(threads, 0.25);

        long lines = logLines().size();
        // 150 expected of 600; the bounds are 6 standard deviations of the binomial draw either side.
        assertThat(r.summary().transactions()).isEqualTo(TRANSACTIONS);
        assertThat(lines).isBetween(150L - 64, 150L + 64);
    }

    /** The lines of the run's transaction log (one run per test), the header left out; each line checked. */
    private List<String> logLines() throws Exception {
        Path log;
        try (var files = Files.list(results)) {
            log = files.filter(p -> p.toString().endsWith(".transactions.csv.gz"))
                    .findFirst()
                    .orElseThrow();
        }
        try (var in = new BufferedReader(
                new InputStreamReader(new GZIPInputStream(Files.newInputStream(log)), StandardCharsets.UTF_8))) {
            List<String> lines = in.lines().toList();
            assertThat(lines.get(0)).isEqualTo("time_ms,user,transaction,latency_us,outcome,retries");
            List<String> body = lines.subList(1, lines.size());
            assertThat(body).allSatisfy(l -> assertThat(l).matches("\\d{13},[12],TPCB,\\d+,ok,0"));
            return body;
        }
    }

    private static long history() throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FROM pgbench_history")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
