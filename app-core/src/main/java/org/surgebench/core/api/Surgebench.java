package org.surgebench.core.api;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.driver.LoadRun;
import org.surgebench.core.driver.MixPlan;
import org.surgebench.core.driver.RunOptionCheck;
import org.surgebench.core.generate.Calibration;
import org.surgebench.core.generate.DropReport;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.generate.Generator;
import org.surgebench.core.generate.SchemaDrop;
import org.surgebench.core.host.DatabaseLocality;
import org.surgebench.core.report.CompareReport;
import org.surgebench.core.report.Comparison;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.WorkloadPath;
import org.surgebench.core.spi.Workloads;
import org.surgebench.core.swingbench.SwingbenchConfig;
import org.surgebench.core.swingbench.SwingbenchLayer;

/**
 * The engine's front door, used alike by the CLI, the desktop app and user code:
 * <pre>{@code
 * ConnectionSpec db = new ConnectionSpec("jdbc:postgresql://localhost/test", "bench", pw);
 * Surgebench.generate(new GenerateSpec("soe").connection(db).scale(0.1), null);
 * RunResult r = Surgebench.run(new RunSpec("soe").connection(db).users(16).runTime(Duration.ofSeconds(60)));
 * System.out.println(r.summary().tps());
 * }</pre>
 * Errors a user can fix are thrown as {@link SurgeException} with one clear sentence.
 */
public final class Surgebench {
    /**
     * The run option that says whether the database's host is this machine, so its disks are watched
     * ({@code true}) or not ({@code false}), whatever the URL suggests ({@code --db-host-stats}).
     */
    public static final String DB_HOST_STATS_OPTION = DatabaseLocality.OPTION;

    private Surgebench() {}

    public static List<Workload> workloads() {
        return Workloads.all();
    }

    public static Workload workload(String name) {
        return Workloads.byName(name);
    }

    /**
     * Finds workloads (and databases' dialects) also in the jars on the workload path from now on: the values of
     * a front door's {@code flag} ({@code --workload-path}; each a folder of jars, a jar, or a list of them
     * joined by the platform's path separator), or, where the flag was not given ({@code given} null), those of
     * {@link WorkloadPath#ENVIRONMENT}; neither: the built-in workloads only. Checked at once: an entry that does
     * not exist, a file that is not a jar, a provider that does not load and two workloads of one name are each a
     * {@link SurgeException} (exit 2) naming the file, and the path stays as it was.
     */
    public static void useWorkloadPath(String flag, List<String> given) {
        List<String> values =
                given != null ? given : java.util.Collections.singletonList(System.getenv(WorkloadPath.ENVIRONMENT));
        List<java.nio.file.Path> entries = new java.util.ArrayList<>();
        values.forEach(v -> entries.addAll(WorkloadPath.split(v)));
        WorkloadPath.use(
                given != null ? flag : WorkloadPath.ENVIRONMENT, entries, List.of(Dialect.class, SqlDialect.class));
    }

    /** The jar on the workload path a workload came from; empty for one of Surgebench's own. */
    public static java.util.Optional<java.nio.file.Path> origin(Workload workload) {
        return WorkloadPath.origin(workload.getClass());
    }

    /** The {@code --option} keys each database takes, by the database's short name (e.g. postgresql). */
    public static Map<String, List<org.surgebench.core.spi.OptionSpec>> databaseOptions() {
        return org.surgebench.core.db.DatabaseOptions.byDatabase();
    }

    /** The {@code --option} keys the engine takes for every workload and database (storage, server-side...). */
    public static List<org.surgebench.core.spi.OptionSpec> engineOptions() {
        return org.surgebench.core.spi.EngineOptions.all();
    }

    /**
     * Checks options as generate, run, verify, drop and sweep do before they start: an unknown key (with the
     * nearest known one), an option of another database or a value of the wrong kind is a {@link SurgeException}
     * with one sentence.
     */
    public static void checkOptions(String workload, String url, Map<String, String> options) {
        org.surgebench.core.db.DatabaseOptions.check(Workloads.byName(workload), url, options);
    }

