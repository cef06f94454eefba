package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Rng;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * The Sales History mix as PostgreSQL itself counted it: a cluster of the test's own that logs every statement it
 * completed with its text ({@code log_min_duration_statement=0}, as JSON lines), each attributed to one of the 13
 * queries by its shape (literals and IN-list lengths aside). Not pg_stat_statements: the shared server does not
 * preload it, and PostgreSQL 15's gives ROLLUP and CUBE over the same columns one query id, so SRMC and SCMC (SRWC
 * and SCWC) share one entry. From the deck (the default) one user over whole rounds runs
 * exactly the weights, and 16 users for a short run stay within 2 points of them, which independent draws miss
 * often at Swingbench's defaults (docs/sh.md).
 */
class ShMixPostgresTest {
    /** The deck of sh's weights: 690 units over their common factor 5. */
    private static final int ROUND = 138;

    private static ThrowawayCluster cluster;
    private static ConnectionSpec db;
    private static String adminUrl;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The marker statement that opened the window being counted. */
    private static String opened;
    /** Every statement the sh database completed in the window last read by {@link #executed()}. */
    private static List<String> window = List.of();
    /** Statement shape to query short name. */
    private static final Map<String, String> SHAPES = new HashMap<>();

    @BeforeAll
    static void generate() throws Exception {
        cluster = ThrowawayCluster.startOrSkip(Map.of(
                "logging_collector",
                "on",
                "log_destination",
                "jsonlog",
                "log_min_duration_statement",
                "0",
                "log_rotation_size",
                "0",
                "log_rotation_age",
                "0",
                "autovacuum",
                "off",
                "max_connections",
                "40"));
        adminUrl = cluster.url("postgres");
        try (Connection c = DriverManager.getConnection(adminUrl, "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE sh");
        }
        db = new ConnectionSpec(cluster.url("sh"), "postgres", "");
        Surgebench.generate(new GenerateSpec("sh").connection(db).scale(0.001).threads(2), null);
        try (Connection c = DriverManager.getConnection(cluster.url("sh"), "postgres", "")) {
            ShDimensions d = ShDimensions.load(c);
            Rng rng = new Rng(5);
            for (ShQuery q : ShQueries.ALL) {
                // Several draws: a query whose SQL has optional parts shows each of its shapes.
                for (int i = 0; i < 50; i++) {
                    String shape = shape(q.writer()
                            .write("postgresql", q.picker().pick(rng, d))
                            .literalSql());
                    String before = SHAPES.put(shape, q.shortName());
                    assertThat(before).as("a statement shape of two queries").isIn(null, q.shortName());
                }
            }
        }
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void oneUserOverWholeRoundsOfTheDeckRunsExactlyTheWeights() throws Exception {
        RunResult r = counted(new RunSpec("sh")
                .connection(db)
                .users(1)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null)
                .maxTransactions(2 * ROUND)
                .seed(3));
        Map<String, Long> executed = executed();
        assertThat(r.summary().errors()).isZero();
        assertThat(r.config().settings().mix().draw().label()).isEqualTo("deck");
        // Each query is its own transaction, as in Swingbench: no COMMIT is sent, none counted.
        assertThat(window).as("statements sent").noneMatch(t -> t.strip().equalsIgnoreCase("commit"));
        assertThat(r.summary().statements().commit()).isZero();
        assertThat(r.summary().statements().select()).isEqualTo(2L * ROUND);
        for (ShQuery q : ShQueries.ALL) {
            assertThat(executed.get(q.shortName())).as(q.shortName()).isEqualTo(2L * q.weight() / 5);
            assertThat(r.transaction(q.shortName()).count()).as(q.shortName()).isEqualTo(2L * q.weight() / 5);
        }
    }

    @Test
    void sixteenUsersForAShortRunStayWithinTwoPointsOfTheWeights() throws Exception {
        RunResult r = counted(new RunSpec("sh")
                .connection(db)
                .users(16)
                .thinkTime(Duration.ZERO, Duration.ofMillis(20))
                .runTime(Duration.ofSeconds(8))
                .seed(1));
        Map<String, Long> executed = executed();
        long total = executed.values().stream().mapToLong(Long::longValue).sum();
        assertThat(r.summary().errors()).isZero();
        // The database also ran the queries of the users' last moments, which the window left out.
        assertThat(total).isBetween(r.summary().transactions(), r.summary().transactions() + 16);
        assertThat(total).as("queries executed").isGreaterThan(ROUND);
        for (ShQuery q : ShQueries.ALL) {
            double share = 100.0 * executed.getOrDefault(q.shortName(), 0L) / total;
            assertThat(share).as(q.shortName()).isCloseTo(100.0 * q.weight() / 690, within(2.0));
        }
    }

