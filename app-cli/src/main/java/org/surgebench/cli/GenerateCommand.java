package org.surgebench.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSession;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.settings.GeneratorShare;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code surge generate WORKLOAD}: build and load a workload's schema. */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Create a workload's schema and load it with generated data, in parallel.",
            "",
            "Phases: create tables, load rows (COPY on PostgreSQL, batches elsewhere), indexes and constraints, "
                    + "statistics, finish. A progress bar shows each phase; at the end the rows, time per phase, "
                    + "rows/s, MB/s and the real size of tables and indexes are printed.",
            "The same --seed and --scale give the same rows. An existing schema is kept unless --force; an "
                    + "interrupted generation is finished with --resume.",
            "",
            "Surgebench drops only what it created: tables, views and sequences with the workload's names "
                    + "that it did not create make generate stop (exit 4) and name them, unless --force; a "
                    + "workload whose names another workload in the same schema has (soe and sh share "
                    + "`customers`) is refused, --force or not: put it in a schema of its own (PostgreSQL: "
                    + "CREATE SCHEMA sh, then ?currentSchema=sh in the URL; Oracle: another user). A second "
                    + "generate or drop of the same workload in the same schema is refused while one runs.",
            "Ctrl-C cancels after the chunks in flight: the bar says 'cancelled', the exit code is 130 and the "
                    + "schema stays marked incomplete for --resume (whose rows/s counts only what it loads).",
            "",
            "Examples:",
            "  surge generate soe --scale 0.1 --url jdbc:postgresql://localhost:5432/test",
            "  surge generate soe --scale 100 --dry-run        (row counts and size, no database)",
            "  surge generate soe --scale 1000 --dry-run --calibrate --url ...   (and time per phase)",
            "  surge generate sh --url 'jdbc:postgresql://localhost:5432/test?currentSchema=sh'",
            "  surge generate soe --only-code --url ...        (soe's stored code onto an existing schema)",
            "  surge generate soe --scale 100 --generator 1/2 --url ...   (on machine 1; 2/2 on machine 2)",
            ""
        })
