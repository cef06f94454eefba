package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.PrivateMariaDb;

/**
 * The scaffold of the MariaDB statement-fidelity tests: a schema of the test's own on the private server with
 * performance_schema on (the shared server has it off), the workload generated in it, and runs whose statements the
 * server counts from the moment the users start ({@link #counted}).
 */
public final class CountingMariaDb {
    private final PrivateMariaDb server;
    private final String schema;
    private final ConnectionSpec db;

    /** The kinds of statement {@link #counters} counts among those clients sent, in StatementCounts' order. */
    private static final List<String> SENT = List.of("select", "insert", "update", "delete", "commit");

    /** A run, and the change of the server's counters ({@link #counters}) while its users ran. */
    public record Counted(RunResult result, Map<String, Long> executed) {
        /**
         * The selects, inserts, updates and deletes clients sent that name a table or sequence of the schema, and
         * the COMMITs they sent, by performance_schema's digests (top-level statements: a stored program's own
         * statements are in the Com_ counters only).
         */
        public StatementCounts sent() {
            long[] n = new long[SENT.size()];
            for (int i = 0; i < n.length; i++) {
                n[i] = executed.getOrDefault("sent " + SENT.get(i), 0L);
            }
            return new StatementCounts(n[0], n[1], n[2], n[3], n[4], 0, 0);
        }
    }

    private CountingMariaDb(PrivateMariaDb server, String schema, String url) {
        this.server = server;
        this.schema = schema;
        this.db = new ConnectionSpec(url, "root", "");
    }

    /** Creates the schema afresh on the private server and generates {@code generate} (no connection yet) in it. */
    public static CountingMariaDb generate(String schema, GenerateSpec generate) {
        PrivateMariaDb server = PrivateMariaDb.shared();
        return generate(server, schema, server.url(schema), generate);
    }

    /**
     * As {@link #generate(String, GenerateSpec)}, through MySQL's Connector/J with MySQL 8's SQL mode
     * ({@link MySqlForm}): the workloads' MySQL forms, run on MariaDB.
     */
    public static CountingMariaDb generateMySqlForm(String schema, GenerateSpec generate) {
        PrivateMariaDb server = PrivateMariaDb.shared();
        return generate(server, schema, MySqlForm.url(server.port(), schema), generate);
    }

    private static CountingMariaDb generate(PrivateMariaDb server, String schema, String url, GenerateSpec generate) {
        // Statements inside stored programs are counted by program only with this consumer on.
        server.admin("UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' "
                + "WHERE NAME = 'events_statements_current'");
        server.admin("DROP DATABASE IF EXISTS " + schema);
        server.admin("CREATE DATABASE " + schema);
        CountingMariaDb counting = new CountingMariaDb(server, schema, url);
        Surgebench.generate(generate.connection(counting.db), null);
        return counting;
    }

    public ConnectionSpec db() {
        return db;
    }

    public void drop() {
        server.admin("DROP DATABASE IF EXISTS " + schema);
    }

    /** One transaction of the workload's default variant alone, {@code runs} times by one user. */
    public RunSpec alone(String workload, String tx, int runs) {
        return alone(workload, null, tx, runs);
    }

    /**
     * One transaction of the variant (null: the default) alone, {@code runs} times by one user. A seed per
     * transaction: runs with one seed would repeat each other's draws.
     */
    public RunSpec alone(String workload, String variant, String tx, int runs) {
        return AloneRuns.spec(db, workload, variant, tx, runs).option("dbstats", "false");
    }

    /**
     * Runs {@code tx} of {@code workload} alone {@code runs} times, without an error, and checks that the statements
     * the server counted and ours are {@code perRun} each run (StatementCountChecks).
     */
    public void assertExecutes(String workload, String tx, int runs, StatementCounts perRun)
            throws InterruptedException {
        assertExecutes(workload, null, tx, runs, perRun);
    }

    /** {@link #assertExecutes(String, String, int, StatementCounts)} of one variant (null: the default). */
    public void assertExecutes(String workload, String variant, String tx, int runs, StatementCounts perRun)
            throws InterruptedException {
        Counted counted = counted(alone(workload, variant, tx, runs));
        RunResult r = counted.result();
        assertThat(r.summary().errors()).as(tx + " errors: " + r.errors()).isZero();
        assertThat(r.transaction(tx).count()).as(tx + " runs").isEqualTo(runs);
        StatementCountChecks.assertEqual(
                tx, runs, perRun, counted.sent(), r.transaction(tx).statements());
    }