    @Test
    void randomDrawsRunTooAndTheDatabaseCountsWhatWeCounted() throws Exception {
        RunResult r = counted(new RunSpec("sh")
                .connection(db)
                .users(1)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null)
                .maxTransactions(ROUND)
                .seed(3)
                .mixDraw(MixDraw.RANDOM));
        Map<String, Long> executed = executed();
        assertThat(r.config().settings().mix().draw().label()).isEqualTo("random");
        assertThat(r.summary().errors()).isZero();
        Map<String, Long> ours = new LinkedHashMap<>();
        r.transactions().forEach(t -> ours.put(t.shortName(), t.count()));
        ours.values().removeIf(n -> n == 0);
        assertThat(executed).isEqualTo(ours);
    }

    /** A run whose queries the database counts from the moment the users start. */
    private static RunResult counted(RunSpec spec) throws Exception {
        return Surgebench.run(spec.option("pgstats", "false").listener(new RunListener() {
            @Override
            public void onPhase(RunPhase phase) {
                if (phase == RunPhase.MEASURING) {
                    // Called before the first user starts: the run's setup queries are not counted.
                    reset();
                }
            }
        }));
    }

    private static void reset() {
        opened = marker();
    }

    /** Runs a statement no query of the mix looks like, in the sh database, and returns its text. */
    private static String marker() {
        String text = "SELECT 'surge-window-" + UUID.randomUUID() + "' AS marker";
        try (Connection c = DriverManager.getConnection(db.url(), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute(text);
        } catch (SQLException e) {
            throw new IllegalStateException("marking the server log: " + e.getMessage(), e);
        }
        return text;
    }

    /**
     * The queries the sh database completed since {@link #reset()}, by short name, read from the server log up to a
     * closing marker; any other SELECT fails the test.
     */
    private static Map<String, Long> executed() throws Exception {
        String closed = marker();
        List<String> texts = null;
        // The logging collector writes what the backends sent it, in order: the closing marker shows up once all
        // the run's statements (completed before it was sent) have.
        for (int attempt = 0; attempt < 600 && texts == null; attempt++) {
            texts = between(serverLog(), opened, closed);
            if (texts == null) {
                Thread.sleep(50);
            }
        }
        assertThat(texts).as("the closing marker in the server log").isNotNull();
        window = texts;
        Map<String, Long> out = new LinkedHashMap<>();
        List<String> unknown = new ArrayList<>();
        for (String text : texts) {
            String q = text.strip().toLowerCase(Locale.ROOT);
            if (!(q.startsWith("select") || q.startsWith("with"))) {
                continue;
            }
            String name = SHAPES.get(shape(text));
            if (name == null) {
                unknown.add(text);
            } else {
                out.merge(name, 1L, Long::sum);
            }
        }
        assertThat(unknown).as("queries of no known shape").isEmpty();
        return out;
    }

    /** The whole server log: JSON lines of every log file, oldest first. */
    private static List<String> serverLog() throws SQLException {
        List<String> lines = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(adminUrl, "postgres", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT pg_read_file(current_setting('log_directory') || '/' || name) "
                        + "FROM pg_ls_logdir() WHERE name LIKE '%.json' ORDER BY modification, name")) {
            while (rs.next()) {
                lines.addAll(rs.getString(1).lines().toList());
            }
        }
        return lines;
    }

    /**
     * The texts of the statements the sh database completed (executed: the duration lines of a simple query or of
     * an extended protocol's execute, not its parse or bind) between the two markers; null while the closing one
     * is not in the log yet.
     */
    private static List<String> between(List<String> log, String open, String close) throws Exception {
        List<String> out = null;
        for (String line : log) {
            JsonNode entry = JSON.readTree(line);
            if (!"sh".equals(entry.path("dbname").asText())) {
                continue;
            }
            java.util.regex.Matcher m = COMPLETED.matcher(entry.path("message").asText());
            if (!m.matches()) {
                continue;
            }
            String text = m.group(1);
            if (text.equals(open)) {
                out = new ArrayList<>();
            } else if (text.equals(close)) {
                return out;
            } else if (out != null) {
                out.add(text);
            }
        }
        return null;
    }

    /** A completed statement in the log: "duration: 1.2 ms  statement: ..." or "... execute <unnamed>: ...". */
    private static final java.util.regex.Pattern COMPLETED = java.util.regex.Pattern.compile(
            "duration: [0-9.]+ ms  (?:statement|execute [^:]*): (.*)", java.util.regex.Pattern.DOTALL);

    /**
     * A statement's shape: the SQL with every constant (pg_stat_statements' {@code $n}, string and number
     * literals, typed date literals) as one marker, IN lists of any length as one, whitespace and case folded.
     */
    static String shape(String sql) {
        return sql.replaceAll("'(?:[^']|'')*'", "?")
                .replaceAll("\\$\\d+", "?")
                .replaceAll("(?<![A-Za-z_0-9.])\\d+(?:\\.\\d+)?", "?")
                .replaceAll("(?i)\\bdate\\s+\\?", "?")
                .replaceAll("\\s+", " ")
                .replaceAll("\\?( ?, ?\\?)+", "?")
                .toLowerCase(Locale.ROOT)
                .strip();
    }
}
