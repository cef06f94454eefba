package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.Outage;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * Issue 51, outage figures: the database of a run goes away for about four seconds (a throwaway cluster of the
 * test's own, stopped and started again) and the run reports one outage whose silence matches the cut as the test
 * timed it and the gap in the transactions the server committed (pgbench_history's mtime, the server's clock),
 * each within a second; its start is when the server's last transaction before the gap began; every user was held
 * up; throughput recovered; the console, the JSON and the HTML report show it.
 */
class OutagePostgresTest {
    private static ThrowawayCluster cluster;
    private static String url;
    private static ConnectionSpec conn;

    @BeforeAll
    static void start() throws Exception {
        cluster = ThrowawayCluster.startOrSkip();
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE surge_i51_outage");
        }
        url = cluster.url("surge_i51_outage");
        conn = new ConnectionSpec(url, "postgres", "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(conn).scale(0.1).threads(2), null);
    }

    @AfterAll
    static void remove() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void aStoppedAndRestartedDatabaseIsOneOutageAsLongAsTheCut(@TempDir Path results) throws Exception {
        RunFaultsPostgresTest.Recorder rec = new RunFaultsPostgresTest.Recorder();
        RunSession session = Surgebench.start(new RunSpec("tpcb")
                .connection(conn)
                .users(4)
                .warmUp(Duration.ZERO)
                .runTime(Duration.ofMinutes(10))
                .reconnectTimeout(Duration.ofSeconds(60))
                .resultsDir(results)
                .listener(rec));
        RunResult r;
        double cut;
        try {
            await(() -> rec.intervals.stream()
                            .filter(i -> i.measured() && i.tps() > 0)
                            .count()
                    >= 8);
            long t0 = System.nanoTime();
            cluster.stop();
            Thread.sleep(4000);
            cluster.restart();
            cut = (System.nanoTime() - t0) / 1e9;
            int back = rec.intervals.size();
            await(() -> rec.intervals.size() >= back + 3
                    && rec.intervals.subList(back, rec.intervals.size()).stream()
                                    .filter(i -> i.tps() > 0)
                                    .count()
                            >= 5);
        } finally {
            session.stop();
            r = session.await();
        }
        double[] gap = serverGap();

        assertThat(r.outagesFound()).as("outages; events: " + rec.events).hasSize(1);
        Outage o = r.outagesFound().get(0);
        assertThat(o.silentSeconds())
                .as("the silence against the cut as timed here")
                .isCloseTo(cut, within(1.0));
        assertThat(o.silentSeconds())
                .as("the silence against the server's gap between committed transactions")
                .isCloseTo(gap[1], within(1.0));
        assertThat(o.startedAt().toEpochMilli() / 1000.0).isCloseTo(gap[0], within(1.0));
        assertThat(o.usersAffected()).isEqualTo(4);
        assertThat(o.ended()).isTrue();
        assertThat(o.recoverySeconds()).isNotNull().isGreaterThanOrEqualTo(o.silentSeconds());

        JsonNode json =
                new ObjectMapper().readTree(Path.of(r.files().get("json")).toFile());
        assertThat(json.path("outages").get(0).path("silentSeconds").asDouble()).isEqualTo(o.silentSeconds());
        String html = Files.readString(Path.of(r.files().get("html")));
        assertThat(html).contains("<h2>Outages</h2>").contains("\"label\":\"outage\"");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SummaryPrinter.print(r, new PrintStream(out, true, StandardCharsets.UTF_8));
        String console = out.toString(StandardCharsets.UTF_8);
        assertThat(console).contains("Outages (no transaction completed").contains("outage s ");
        System.out.println(console + "\ncut " + cut + " s; server's gap " + gap[1] + " s from "
                + Instant.ofEpochMilli((long) (gap[0] * 1000)));
    }

    /** The longest gap between transactions the server committed: its start (epoch seconds) and its length. */
    private static double[] serverGap() throws Exception {
        try (Connection c = DriverManager.getConnection(url, "postgres", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT extract(epoch FROM prev::timestamptz), "
                        + "extract(epoch FROM mtime - prev) FROM (SELECT mtime, lag(mtime) OVER (ORDER BY mtime) AS prev "
                        + "FROM pgbench_history) g WHERE prev IS NOT NULL ORDER BY mtime - prev DESC LIMIT 1")) {
            assertThat(rs.next()).isTrue();
            return new double[] {rs.getDouble(1), rs.getDouble(2)};
        }
    }

    /** Waits for a condition; the three minutes are a guard against a hang, not a timing assertion. */
    private static void await(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("gave up waiting").isLessThan(deadline);
            Thread.sleep(50);
        }
    }
}