public final class GenerateCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "WORKLOAD",
            description = "Workload name (see `surge list`), or a workload file (app.yaml, docs/custom-workloads.md).")
    String workload;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    WorkloadPathOption workloadPath;

    @Option(
            names = {"-s", "--scale"},
            defaultValue = "1",
            description = "Scale (workload units; soe 1 = ~1 GB). " + "Default: ${DEFAULT-VALUE}.")
    double scale;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed for the data (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = {"-t", "--threads"},
            paramLabel = "N",
            description = "Parallel load workers (default: cores, at least 2).")
    Integer threads;

    @Option(
            names = "--force",
            description = "Drop an existing schema of this workload first, and tables, views "
                    + "and sequences with its names that Surgebench did not create (listed before they are dropped); never "
                    + "another workload's objects, nor objects that depend on the dropped ones.")
    boolean force;

    @Option(names = "--resume", description = "Finish an interrupted generation (same scale and seed).")
    boolean resume;

    @Option(
            names = "--generator",
            paramLabel = "K/N",
            description = {
                "Load generator K's share of a schema that "
                        + "N generators (machines, or processes) load together: every K/N loads every N-th chunk of every table, "
                        + "the rows a single generator would write with the same --seed. They meet only in the database: the "
                        + "first creates the schema, the others join; the last to finish its share builds the indexes, "
                        + "constraints and statistics. Give every generator the same --scale, --seed and --option; rerun a "
                        + "stopped one with the same K/N (it skips its loaded chunks). Not with --force."
            })
    String generator;

    @Option(
            names = "--finish",
            description = "Build the indexes, constraints, statistics and metadata of a schema "
                    + "the --generator K/N generators loaded (when the last one could not, e.g. it was stopped after its "
                    + "load); refused while a chunk is missing.")
    boolean finish;

    @Option(
            names = "--skip-disk-check",
            description = "Do not refuse a scale whose estimated size exceeds the free "
                    + "disk space (checked for H2 files and a PostgreSQL server on this machine).")
    boolean skipDiskCheck;

    @Option(
            names = "--only-code",
            description = "Install (or replace) only the workload's stored code in an "
                    + "existing schema: soe's PL/pgSQL functions or PL/SQL package for --variant server (generate installs "
                    + "it too); the data is not touched.")
    boolean onlyCode;

    @Option(names = "--dry-run", description = "Print planned row counts and estimated size; touch nothing.")
    boolean dryRun;

    @Option(
            names = "--calibrate",
            description =
                    "With --dry-run on PostgreSQL: also estimate the time of each "
                            + "phase, from a short generation of the same workload (--calibration-scale, same --threads and "
                            + "--option) into a throwaway schema on this database, dropped afterwards; the assumptions are printed.")
    boolean calibrate;

    @Option(
            names = "--calibration-scale",
            paramLabel = "SCALE",
            description =
                    "Scale of the --calibrate run " + "(default: 0.1, or the workload's smallest scale if larger).")
    Double calibrationScale;

    @Option(
            names = "--partition",
            description = "Partition the big tables (Oracle only: hash partitions for "
                    + "Order Entry; Sales History is range-partitioned by time unless --option partition=false; on "
                    + "PostgreSQL sh's SALES is always partitioned by year); --option partition=true. Refused where it "
                    + "would have no effect.")
    boolean partition;

    @Option(
            names = "--compress",
            description = "Compress the big tables (Oracle only: ROW STORE COMPRESS "
                    + "BASIC); --option compress=true. Refused where it would have no effect.")
    boolean compress;

    @Option(
            names = "--tablespace",
            paramLabel = "NAME",
            description = "Create tables and indexes in this "
                    + "tablespace (Oracle; PostgreSQL through default_tablespace, the user needs CREATE on it); "
                    + "--option tablespace=NAME. Refused on H2 and when the tablespace does not exist.")
    String tablespace;

    @Option(
            names = "--option",
            split = ",",
            paramLabel = "KEY=VALUE",
            description = "Workload or database option, e.g. --option partition=true."
                    + " `surge list WORKLOAD` shows the keys each workload and database takes; an unknown key or a value "
                    + "of the wrong kind is refused before anything is done.")
    Map<String, String> options = new LinkedHashMap<>();

    @Override
    public Integer call() {
        GenerateSpec spec = spec();
        Surgebench.checkOptions(spec);
        if (dryRun) {
            GeneratePrinter.plan(Surgebench.plan(spec), spec);
            if (calibrate) {
                estimateByCalibration(spec);
            }
            return 0;
        }
        if (onlyCode) {
            GeneratePrinter.installedCode(Surgebench.generate(spec, null), spec);
            return 0;
        }
        System.out.println(String.format(
                Locale.ROOT,
                "Generating %s at %s with %d threads into %s ...",
                workload,
                GeneratePrinter.sizeLabel(spec),
                spec.threads(),
                spec.connection().where()));
        GeneratePrinter.print(generate(spec));
        return 0;
    }

    /** The generation the flags ask for; the storage flags are shorthands for their options. */
    private GenerateSpec spec() {
        GenerateSpec spec = new GenerateSpec(workload)
                .connection(connection.spec())
                .scale(scale)
                .seed(seed)
                .force(force)
                .resume(resume)
                .diskCheck(!skipDiskCheck)
                .onlyCode(onlyCode)
                .finishOnly(finish);
        if (generator != null) {
            spec.share(GeneratorShare.parse(generator));
        }
        if (threads != null) {
            spec.threads(threads);
        }
        options.forEach(spec::option);
        if (partition) {
            spec.option("partition", "true");
        }
        if (compress) {
            spec.option("compress", "true");
        }
        if (tablespace != null) {
            spec.option("tablespace", tablespace);
        }
        return spec;
    }

    /** Runs the generation with a progress bar; Ctrl-C cancels it after the chunks in flight. */
    private static GenerateReport generate(GenerateSpec spec) {
        ConsoleProgress progress = new ConsoleProgress();
        try {
            GenerateSession session = Surgebench.startGenerate(spec, progress);
            Signals.onInterrupt(
                    "Cancelling after the chunks in flight; the schema stays marked incomplete (finish "
                            + "it later with --resume; Ctrl-C again to quit at once)...",
                    session::cancel);
            return awaitUninterrupted(session);
        } catch (SurgeException e) {
            if (e.exitCode() == SurgeException.INTERRUPTED) {
                progress.cancelled();
            } else {
                progress.abandon();
            }
            throw e;
        } catch (RuntimeException e) {
            progress.abandon();
            throw e;
        }
    }

    /** Ctrl-C reaches the session through {@link Signals}, not as an interrupt: wait for the generation's end. */
    private static GenerateReport awaitUninterrupted(GenerateSession session) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return session.await();
                } catch (InterruptedException e) {
                    interrupted = true;
                    session.cancel();
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The --calibrate estimate: a short generation into a throwaway schema, projected to --scale. */
    private void estimateByCalibration(GenerateSpec spec) {
        double small = calibrationScale != null ? calibrationScale : Surgebench.calibrationScale(workload);
        System.out.println(String.format(
                Locale.ROOT,
                "Calibrating: generating %s at scale %s with %d threads " + "into a throwaway schema at %s ...",
                workload,
                GeneratePrinter.fmt(small),
                spec.threads(),
                spec.connection().where()));
        GeneratePrinter.projection(Surgebench.calibrate(spec, small), scale);
    }
}