    /** {@link #checkOptions(String, String, Map)} for a run's options (and its secret ones), as a run starts. */
    public static void checkOptions(RunSpec spec) {
        RunOptionCheck.check(spec, Workloads.byName(spec.workload()));
    }

    /**
     * {@link #checkOptions(RunSpec)} for a workload given as an instance (pgbench scripts, say), or found by the
     * spec's name when null.
     */
    public static void checkOptions(RunSpec spec, Workload workload) {
        RunOptionCheck.check(spec, workload == null ? Workloads.byName(spec.workload()) : workload);
    }

    /** {@link #checkOptions(String, String, Map)} for a generation's options, as generate and plan do. */
    public static void checkOptions(GenerateSpec spec) {
        if (spec.connection() != null) {
            checkOptions(spec.workload(), spec.connection().url(), spec.options());
        }
    }

    /**
     * Writes a workload file from the server's statement statistics ({@code surge capture}): PostgreSQL's
     * pg_stat_statements, MariaDB's and MySQL's performance_schema digests, Oracle's V$SQL. What ran since the
     * statistics were last reset, or with a {@code window} what ran during it (two readings that far apart), or
     * with {@code awr} (begin and end snapshot ids) Oracle's stored history. The file is returned, not written.
     */
    public static org.surgebench.core.spi.CapturedWorkload capture(
            ConnectionSpec connection,
            org.surgebench.core.spi.CaptureSettings settings,
            java.time.Duration window,
            long[] awr)
            throws InterruptedException {
        return StatementCapture.capture(connection, settings, window, awr);
    }

    /** Runs and waits for the result. */
    public static RunResult run(RunSpec spec) throws InterruptedException {
        RunSession session = start(spec);
        try {
            return session.await();
        } catch (InterruptedException e) {
            session.interrupt();
            throw e;
        }
    }

    /**
     * Runs a workload's own test in place of a timed mix ({@code surge run tpch --test both --streams 2}): checks
     * what was asked (a test it has, no load settings beside it) before it connects, then the schema, runs it
     * telling each interval to {@code progress}, and writes its JSON and HTML to the spec's results folder.
     */
    public static WorkloadTestResult runTest(
            RunSpec spec, String workload, String test, Integer streams, Consumer<String> progress)
            throws InterruptedException {
        return WorkloadTestRun.run(spec, workload, test, streams, progress);
    }

    /** Two of a workload's tests side by side as text; empty when the files are not tests (compare them as runs). */
    public static java.util.Optional<String> compareTests(List<java.nio.file.Path> files) {
        return WorkloadTestRun.compare(files);
    }

    /**
     * Starts a run and returns at once; the session changes users, stops, and waits for the result. The spec is
     * checked and frozen first ({@link RunSpec#freeze()}): changing it afterwards does not touch the run.
     */
    public static RunSession start(RunSpec spec) {
        Workload workload = Workloads.byName(spec.workload());
        RunOptionCheck.check(spec, workload);
        return LoadRun.start(spec.freeze(workload), workload);
    }

    /**
     * pgbench scripts as a workload, to run with {@link #run(RunSpec, Workload)}: each script is
     * {@code builtin:NAME} (tpcb-like, simple-update, select-only) or a file, with an optional {@code @WEIGHT}
     * (pgbench's {@code -f FILE@WEIGHT}); each define is {@code NAME=VALUE} (pgbench's {@code -D}). The scripts are
     * read and checked here: a meta-command Surgebench does not run, a syntax error or a variable never set is a
     * {@link SurgeException} (exit 2) naming the file and line.
     */
    public static Workload scriptWorkload(List<String> scripts, List<String> defines) {
        return org.surgebench.core.spi.WorkloadFactory.make("script", scripts, defines);
    }

    /**
     * Runs a workload given as an instance rather than found by name on the class path (e.g. a
     * {@code ScriptWorkload} of pgbench scripts) and waits for the result; the spec names the same workload.
     */
    public static RunResult run(RunSpec spec, Workload workload) throws InterruptedException {
        RunSession session = start(spec, workload);
        try {
            return session.await();
        } catch (InterruptedException e) {
            session.interrupt();
            throw e;
        }
    }

