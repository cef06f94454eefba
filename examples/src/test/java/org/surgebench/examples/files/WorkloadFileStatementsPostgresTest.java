package org.surgebench.examples.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * The example workload files on both executors, the users on threads and on event loops, counted by PostgreSQL's
 * pg_stat_statements on a cluster of the test's own: box-office's reads (samples, a key range, a statement repeated
 * 1..5 times) send the very same statements, as often, with one seed on both, and count the same rows; ticketing's
 * transactions (a row read into names, rolled back when there is none) send what our counters say, BEGIN included.
 * BOOK has a think time of its own, which the event loops cannot leave out of its time: it has no event-loop form.
 */
class WorkloadFileStatementsPostgresTest {
    private static final String TICKETING = TicketingFileContract.TICKETING;
    private static final String BOX_OFFICE = TicketingFileContract.BOX_OFFICE;

    private static ThrowawayCluster cluster;
    private static ConnectionSpec db;

    @BeforeAll
    static void generate() throws Exception {
        // Top-level statements only: the foreign keys' checks inside the server are not the users' statements.
        cluster = ThrowawayCluster.startOrSkip(Map.of("shared_preload_libraries", "pg_stat_statements"));
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION pg_stat_statements");
            s.execute("CREATE DATABASE ticketing");
        }
        db = new ConnectionSpec(cluster.url("ticketing"), "postgres", "");
        Surgebench.generate(
                new GenerateSpec(TICKETING).connection(db).scale(0.1).threads(2), null);
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void boxOfficeSendsTheSameStatementsWithTheSameDrawsOnBothExecutors() throws Exception {
        List<Map<String, Long>> texts = new ArrayList<>();
        List<List<Long>> rows = new ArrayList<>();
        for (UserThreads executor : List.of(UserThreads.PLATFORM, UserThreads.EVENT_LOOP)) {
            RunResult r = Surgebench.run(counted(new RunSpec(BOX_OFFICE), executor)
                    .users(1)
                    .maxTransactions(150)
                    .seed(7));
            assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
            assertThat(r.config().userThreads()).isEqualTo(executor.label());
            Map<String, Long> byText = new TreeMap<>();
            Map<String, Long> byKind = executed(byText);
            StatementCounts ours = total(r);
            assertThat(byKind)
                    .as(executor + ": " + byText)
                    .isEqualTo(Map.of("begin", 150L, "commit", ours.commit(), "select", ours.select()));
            assertThat(ours.commit()).isEqualTo(150);
            texts.add(byText);
            rows.add(r.transactions().stream().map(TxSummary::rows).toList());
            System.out.println("box-office on " + executor + ", counted by pg_stat_statements: " + byKind
                    + "; rows by transaction " + rows.getLast());
        }
        assertThat(texts.get(1)).isEqualTo(texts.get(0));
        assertThat(rows.get(1)).isEqualTo(rows.get(0));
    }

    @Test
    void ticketingSendsWhatItCountsOnBothExecutors() throws Exception {
        for (UserThreads executor : List.of(UserThreads.PLATFORM, UserThreads.EVENT_LOOP)) {
            RunResult r = Surgebench.run(counted(new RunSpec(TICKETING), executor)
                    .weight("BOOK", 0)
                    .users(1)
                    .maxTransactions(300)
                    .seed(11));
            assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
            Map<String, Long> byText = new TreeMap<>();
            Map<String, Long> byKind = executed(byText);
            StatementCounts ours = total(r);
            TxSummary pay = r.transaction("PAY");
            // Some PAYs find their booking paid or cancelled already, and roll back.
            assertThat(pay.statements().rollback()).as(executor.toString()).isPositive();
            assertThat(pay.statements().insert()).isPositive();
            assertThat(new long[] {ours.select(), ours.insert(), ours.update(), ours.commit(), ours.rollback(), 300})
                    .as(executor + ": " + byText)
                    .containsExactly(
                            byKind.getOrDefault("select", 0L),
                            byKind.getOrDefault("insert", 0L),
                            byKind.getOrDefault("update", 0L),
                            byKind.getOrDefault("commit", 0L),
                            byKind.getOrDefault("rollback", 0L),
                            byKind.getOrDefault("begin", 0L));
            System.out.println("ticketing without BOOK on " + executor + ", counted by pg_stat_statements: " + byKind);
        }
        assertThatThrownBy(() -> Surgebench.run(new RunSpec(TICKETING)
                        .connection(db)
                        .queryTimeout(Duration.ZERO)
                        .userThreads(UserThreads.EVENT_LOOP)
                        .maxTransactions(10)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("ticketing has none for BOOK");
    }

    private static StatementCounts total(RunResult r) {
        long[] n = new long[5];
        for (TxSummary t : r.transactions()) {
            StatementCounts c = t.statements();
            n[0] += c.select();
            n[1] += c.insert();
            n[2] += c.update();
            n[3] += c.commit();
            n[4] += c.rollback();
        }
        return new StatementCounts(n[0], n[1], n[2], 0, n[3], n[4], 0);
    }

    /**
     * A run on {@code executor} whose statements the server counts from the moment its users start: no query timeout
     * (the event loops have none); on threads, statements are not prepared on the server (pg_stat_statements of
     * PostgreSQL 15 counts a prepared COMMIT once; the event loops send COMMIT as a simple query).
     */
    private static RunSpec counted(RunSpec spec, UserThreads executor) {
        if (executor != UserThreads.EVENT_LOOP) {
            spec.property("prepareThreshold", "0");
        }
        return spec.connection(db)
                .runTime(null)
                .queryTimeout(Duration.ZERO)
                .option("pgstats", "false")
                .userThreads(executor)
                .listener(new RunListener() {
                    @Override
                    public void onPhase(RunPhase phase) {
                        if (phase == RunPhase.MEASURING) {
                            try {
                                reset();
                            } catch (SQLException e) {
                                throw new IllegalStateException(e);
                            }
                        }
                    }
                });
    }

    private static void reset() throws SQLException {
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_stat_statements_reset()");
        }
    }

    /**
     * What the ticketing database executed since the reset, by kind (begin, commit, rollback, select, insert,
     * update, delete); {@code texts} gets the text and calls of each of those. Read from the postgres database.
     */
    private static Map<String, Long> executed(Map<String, Long> texts) throws SQLException {
        Map<String, Long> byKind = new TreeMap<>();
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                PreparedStatement ps = c.prepareStatement("SELECT query, calls FROM pg_stat_statements s "
                        + "JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = 'ticketing'");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String q = rs.getString(1).strip().replaceAll("\\s+", " ");
                String first = q.toLowerCase(Locale.ROOT).split("[\\s;(]+")[0];
                String kind = switch (first) {
                    case "begin", "start" -> "begin";
                    case "commit", "end" -> "commit";
                    case "rollback", "abort" -> "rollback";
                    case "select", "insert", "update", "delete" -> first;
                    default -> null;
                };
                // Not the users' work: the connection's setup (a thread's session sets application_name with SET,
                // the event loops' client in its startup message).
                if (kind != null) {
                    texts.merge(q, rs.getLong(2), Long::sum);
                    byKind.merge(kind, rs.getLong(2), Long::sum);
                }
            }
        }
        return byKind;
    }
}
