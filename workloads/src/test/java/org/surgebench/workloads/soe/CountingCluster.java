package org.surgebench.workloads.soe;

import java.sql.SQLException;
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
 * The scaffold of the statement-fidelity tests: a PostgreSQL cluster whose pg_stat_statements tracks every
 * statement (inside functions too), one database named after the workload generated in it, and runs whose
 * statements the database counts from the moment the users start ({@link ExecutedStatements}).
 *
 * <p>The test classes of a JVM that ask for the same server settings share one cluster (started on first use,
 * stopped when the JVM exits), each with a database of its own, dropped when the class closes it: an initdb and a
 * server start less per class. Sharing does not mix the counts: the counts are
 * read per database, the test classes of a JVM run one after another (no two count at once), and a counted
 * run's reset of pg_stat_statements, which is cluster-wide, comes after the previous class has finished. The one
 * cluster-wide count, the transaction ids handed out ({@link ExecutedStatements#read(boolean)} with
 * {@code true}), is read only by the class that turns autovacuum off, which then has a cluster of its own.
 */
public final class CountingCluster implements AutoCloseable {
    /** The clusters of this JVM by their server settings. */
    private static final Map<Map<String, String>, ThrowawayCluster> SHARED = new HashMap<>();

    private final ThrowawayCluster cluster;
    private final String database;
    private final ConnectionSpec db;
    private final ExecutedStatements executed;

    private CountingCluster(ThrowawayCluster cluster, String database) {
        this.cluster = cluster;
        this.database = database;
        this.db = new ConnectionSpec(cluster.url(database), "postgres", "");
        this.executed = new ExecutedStatements(db.url());
    }

    /** This JVM's cluster with {@code settings}, started (and pg_stat_statements created in it) on first use. */
    private static synchronized ThrowawayCluster shared(Map<String, String> settings) {
        ThrowawayCluster cluster = SHARED.get(settings);
        if (cluster == null) {
            cluster = ThrowawayCluster.startOrSkip(settings);
            Runtime.getRuntime().addShutdownHook(new Thread(cluster::close, "counting-cluster-stop"));
            // The counts are read from the postgres database, where reading them counts nowhere.
            cluster.admin("CREATE EXTENSION pg_stat_statements");
            SHARED.put(Map.copyOf(settings), cluster);
        }
        return cluster;
    }

    /**
     * Takes this JVM's cluster with the extra server settings, starting it on first use (skipped on a developer
     * machine without PostgreSQL, as {@link ThrowawayCluster} is), and generates {@code generate} (a spec without
     * a connection) in a new database of it named after the workload.
     */
    public static CountingCluster generate(GenerateSpec generate, Map<String, String> settings) throws SQLException {
        Map<String, String> all = new HashMap<>(settings);
        all.put("shared_preload_libraries", "pg_stat_statements");
        all.put("pg_stat_statements.track", "all");
        ThrowawayCluster cluster = shared(all);
        String database = generate.workload();
        cluster.admin("CREATE DATABASE " + database);
        CountingCluster counting = new CountingCluster(cluster, database);
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

    /** Drops the class's database; the cluster stays for the next class and stops when the JVM exits. */
    @Override
    public void close() {
        // FORCE: a session the run's pool left behind would otherwise keep the database.
        cluster.admin("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
    }
}