    /** {@link #start(RunSpec)} for a workload given as an instance; the spec names the same workload. */
    public static RunSession start(RunSpec spec, Workload workload) {
        if (!workload.name().equalsIgnoreCase(spec.workload())) {
            throw new IllegalArgumentException(
                    "The run names workload " + spec.workload() + " but is given " + workload.name());
        }
        RunOptionCheck.check(spec, workload);
        return LoadRun.start(spec.freeze(workload), workload);
    }

    /** Starts a run of a plan made with {@link RunSpec#freeze()} (and perhaps {@code with...}). */
    public static RunSession start(RunPlan plan) {
        return LoadRun.start(plan, Workloads.byName(plan.workload()));
    }

    /**
     * One result from the results of a run's N generators ({@code --generator K/N}, the same run id): totals and
     * series added up, percentiles from the union of their histograms. Refuses (one sentence) results of
     * different runs, a generator given twice or missing, and results without histograms.
     *
     * @param files the names to mention in messages and to record in the merged result (may be null)
     */
    public static RunResult merge(List<RunResult> results, List<String> files) {
        return org.surgebench.core.merge.ResultMerge.merge(results, files);
    }

    /** Generates and waits for the report, in the calling thread. */
    public static GenerateReport generate(GenerateSpec spec, GenerateListener listener) {
        return Generator.generate(spec, listener);
    }

    /**
     * Starts a generation and returns at once (a mistake in the spec throws here, before anything starts); the
     * session cancels it and waits for its report. The listener is called from the generation's threads.
     */
    public static GenerateSession startGenerate(GenerateSpec spec, GenerateListener listener) {
        return Generator.start(spec, listener);
    }

    /** Row counts and estimated size of a generation, without touching the database. */
    public static GenerateReport plan(GenerateSpec spec) {
        return Generator.plan(spec);
    }

    public static VerifyReport verify(ConnectionSpec connection, String workload, Map<String, String> options) {
        return Verifier.verify(connection, workload, options);
    }

    /**
     * Drops the tables, views and sequences the registry records as the workload's, and its registry entry.
     * Refuses (one sentence, nothing dropped) when objects with the workload's names exist that Surgebench did
     * not create, or when objects that are not the workload's depend on its own; never drops another workload's
     * objects.
     */
    public static DropReport drop(ConnectionSpec connection, String workloadName, Map<String, String> options) {
        return drop(connection, workloadName, options, false, message -> {});
    }

    /**
     * As {@link #drop(ConnectionSpec, String, Map)}; {@code force} also drops objects with the workload's names
     * that no workload owns (someone else's, or left by a version of Surgebench that recorded nothing), after
     * telling {@code notes} what it drops. Another workload's objects are kept whatever {@code force} says.
     */
    public static DropReport drop(
            ConnectionSpec connection,
            String workloadName,
            Map<String, String> options,
            boolean force,
            Consumer<String> notes) {
        return SchemaDrop.drop(connection, workloadName, options, force, notes);
    }

