package org.surgebench.workloads.soe;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * The scaffold of the statement-fidelity tests: a PostgreSQL cluster of the test's own whose pg_stat_statements
 * tracks every statement (inside functions too), one database named after the workload generated in it, and runs
 * whose statements the database counts from the moment the users start ({@link ExecutedStatements}).
 */
public final class CountingCluster implements AutoCloseable {
    private final ThrowawayCluster cluster;
    private final ConnectionSpec db;
    private final ExecutedStatements executed;

    private CountingCluster(ThrowawayCluster cluster, ConnectionSpec db) {
        this.cluster = cluster;
        this.db = db;
        this.executed = new ExecutedStatements(db.url());
    }

    /**
     * Starts the cluster (skipped on a developer machine without PostgreSQL, as {@link ThrowawayCluster} is) with
     * the extra server settings, and generates {@code generate} (a spec without a connection) in it.
     */
    public static CountingCluster generate(GenerateSpec generate, Map<String, String> settings) throws SQLException {
        Map<String, String> all = new HashMap<>(settings);
        all.put("shared_preload_libraries", "pg_stat_statements");
        all.put("pg_stat_statements.track", "all");
        ThrowawayCluster cluster = ThrowawayCluster.startOrSkip(all);
        String database = generate.workload();
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            // The counts are read from the postgres database, where reading them counts nowhere.
            s.execute("CREATE EXTENSION pg_stat_statements");
            s.execute("CREATE DATABASE " + database);
        }
        CountingCluster counting =
                new CountingCluster(cluster, new ConnectionSpec(cluster.url(database), "postgres", ""));
        Surgebench.generate(generate.connection(counting.db), null);
        return counting;
    }

    public ConnectionSpec db() {
        return db;
    }

    /** What the database executed since the last counted run started. */
    public ExecutedStatements executed() {
        return executed;
    }

    /**
     * One transaction alone, {@code runs} times by one user. A seed per transaction: runs with one seed would
     * repeat each other's draws (a search would look for the very names a registration just made).
     */
    public RunSpec alone(String workload, String tx, int runs) {
        return AloneRuns.spec(db, workload, null, tx, runs);
    }

    /**
     * The executors the fidelity tests run each workload on that has event-loop transactions: the users on threads
     * ({@code VirtualUser}) and on event loops ({@code LoopUser}), against the one schema the test generated.
     */
    public static Stream<UserThreads> bothExecutors() {
        return Stream.of(UserThreads.PLATFORM, UserThreads.EVENT_LOOP);
    }

    /** A run of the spec whose statements the database counts from the moment the users start. */
    public RunResult counted(RunSpec spec) throws InterruptedException {
        return counted(spec, UserThreads.AUTO);
    }

    /** {@link #counted(RunSpec)} with the users on {@code executor}. */
    public RunResult counted(RunSpec spec, UserThreads executor) throws InterruptedException {
        if (executor == UserThreads.EVENT_LOOP) {
            // The event loops have no query timeout, and some workloads' defaults set one (json, tpcds): none,
            // which changes no statement.
            spec.queryTimeout(Duration.ZERO);
        } else {
            // pg_stat_statements of PostgreSQL 15 counts a COMMIT prepared on the server once only. The event
            // loops' client sends COMMIT as a simple query, and takes no driver property.
            spec.property("prepareThreshold", "0");
        }
        return Surgebench.run(spec.option("pgstats", "false")
                .userThreads(executor)
                .listener(new RunListener() {
                    @Override
                    public void onPhase(RunPhase phase) {
                        if (phase == RunPhase.MEASURING) {
                            // Called before the first user starts: the run's setup queries are not counted.
                            executed.reset();
                        }
                    }
                }));
    }

    @Override
    public void close() {
        cluster.close();
    }
}