    /**
     * Runs {@code tx} of the workload's {@code variant} that calls stored code alone {@code runs} times, without an
     * error, and checks what the server counted: one call of {@code routine} per run (the summary by program), no
     * write sent by the client (the digests), and the writes and commits run inside the routine (the Com_
     * counters, which count a stored program's statements too) {@code perRun} each run, equal to ours. Selects are
     * left out: Com_select also holds this class's own reads.
     */
    public void assertCallsExecute(
            String workload, String variant, String tx, int runs, String routine, StatementCounts perRun)
            throws InterruptedException {
        Counted counted = counted(alone(workload, variant, tx, runs));
        RunResult r = counted.result();
        Map<String, Long> d = counted.executed();
        StatementCounts ours = r.transaction(tx).statements();
        String what = variant + " " + tx + ": server " + d + ", ours " + ours;
        assertThat(r.summary().errors()).as(what + ": errors " + r.errors()).isZero();
        assertThat(r.transaction(tx).count()).as(what + ": runs").isEqualTo(runs);
        assertThat(d.getOrDefault(routine, 0L))
                .as(what + ": calls of " + routine)
                .isEqualTo(runs);
        assertThat(d.get("digest writes")).as(what + ": writes the client sent").isZero();
        assertThat(List.of(d.get("Com_insert"), d.get("Com_update"), d.get("Com_delete"), d.get("Com_commit")))
                .as(what + ": the server's")
                .isEqualTo(List.of(
                        runs * perRun.insert(), runs * perRun.update(), runs * perRun.delete(), runs * perRun.commit()))
                .isEqualTo(List.of(ours.insert(), ours.update(), ours.delete(), ours.commit()));
    }

    /** A run of the spec, with what the server counted from the moment its users started. */
    public Counted counted(RunSpec spec) throws InterruptedException {
        AtomicReference<Map<String, Long>> start = new AtomicReference<>();
        RunResult r = Surgebench.run(spec.listener(new RunListener() {
            @Override
            public void onPhase(RunPhase phase) {
                if (phase == RunPhase.MEASURING) {
                    // Called before the first user starts: the run's setup queries are not counted.
                    start.set(counters());
                }
            }
        }));
        Map<String, Long> executed = new HashMap<>();
        counters().forEach((k, v) -> executed.put(k, v - start.get().getOrDefault(k, 0L)));
        return new Counted(r, executed);
    }

    /**
     * The server's counters: Com_select, Com_insert, Com_update, Com_delete, Com_begin, Com_commit and Com_rollback of the
     * global status, which count the statements inside stored programs too (read from
     * information_schema.GLOBAL_STATUS, as MariaDB's performance_schema.global_status leaves them out); calls per
     * function and procedure of this schema, by name (events_statements_summary_by_program); and, as "digest
     * writes", the writes among the statements clients sent (events_statements_summary_by_digest holds top-level
     * statements only).
     */
    private Map<String, Long> counters() {
        Map<String, Long> values = new HashMap<>();
        try (Connection c = DriverManager.getConnection(server.url(""), "root", "");
                Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT VARIABLE_NAME, VARIABLE_VALUE FROM "
                    + "information_schema.GLOBAL_STATUS WHERE LOWER(VARIABLE_NAME) IN ('com_select', 'com_insert', "
                    + "'com_update', 'com_delete', 'com_begin', 'com_commit', 'com_rollback')")) {
                while (rs.next()) {
                    values.put("Com_" + rs.getString(1).substring(4).toLowerCase(Locale.ROOT), rs.getLong(2));
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT OBJECT_NAME, COUNT_STAR FROM "
                    + "performance_schema.events_statements_summary_by_program WHERE OBJECT_SCHEMA = '" + schema
                    + "' AND OBJECT_TYPE IN ('FUNCTION', 'PROCEDURE')")) {
                while (rs.next()) {
                    values.put(rs.getString(1), rs.getLong(2));
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT COALESCE(SUM(COUNT_STAR), 0) FROM "
                    + "performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = '" + schema
                    + "' AND (DIGEST_TEXT LIKE 'INSERT%' OR DIGEST_TEXT LIKE 'UPDATE%' "
                    + "OR DIGEST_TEXT LIKE 'DELETE%')")) {
                rs.next();
                values.put("digest writes", rs.getLong(1));
            }
            countSent(s, values);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return values;
    }

    /**
     * Adds, as "sent select" ... "sent commit", the statements clients sent in the schema (its digests) that name
     * one of its tables or sequences, and the COMMITs: the driver's own queries as users log on name neither.
     */
    private void countSent(Statement s, Map<String, Long> values) throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet rs = s.executeQuery(
                "SELECT LOWER(TABLE_NAME) FROM information_schema.TABLES " + "WHERE TABLE_SCHEMA = '" + schema + "'")) {
            while (rs.next()) {
                names.add("`" + rs.getString(1) + "`");
            }
        }
        SENT.forEach(k -> values.put("sent " + k, 0L));
        try (ResultSet rs = s.executeQuery("SELECT DIGEST_TEXT, COUNT_STAR FROM "
                + "performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = '" + schema + "'")) {
            while (rs.next()) {
                String text = rs.getString(1).strip().toLowerCase(Locale.ROOT);
                // A run's query timeout wraps each statement in SET STATEMENT max_statement_time = ? FOR ...
                String q = text.startsWith("set statement ") ? text.substring(text.indexOf(" for ") + 5) : text;
                String kind = q.split("\\s", 2)[0];
                boolean counted = kind.equals("commit")
                        || SENT.contains(kind) && names.stream().anyMatch(q::contains);
                if (counted) {
                    values.merge("sent " + kind, rs.getLong(2), Long::sum);
                }
            }
        }
    }
}