    /** The registry entry of a workload's schema, or null when none was generated there. */
    public static SchemaRegistry.Entry schemaInfo(ConnectionSpec connection, String workload) {
        Database db = new Database(connection);
        try (Connection c = db.connect()) {
            return SchemaRegistry.read(
                    c, db.dialect(), Workloads.byName(workload).name());
        } catch (SQLException e) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "Cannot read the schema registry at " + db.spec().where() + ": " + e.getMessage(),
                    e);
        }
    }

    /**
     * Connects once and says what is there, as the desktop app's "Test connection" does: the database product
     * and the workload's schema, if any ({@code workload} may be null). A connection that fails is a
     * {@link SurgeException} with one sentence.
     */
    public static String describe(ConnectionSpec connection, String workload) {
        Database db = new Database(connection);
        String product;
        try (Connection c = db.connect()) {
            java.sql.DatabaseMetaData md = c.getMetaData();
            product = md.getDatabaseProductName() + " " + md.getDatabaseProductVersion();
        } catch (SQLException e) {
            throw db.connectFailure(e);
        }
        String schema = "";
        if (workload != null) {
            SchemaRegistry.Entry entry = schemaInfo(connection, workload);
            schema = entry == null
                    ? "; no " + workload + " schema yet (File → Generate schema)"
                    : "; " + workload + " schema at scale " + entry.scale() + " is " + entry.status();
        }
        return "✓ Connected: " + product + schema + ".";
    }

    /**
     * The run option that switches on the database's own snapshots at start and end ({@code awr},
     * {@code pgstats}) for the database in {@code url}, or null when it has none.
     */
    public static String snapshotOption(String url) {
        org.surgebench.core.db.Dialect dialect = org.surgebench.core.db.Dialects.find(url);
        return dialect == null ? null : dialect.snapshotOption();
    }

    /** The user to connect as to the database in {@code url} when none is given; null for the system's user. */
    public static String defaultUser(String url) {
        org.surgebench.core.db.Dialect dialect = org.surgebench.core.db.Dialects.find(url);
        return dialect == null ? null : dialect.defaultUser();
    }

    /** The password for the database in {@code url} when none is given; null for none. */
    public static String defaultPassword(String url) {
        org.surgebench.core.db.Dialect dialect = org.surgebench.core.db.Dialects.find(url);
        return dialect == null ? null : dialect.defaultPassword();
    }

    /** The scale a generation's calibration runs at: a tenth, or the workload's smallest scale if larger. */
    public static double calibrationScale(String workload) {
        return Calibration.defaultScale(workload);
    }

    /**
     * Generates {@code spec}'s workload at {@code scale} into a throwaway schema (dropped after) and projects
     * how long {@code spec}'s own generation takes, phase by phase ({@code surge generate --calibrate}).
     */
    public static Calibration.Projection calibrate(GenerateSpec spec, double scale) {
        return Calibration.project(spec, scale, null);
    }

    /**
     * Reads a Swingbench configuration file ({@code surge run -c}) and maps it onto a run, as the engine's own
     * mapping does for the command line. A file that is not one, or that configures a workload this
     * Surgebench does not have, is a {@link SurgeException} with one sentence.
     */
    public static SwingbenchImport importSwingbench(java.nio.file.Path file) {
        SwingbenchConfig config = SwingbenchConfig.read(file);
        Workload w = Workloads.all().stream()
                .filter(x -> x.name().equals(config.workload()))
                .findFirst()
                .orElseThrow(() -> SurgeException.usage(config.source() + " configures " + config.workload()
                        + ", which this Surgebench does not have."));
        RunSpec spec = new RunSpec(w.name());
        List<String> notApplied = SwingbenchLayer.apply(config, spec);
        Map<String, Integer> weights =
                MixPlan.resolve(w, config.variant(), spec).weights();
        return new SwingbenchImport(
                config.source(),
                config.benchmark(),
                config.workload(),
                config.variant(),
                config.url(),
                config.user(),
                config.password(),
                spec,
                weights,
                notApplied);
    }

    /**
     * Writes the comparison page of runs ({@code surge compare}'s HTML) to {@code target}; {@code labels} name
     * the runs, in the same order.
     */
    public static void compare(List<RunResult> runs, List<String> labels, java.nio.file.Path target)
            throws java.io.IOException {
        CompareReport.write(new Comparison(labels, runs), target);
    }

    /**
     * Writes the comparison page of sweeps ({@code surge compare} of sweep results) to {@code target}: every sweep
     * on one chart against users; {@code labels} name the sweeps, in the same order.
     */
    public static void compareSweeps(
            List<org.surgebench.core.sweep.SweepResult> sweeps, List<String> labels, java.nio.file.Path target)
            throws java.io.IOException {
        org.surgebench.core.report.SweepCompareReport.write(
                new org.surgebench.core.report.SweepComparison(labels, sweeps), target);
    }
}
